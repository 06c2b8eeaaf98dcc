import { describe, expect, it } from "vitest";
import { previousStartAfter } from "./reschedule.ts";

const at = (iso: string) => new Date(iso);
const first = at("2026-12-04T00:00:00Z");
const second = at("2026-12-11T00:00:00Z");
const third = at("2026-12-18T00:00:00Z");

describe("previousStartAfter", () => {
  it("keeps the announced start when a published date moves", () => {
    expect(
      previousStartAfter({ start: first, previousStart: null }, { start: second }, true),
    ).toEqual(first);
  });

  it("keeps the first announced start when it moves again", () => {
    const moved = { start: second, previousStart: first };
    expect(previousStartAfter(moved, { start: third }, true)).toEqual(first);
  });

  it("forgets it when the date moves back to where it was", () => {
    const moved = { start: second, previousStart: first };
    expect(previousStartAfter(moved, { start: first }, true)).toBeNull();
  });

  it("keeps what it had when the start stays", () => {
    expect(
      previousStartAfter({ start: second, previousStart: first }, { start: second }, true),
    ).toEqual(first);
    expect(
      previousStartAfter({ start: second, previousStart: null }, { start: second }, true),
    ).toBeNull();
  });

  it("says nothing for a new date or a draft's moved date", () => {
    expect(previousStartAfter(undefined, { start: second }, true)).toBeNull();
    expect(
      previousStartAfter({ start: first, previousStart: null }, { start: second }, false),
    ).toBeNull();
  });

  it("takes the editor's word: a given start, or null to clear a correction", () => {
    const moved = { start: second, previousStart: first };
    expect(previousStartAfter(moved, { start: second, previousStart: null }, true)).toBeNull();
    expect(previousStartAfter(undefined, { start: third, previousStart: first }, false)).toEqual(
      first,
    );
    // Never the same as the start itself.
    expect(previousStartAfter(moved, { start: second, previousStart: second }, true)).toBeNull();
  });
});
