import { describe, expect, it } from "vitest";
import { eventSchema, venueSchema } from "../../../../core/schemas/calendar.ts";
import { event } from "./event.ts";
import { formDataToValues, recordToValues, valuesToPayload } from "./form-values.ts";
import { venue } from "./venue.ts";

// The editors' price and access fields (decision 054): what a staff member
// ticks and types reaches the API as the schema takes it.

const posted = (entries: [string, string][]) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

describe("the event editor's price and access fields", () => {
  it("sends the ticked features in catalogue order, the age limit, and a new kind of admission", () => {
    const values = formDataToValues(
      event,
      posted([
        ["name", "Relaxed Matinee"],
        ["status", "draft"],
        ["admission", "pay_what_you_can"],
        ["min_age", "0"],
        ["accessibility", "seating"],
        ["accessibility", "relaxed"],
      ]),
    );
    const payload = valuesToPayload(event, values);
    expect(payload).toMatchObject({
      admission: "pay_what_you_can",
      min_age: 0,
      accessibility: ["relaxed", "seating"],
    });
    expect(eventSchema.safeParse(payload).error?.issues ?? []).toEqual([]);
  });

  it("sends an empty age as not said, and nothing ticked as no features", () => {
    const payload = valuesToPayload(
      event,
      formDataToValues(
        event,
        posted([
          ["name", "Plain"],
          ["min_age", ""],
        ]),
      ),
    );
    expect(payload).toMatchObject({ min_age: null, accessibility: [] });
  });

  it("shows a stored event's features ticked", () => {
    const values = recordToValues(event, {
      id: "e1",
      version: 1,
      name: "Talk",
      accessibility: ["asl", "captions"],
      min_age: 18,
      event_dates: [],
    });
    expect(values).toMatchObject({ accessibility: ["asl", "captions"], min_age: "18" });
  });
});

describe("the venue editor's standing features", () => {
  it("sends the ticked features", () => {
    const values = formDataToValues(
      venue,
      posted([
        ["name", "Ramp Hall"],
        ["type", "gallery"],
        ["accessibility", "accessible_restroom"],
        ["accessibility", "step_free"],
      ]),
    );
    const payload = valuesToPayload(venue, values);
    expect(payload).toMatchObject({ accessibility: ["step_free", "accessible_restroom"] });
    expect(venueSchema.safeParse(payload).error?.issues ?? []).toEqual([]);
  });
});
