import { describe, expect, it } from "vitest";
import { linkCount, submissionSchema } from "../schemas/submission.ts";
import { eventInputOf, spanOf, storedPayload } from "./rules.ts";

const VENUE = "6f1c1b0e-5d0a-4c8e-9f53-3c1f0c3a2b10";

const parsed = (over: Record<string, unknown> = {}) =>
  submissionSchema.parse({
    name: "Kiln Night",
    venue_id: VENUE,
    dates: [
      { category: "sale", start: "2026-12-05T18:00:00-06:00", end: "2026-12-05T21:00:00-06:00" },
      {
        category: "reception",
        start: "2026-12-04T18:00:00-06:00",
        end: "2026-12-04T20:00:00-06:00",
      },
    ],
    ...over,
  });

describe("a submission", () => {
  it("keeps its instants as UTC text and spans from the first start to the last end", () => {
    const kept = storedPayload(parsed());
    expect(kept.dates[0]).toMatchObject({
      start: "2026-12-06T00:00:00.000Z",
      end: "2026-12-06T03:00:00.000Z",
    });
    expect(spanOf(kept)).toEqual({
      from: new Date("2026-12-05T00:00:00.000Z"),
      to: new Date("2026-12-06T03:00:00.000Z"),
    });
  });

  it("becomes a published event with every date at the one venue", () => {
    const event = eventInputOf(
      storedPayload(parsed({ admission: "free", tags: ["Ceramics", "ceramics"] })),
      VENUE,
    );
    expect(event).toMatchObject({
      name: "Kiln Night",
      status: "published",
      admission: "free",
      tags: ["ceramics"],
    });
    expect(event.event_dates.map((d) => [d.venue_id, d.category])).toEqual([
      [VENUE, "sale"],
      [VENUE, "reception"],
    ]);
  });

  it("counts links however they are written", () => {
    expect(linkCount("see https://a.example and http://b.example or www.c.example")).toBe(3);
    expect(linkCount("no links, just words about www and http")).toBe(0);
    expect(linkCount(null)).toBe(0);
  });

  it("needs one venue: a chosen one or a proposal, not both and not neither", () => {
    expect(submissionSchema.safeParse({ ...parsed(), venue_id: null }).success).toBe(false);
    const both = submissionSchema.safeParse({
      name: "X",
      venue_id: VENUE,
      new_venue: { name: "New", address: "1 Main St", city_id: VENUE },
      dates: [{ category: "sale", start: "2026-12-05T18:00:00Z", end: "2026-12-05T19:00:00Z" }],
    });
    expect(both.success).toBe(false);
  });
});
