import { describe, expect, it } from "vitest";
import { venueSchema } from "../../../../core/schemas/calendar.ts";
import {
  formDataToValues,
  recordToValues,
  showValue,
  valuesFromJson,
  valuesToPayload,
} from "./form-values.ts";
import { venue } from "./venue.ts";

// The venue's kinds (select, checkbox, rich text, hours, links) read back
// from a posted form the way a browser without JavaScript posts it, and go to
// the API as its schema takes them.

const form = (entries: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.append(k, v);
  return f;
};

const posted = form({
  name: "Harbor Press",
  type: "studios",
  city_id: "",
  content: "<p>Prints.</p>",
  "hours.1.open": "11:00",
  "hours.1.close": "17:00",
  "hours.2.open": "",
  "hours.2.close": "",
  "links.0.type": "bluesky",
  "links.0.url": "https://bsky.app/profile/harbor",
  "links.0.label": "",
  // The blank row a form without JavaScript offers.
  "links.1.type": "instagram",
  "links.1.url": "",
  "links.1.label": "",
  is_premium: "on",
});

describe("the venue form's kinds", () => {
  it("read a posted form: open days only, the blank link row left out, boxes by presence", () => {
    const v = formDataToValues(venue, posted);
    expect(v.hours).toEqual({ "1": ["11:00", "17:00"] });
    expect(v.links).toEqual([
      { type: "bluesky", url: "https://bsky.app/profile/harbor", label: null },
    ]);
    expect([v.is_premium, v.is_closed, v.is_online_only]).toEqual([true, false, false]);
    expect([v.type, v.city_id, v.content]).toEqual(["studios", "", "<p>Prints.</p>"]);
  });

  it("give the API a payload its schema takes: no city is null, no hours is null", () => {
    const payload = valuesToPayload(venue, formDataToValues(venue, posted));
    expect(payload.city_id).toBeNull();
    const parsed = venueSchema.parse(payload);
    expect(parsed.hours).toEqual({ "1": ["11:00", "17:00"] });
    expect(parsed.is_premium).toBe(true);
    const none = valuesToPayload(venue, formDataToValues(venue, form({ name: "X" })));
    expect([none.hours, none.links, none.content, none.is_closed]).toEqual([null, [], null, false]);
  });

  it("keep a day with one time missing, so the schema names that day", () => {
    const v = formDataToValues(
      venue,
      form({ name: "X", type: "gallery", "hours.3.open": "10:00" }),
    );
    expect(v.hours).toEqual({ "3": ["10:00", ""] });
    const result = venueSchema.safeParse(valuesToPayload(venue, v));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.slice(0, 2)).toEqual(["hours", "3"]);
  });

  it("start a new venue as a gallery in Minnesota with no hours, links or flags", () => {
    const v = recordToValues(venue, null);
    expect([v.type, v.state, v.hours, v.links, v.is_premium, v.content]).toEqual([
      "gallery",
      "MN",
      null,
      [],
      false,
      null,
    ]);
  });

  it("round-trip a record through the form's names", () => {
    const record = {
      id: "0b9a6c1e-6f0e-4c39-9d55-4d3f7f1c2a11",
      version: 2,
      name: "Harbor Press",
      hours: { "0": ["12:00", "16:00"], "5": ["11:00", "20:00"] },
      links: [{ type: "tickets", url: "https://t.example/h", label: "Box office" }],
      is_closed: true,
    };
    const values = recordToValues(venue, record);
    const f = form({
      name: "Harbor Press",
      is_closed: "on",
      "hours.0.open": "12:00",
      "hours.0.close": "16:00",
      "hours.5.open": "11:00",
      "hours.5.close": "20:00",
      "links.0.type": "tickets",
      "links.0.url": "https://t.example/h",
      "links.0.label": "Box office",
    });
    const back = formDataToValues(venue, f);
    for (const name of ["hours", "links", "is_closed"]) expect(back[name]).toEqual(values[name]);
  });

  it("show hours and links a line per row in a comparison", () => {
    expect(showValue(venue, "hours", { "1": ["11:00", "17:00"], "6": ["10:00", "14:00"] })).toBe(
      "Mon 11:00–17:00\nSat 10:00–14:00",
    );
    expect(showValue(venue, "links", [])).toBe("No links");
    expect(showValue(venue, "is_premium", true)).toBe("Yes");
  });

  it("drop ill-formed hours and links from the conflict form's JSON", () => {
    const fallback = recordToValues(venue, null);
    const v = valuesFromJson(
      venue,
      JSON.stringify({ hours: { "1": [11, 17] }, links: "nope", is_premium: true }),
      fallback,
    );
    expect([v.hours, v.links, v.is_premium]).toEqual([null, [], true]);
  });
});
