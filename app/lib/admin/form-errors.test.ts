import { describe, expect, it } from "vitest";
import { eventSchema } from "../../../core/schemas/calendar.ts";
import {
  issuesToFieldErrors,
  nestedMessages,
  placeFieldErrors,
  toResolverErrors,
} from "./form-errors.ts";

describe("client validation with the API's schema", () => {
  it("puts an end before its start on that row's end field", () => {
    const result = eventSchema.safeParse({
      name: "Tide Lines",
      event_dates: [
        {
          venue_id: "4c0c5a2e-8f0e-4a55-9d0a-7f9a4c1b2d3e",
          category: "reception",
          start: "2026-11-22T00:00:00Z",
          end: "2026-11-21T23:00:00Z",
        },
      ],
    });
    expect(result.success).toBe(false);
    const errors = issuesToFieldErrors(result.success ? [] : result.error.issues);
    expect(errors).toEqual([
      { field: "event_dates.0.end", message: "The end must not be before the start." },
    ]);
    expect(toResolverErrors(errors)).toEqual({
      event_dates: [
        { end: { type: "validate", message: "The end must not be before the start." } },
      ],
    });
  });

  it("keeps the first message for a field", () => {
    expect(
      issuesToFieldErrors([
        { path: ["name"], message: "first" },
        { path: ["name"], message: "second" },
      ]),
    ).toEqual([{ field: "name", message: "first" }]);
  });
});

describe("placeFieldErrors", () => {
  const fields = new Set(["name", "slug", "geo", "event_dates.0.end", "hours.1"]);
  const known = (p: string) => fields.has(p);

  it("places server errors on the form's fields, nested ones on their nearest parent", () => {
    const { placed, unplaced } = placeFieldErrors(
      [
        { field: "slug", message: "That slug is already used. Choose another." },
        { field: "geo.lat", message: "Use a latitude from -90 to 90." },
        { field: "event_dates.0.end", message: "The end must not be before the start." },
        { field: "version", message: "Stale." },
      ],
      known,
    );
    expect(placed.map((p) => p.field)).toEqual(["slug", "geo", "event_dates.0.end"]);
    expect(unplaced).toEqual([{ field: "version", message: "Stale." }]);
  });
});

describe("nestedMessages", () => {
  it("reads per-key messages under a field", () => {
    expect(
      nestedMessages({ 1: { type: "server", message: "Closing must come after opening." } }),
    ).toEqual({ byKey: { 1: "Closing must come after opening." } });
    expect(nestedMessages({ type: "server", message: "Too many links." })).toEqual({
      own: "Too many links.",
      byKey: {},
    });
    expect(nestedMessages([{ url: { message: "Use a web address." } }]).byKey).toEqual({
      0: { url: "Use a web address." },
    });
  });
});
