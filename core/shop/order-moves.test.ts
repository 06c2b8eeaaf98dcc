import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "../schemas/shop.ts";
import { holdsStock, movesForward } from "./order-moves.ts";

describe("order moves", () => {
  it("moves forward only: pending → failed → paid → refunded", () => {
    expect(movesForward("pending", "paid")).toBe(true);
    expect(movesForward("pending", "refunded")).toBe(true);
    expect(movesForward("failed", "paid")).toBe(true);
    expect(movesForward("paid", "refunded")).toBe(true);
    expect(movesForward("paid", "failed")).toBe(false);
    expect(movesForward("refunded", "paid")).toBe(false);
    for (const s of ORDER_STATUSES) expect(movesForward(s, s)).toBe(false);
  });

  it("lets a failed order give its stock back and every other status keep it", () => {
    expect(ORDER_STATUSES.filter(holdsStock)).toEqual(["pending", "paid", "refunded"]);
  });
});
