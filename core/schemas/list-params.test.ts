import { describe, expect, it } from "vitest";
import { listParamsSchema } from "./list-params.ts";

// `start` and `end` of the list endpoints: one condition, or two on the same
// field (decision 058: `start=gte:A,lte:B`).

const A = "2026-12-03T11:00:00.000Z";
const B = "2026-12-10T09:00:00.000Z";
const parse = (start: string) => listParamsSchema.safeParse({ start });

describe("start and end conditions", () => {
  it("reads one condition, with or without its op", () => {
    expect(parse(`gte:${A}`).data?.start).toEqual({ op: "gte", date: new Date(A) });
    expect(parse(A).data?.start).toEqual({ op: null, date: new Date(A) });
  });

  it("reads two, each with its op", () => {
    expect(parse(`gte:${A},lte:${B}`).data?.start).toEqual({
      op: "gte",
      date: new Date(A),
      also: { op: "lte", date: new Date(B) },
    });
    expect(parse(`gt:${A}, lt:${B}`).data?.start?.also).toEqual({ op: "lt", date: new Date(B) });
  });

  it.each([
    [`gte:${A},lte:${B},lte:${B}`, "at most two"],
    [`${A},lte:${B}`, "Prefix each"],
    [`gte:${A},nope`, "Prefix each"],
    [`gte:${A},lte:10000-01-01T00:00:00Z`, ""],
  ])("refuses %s", (value, words) => {
    const result = parse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(words);
  });
});
