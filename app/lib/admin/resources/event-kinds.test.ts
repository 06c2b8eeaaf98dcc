import { describe, expect, it } from "vitest";
import { eventSchema } from "../../../../core/schemas/calendar.ts";
import { event } from "./event.ts";
import { eventKinds, localInput, postedInstant } from "./event-kinds.ts";
import {
  formDataToValues,
  recordToValues,
  valuesFromJson,
  valuesToPayload,
} from "./form-values.ts";
import type { ResourceRecord } from "./types.ts";
import { venueKinds } from "./venue-kinds.ts";

const VENUE = "7c1d5a3e-8f2b-4c6d-9e0a-1b2c3d4e5f60";
const DATE = "0b6f2c1e-3d4a-4e5f-8a9b-0c1d2e3f4a5b";

const record: ResourceRecord = {
  id: "e1",
  version: 3,
  name: "Moved Talk",
  slug: "moved-talk",
  summary: null,
  content: "<p>Hello <b>there</b></p>",
  url: null,
  admission: "paid",
  price_text: "$10",
  ticket_url: "https://tickets.example.org/moved-talk",
  tags: ["prints", "talk"],
  featured: true,
  primary_image_id: null,
  status: "published",
  event_dates: [
    {
      id: DATE,
      venue_id: VENUE,
      category: "artist_talk",
      type: "single",
      label: null,
      start: "2026-12-05T19:00:00.000Z",
      end: "2026-12-05T20:00:00.000Z",
      is_canceled: false,
      previous_start: "2026-12-04T19:00:00.000Z",
      venue: { id: VENUE, name: "Walker Art Center", city: { name: "Minneapolis" } },
    },
  ],
};

const posted = (entries: [string, string][]) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

describe("the event's field kinds", () => {
  it("round-trips a record through the form to a payload the schema takes", () => {
    const values = recordToValues(event, record);
    expect(values.event_dates).toEqual([
      {
        id: DATE,
        venue_id: VENUE,
        venue_name: "Walker Art Center",
        category: "artist_talk",
        label: "",
        start: "2026-12-05T19:00:00.000Z",
        end: "2026-12-05T20:00:00.000Z",
        is_canceled: false,
        previous_start: "2026-12-04T19:00:00.000Z",
        admission: "",
        accessibility: "",
      },
    ]);
    const payload = valuesToPayload(event, values);
    expect(payload).toMatchObject({ admission: "paid", tags: ["prints", "talk"], featured: true });
    // The server keeps a moved date's first start unless the editor cleared it.
    expect((payload.event_dates as object[])[0]).not.toHaveProperty("previous_start");
    expect(eventSchema.safeParse(payload).success).toBe(true);
  });

  it("a new event starts as a draft with admission not said", () => {
    const values = recordToValues(event, null);
    expect(values).toMatchObject({
      status: "draft",
      admission: "unknown",
      tags: [],
      featured: false,
    });
    expect(values.event_dates).toEqual([]);
  });

  it("reads the rows the JavaScript form posts (ISO times) and the plain form posts (Chicago local times)", () => {
    const form = posted([
      ["event_dates.0.id", DATE],
      ["event_dates.0.venue_id", VENUE],
      ["event_dates.0.venue_name", "Walker Art Center"],
      ["event_dates.0.category", "reception"],
      ["event_dates.0.label", "Opening"],
      ["event_dates.0.start", "2026-11-22T00:00:00.000Z"],
      ["event_dates.0.end", "2026-11-22T03:00:00.000Z"],
      ["event_dates.0.is_canceled", "true"],
      ["event_dates.0.previous_start", ""],
      // A plain-form row: a datetime-local is Chicago time (UTC−6 in November).
      ["event_dates.1.venue_id", VENUE],
      ["event_dates.1.category", "artist_talk"],
      ["event_dates.1.label", ""],
      ["event_dates.1.start", "2026-11-28T14:00"],
      ["event_dates.1.end", "2026-11-28T15:30"],
      // The empty rows the plain form offers are left out.
      ["event_dates.2.venue_id", ""],
      ["event_dates.2.category", "reception"],
      ["event_dates.2.start", ""],
      ["event_dates.2.end", ""],
    ]);
    const rows = eventKinds.eventDates.read(form, {
      kind: "eventDates",
      name: "event_dates",
      label: "Dates",
    }) as { start: string; is_canceled: boolean; previous_start: unknown }[];
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ is_canceled: true, previous_start: "" });
    expect(rows[1]).toMatchObject({ start: "2026-11-28T20:00:00.000Z", previous_start: null });
    // "" (the editor said it was a correction) goes to the API as null.
    const payload = eventKinds.eventDates.toPayload(
      rows,
      { kind: "eventDates", name: "event_dates", label: "Dates" },
      {},
    ) as object[];
    expect(payload[0]).toMatchObject({ previous_start: null, is_canceled: true });
    expect(payload[1]).not.toHaveProperty("previous_start");
  });

  it("keeps a date's own admission and access features (decision 054), blank as the event's", () => {
    const spec = { kind: "eventDates", name: "event_dates", label: "Dates" } as const;
    const row = (i: number, more: [string, string][]) => [
      [`event_dates.${i}.venue_id`, VENUE],
      [`event_dates.${i}.category`, "performance"],
      [`event_dates.${i}.start`, "2026-12-05T19:00:00.000Z"],
      [`event_dates.${i}.end`, "2026-12-05T20:00:00.000Z"],
      ...more.map(([k, v]) => [`event_dates.${i}.${k}`, v]),
    ];
    const form = posted([
      // The enhanced form's hidden inputs: one comma list.
      ...row(0, [
        ["admission", "free"],
        ["accessibility", "asl,captions"],
      ]),
      // The plain form's multiple select: one value per feature; an unknown one is dropped.
      ...row(1, [
        ["admission", ""],
        ["accessibility", "step_free"],
        ["accessibility", "teleport"],
      ]),
      ...row(2, []),
    ] as [string, string][]);
    const rows = eventKinds.eventDates.read(form, spec);
    const payload = eventKinds.eventDates.toPayload(rows, spec, {}) as object[];
    expect(
      payload.map((d) => [
        (d as { admission: unknown }).admission,
        (d as { accessibility: unknown }).accessibility,
      ]),
    ).toEqual([
      ["free", ["asl", "captions"]],
      [null, ["step_free"]],
      [null, null],
    ]);
    expect(
      eventSchema.safeParse({ name: "x", event_dates: payload.map((d) => ({ ...d, label: "" })) })
        .success,
    ).toBe(true);
    // A record's own features come back into the form, and show in a comparison.
    const back = recordToValues(event, {
      ...record,
      event_dates: [
        { ...(record.event_dates as object[])[0], admission: "free", accessibility: ["asl"] },
      ],
    });
    expect((back.event_dates as { admission: string; accessibility: string }[])[0]).toMatchObject({
      admission: "free",
      accessibility: "asl",
    });
    expect(eventKinds.eventDates.show(back.event_dates)).toContain(
      "at this date: Free, ASL interpretation",
    );
  });

  it("reads tags from hidden inputs or one comma list, lower-cased and once each", () => {
    const spec = { kind: "tags", name: "tags", label: "Tags" } as const;
    expect(
      eventKinds.tags.read(
        posted([
          ["tags", "Prints"],
          ["tags", "talk"],
        ]),
        spec,
      ),
    ).toEqual(["prints", "talk"]);
    expect(eventKinds.tags.read(posted([["tags", " prints, Talk ,,prints"]]), spec)).toEqual([
      "prints",
      "talk",
    ]);
  });

  it("Publish (a submit button named _set.status) overrides the status select", () => {
    const status = { kind: "select", name: "status", label: "Status" } as const;
    const form = posted([
      ["_set.status", "published"],
      ["status", "draft"],
    ]);
    expect(venueKinds.select.read(form, status)).toBe("published");
    expect(venueKinds.select.read(posted([["status", "draft"]]), status)).toBe("draft");
  });

  it("keeps well-formed date rows from the conflict form's JSON and drops ill-formed ones", () => {
    const values = recordToValues(event, record);
    const back = valuesFromJson(event, JSON.stringify(values), {});
    expect(back.event_dates).toEqual(values.event_dates);
    const bad = valuesFromJson(event, JSON.stringify({ event_dates: [{ start: 5 }] }), {
      event_dates: [],
    });
    expect(bad.event_dates).toEqual([]);
    expect(formDataToValues(event, posted([])).event_dates).toEqual([]);
  });

  it("converts between instants and Chicago datetime-local values", () => {
    expect(localInput("2026-11-22T00:00:00.000Z")).toBe("2026-11-21T18:00");
    expect(postedInstant("2026-11-21T18:00")).toBe("2026-11-22T00:00:00.000Z");
    expect(postedInstant("2026-11-22T00:00:00.000Z")).toBe("2026-11-22T00:00:00.000Z");
  });
});
