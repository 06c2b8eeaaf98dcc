import { describe, expect, it } from "vitest";
import { type MembershipRecord, membershipState } from "./membership.ts";

const NOW = new Date("2026-11-21T18:00:00Z");
const record = (over: Partial<MembershipRecord> = {}): MembershipRecord => ({
  status: "active",
  current_period_end: "2026-12-21T18:00:00.000Z",
  cancel_at_period_end: false,
  created_date: "2026-03-02T15:00:00.000Z",
  modified_date: "2026-11-21T17:00:00.000Z",
  product: { name: "Friend" },
  price: { amount: 500, currency: "usd", interval: "month" },
  ...over,
});

describe("membershipState", () => {
  it("is none without a membership", () => {
    expect(membershipState([], NOW)).toEqual({ kind: "none" });
  });

  it("renews an active one at its stored price, member since it began", () => {
    expect(membershipState([record()], NOW)).toEqual({
      kind: "active",
      plan: "Friend",
      since: "2026-03-02T15:00:00.000Z",
      renews: "2026-12-21T18:00:00.000Z",
      price: { amount: 500, currency: "usd", interval: "month" },
    });
  });

  it("ends one set to cancel on its period's end, and calls it ended after", () => {
    const ending = record({ cancel_at_period_end: true });
    expect(membershipState([ending], NOW)).toMatchObject({
      kind: "ending",
      ends: "2026-12-21T18:00:00.000Z",
    });
    expect(membershipState([ending], new Date("2026-12-21T18:00:00Z"))).toMatchObject({
      kind: "ended",
      ended: "2026-12-21T18:00:00.000Z",
    });
  });

  it("says a payment is due for past due, unpaid and incomplete ones", () => {
    for (const status of ["past_due", "unpaid", "incomplete"])
      expect(membershipState([record({ status })], NOW)).toMatchObject({
        kind: "payment_due",
        status,
      });
  });

  it("ends a canceled one when it was canceled, or at its period's end if that came first", () => {
    expect(membershipState([record({ status: "canceled" })], NOW)).toMatchObject({
      kind: "ended",
      ended: "2026-11-21T17:00:00.000Z",
    });
    const lapsed = record({
      status: "canceled",
      current_period_end: "2026-10-01T00:00:00.000Z",
      modified_date: "2026-10-01T00:05:00.000Z",
    });
    expect(membershipState([lapsed], NOW)).toMatchObject({ ended: "2026-10-01T00:00:00.000Z" });
  });

  it("shows the live membership over an older, ended one, and the newest ended one otherwise", () => {
    const old = record({ status: "canceled", created_date: "2025-01-01T00:00:00.000Z" });
    const rejoined = record({ product: { name: "Patron" } });
    expect(membershipState([old, rejoined], NOW)).toMatchObject({ kind: "active", plan: "Patron" });
    const older = record({
      status: "canceled",
      created_date: "2024-01-01T00:00:00.000Z",
      product: null,
    });
    expect(membershipState([older, old], NOW)).toMatchObject({ kind: "ended", plan: "Friend" });
    expect(membershipState([older], NOW)).toMatchObject({ plan: "Membership" });
  });
});
