import { describe, expect, it } from "vitest";
import { ApiError } from "../../core/errors.ts";
import { listEnvelope, parseListParams } from "./list-params.ts";

const spec = {
  sortable: ["start"] as const,
  defaultSortBy: "start" as const,
  defaultSort: "asc" as const,
};

describe("list depth", () => {
  it("pages down to 10,000 rows and refuses deeper pages, naming page", () => {
    expect(parseListParams({ page: "99", page_size: "100" }, spec).offset).toBe(9_900);
    expect(parseListParams({ page: "399" }, spec).offset).toBe(9_975);
    for (const q of [{ page: "100", page_size: "100" }, { page: "400" }, { page: "999999999" }]) {
      try {
        parseListParams(q, spec);
        expect.unreachable(`page ${q.page} was accepted`);
      } catch (err) {
        expect(err).toBeInstanceOf(ApiError);
        expect((err as ApiError).status).toBe(400);
        expect((err as ApiError).errors?.map((e) => e.field)).toEqual(["page"]);
      }
    }
  });

  it("says there is no more on the last page within reach, whatever the total", () => {
    const last = parseListParams({ page: "99", page_size: "100" }, spec);
    expect(listEnvelope(Array(100).fill(0), 150_000, last)).toMatchObject({
      more: false,
      total: 150_000,
    });
    const before = parseListParams({ page: "98", page_size: "100" }, spec);
    expect(listEnvelope(Array(100).fill(0), 150_000, before).more).toBe(true);
  });
});
