import { describe, expect, it } from "vitest";
import { eventSchema } from "../../../core/schemas/calendar.ts";
import { type EventRecord, eventPayload, eventToValues } from "./event-form-values.ts";

const record: EventRecord = {
  id: "e1",
  version: 3,
  name: "Moved Talk",
  slug: "moved-talk",
  summary: null,
  content: null,
  url: null,
  admission: "paid",
  price_text: "$10",
  ticket_url: "https://tickets.example.org/moved-talk",
  tags: [],
  featured: false,
  primary_image_id: null,
  status: "published",
  modified_date: "2026-11-20T00:00:00.000Z",
  event_dates: [
    {
      id: "0b6f2c1e-3d4a-4e5f-8a9b-0c1d2e3f4a5b",
      venue_id: "7c1d5a3e-8f2b-4c6d-9e0a-1b2c3d4e5f60",
      category: "artist_talk",
      label: null,
      start: "2026-12-05T19:00:00.000Z",
      end: "2026-12-05T20:00:00.000Z",
      is_canceled: false,
      previous_start: "2026-12-04T19:00:00.000Z",
      venue: null,
    },
  ],
};

describe("the event editor's payload", () => {
  it("sends admission back as it came, and what the schema takes", () => {
    const payload = eventPayload(eventToValues(record));
    expect(payload).toMatchObject({
      admission: "paid",
      price_text: "$10",
      ticket_url: "https://tickets.example.org/moved-talk",
    });
    expect(eventSchema.safeParse(payload).success).toBe(true);
    // A new event: not said, no price, no link.
    const fresh = eventSchema.parse({ ...eventPayload(eventToValues(null)), name: "New" });
    expect(fresh).toMatchObject({ admission: "unknown", price_text: null, ticket_url: null });
  });

  it("leaves a date's previous start to the server unless the editor cleared it", () => {
    const values = eventToValues(record);
    expect(values.event_dates[0]!.previous_start).toBe("2026-12-04T19:00:00.000Z");
    expect(eventPayload(values).event_dates).toEqual([
      expect.not.objectContaining({ previous_start: expect.anything() }),
    ]);
    values.event_dates[0]!.previous_start = "";
    const [cleared] = eventPayload(values).event_dates as Record<string, unknown>[];
    expect(cleared).toHaveProperty("previous_start", null);
  });
});
