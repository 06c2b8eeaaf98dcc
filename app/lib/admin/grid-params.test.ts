import { describe, expect, it } from "vitest";
import { listQuery, readGridParams, withParams } from "./grid-params.ts";

const defaults = {
  sortBy: "modified_date",
  sort: "desc" as const,
  sortable: ["name", "modified_date"],
};

describe("grid params in the URL", () => {
  it("falls back to the defaults for missing or unknown values", () => {
    expect(
      readGridParams(new URLSearchParams("page=-2&page_size=7&sort_by=hack&sort=up"), defaults),
    ).toEqual({
      page: 0,
      pageSize: 25,
      sortBy: "modified_date",
      sort: "desc",
    });
  });

  it("reads page, size and sort", () => {
    expect(
      readGridParams(new URLSearchParams("page=3&page_size=50&sort_by=name&sort=asc"), defaults),
    ).toEqual({ page: 3, pageSize: 50, sortBy: "name", sort: "asc" });
  });

  it("keeps the page within the lists' 10,000 rows", () => {
    const page = (q: string) => readGridParams(new URLSearchParams(q), defaults).page;
    expect(page("page=399&page_size=25")).toBe(399);
    expect(page("page=400&page_size=25")).toBe(399);
    expect(page("page=5000&page_size=100")).toBe(99);
  });

  it("builds the v5 list query and drops empty filters", () => {
    const q = listQuery(
      { page: 1, pageSize: 25, sortBy: "name", sort: "asc" },
      { query: "prints", status: "", venue_id: null },
    );
    expect(q).toEqual({
      page: "1",
      page_size: "25",
      sort_by: "name",
      sort: "asc",
      query: "prints",
    });
  });

  it("changes and removes params", () => {
    const next = withParams(new URLSearchParams("page=2&query=x"), { page: 0, query: null });
    expect(next.toString()).toBe("page=0");
  });
});
