import { describe, expect, it } from "vitest";
import { author } from "./author.ts";
import { city } from "./city.ts";
import {
  fieldNames,
  formDataToValues,
  recordToValues,
  valuesFromJson,
  valuesToPayload,
} from "./form-values.ts";

const duluth = {
  id: "0b9a6c1e-6f0e-4c39-9d55-4d3f7f1c2a11",
  version: 3,
  name: "Duluth",
  slug: "duluth",
  state: "MN",
  summary: null,
  geo: { lat: 46.7867, lon: -92.1005 },
  sort_order: 8,
};

const form = (entries: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.set(k, v);
  return f;
};

describe("a description's form", () => {
  it("lists its fields in form order, side-by-side ones included", () => {
    expect(fieldNames(city)).toEqual(["name", "slug", "state", "sort_order", "summary", "geo"]);
  });

  it("starts a new record from the fields' defaults", () => {
    expect(recordToValues(city, null)).toEqual({
      name: "",
      slug: "",
      state: "MN",
      sort_order: "0",
      summary: "",
      geo: null,
    });
  });

  it("shows a record's nulls as empty inputs and numbers as typed text", () => {
    expect(recordToValues(city, duluth)).toMatchObject({ summary: "", sort_order: "8" });
  });

  it("reads a posted form into the same values the record gave", () => {
    const posted = form({
      name: "Duluth",
      slug: "duluth",
      state: "MN",
      sort_order: "8",
      summary: "",
      "geo.lat": "46.7867",
      "geo.lon": "-92.1005",
    });
    expect(formDataToValues(city, posted)).toEqual(recordToValues(city, duluth));
  });

  it("reads empty coordinates as no position and an image's hidden input as its id", () => {
    expect(formDataToValues(city, form({ "geo.lat": "", "geo.lon": "" })).geo).toBeNull();
    const a = formDataToValues(author, form({ name: "Ines", profile_picture_id: "" }));
    expect(a.profile_picture_id).toBeNull();
  });

  it("makes the API payload the create schema accepts, leaving out an empty slug", () => {
    const values = { ...recordToValues(city, null), name: "Red Wing", sort_order: "4" };
    const payload = valuesToPayload(city, values);
    expect(payload).toEqual({
      name: "Red Wing",
      state: "MN",
      sort_order: 4,
      summary: "",
      geo: null,
    });
    expect(city.schema.safeParse(payload).success).toBe(true);
  });

  it("lets the schema refuse what the form cannot: an order below zero lands on its field", () => {
    const values = { ...recordToValues(city, duluth), sort_order: "-1" };
    const r = city.schema.safeParse(valuesToPayload(city, values));
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(["sort_order"]);
  });

  it("keeps only well-formed fields from posted JSON, the rest from the fallback", () => {
    const fallback = recordToValues(city, duluth);
    const json = JSON.stringify({ name: "Duluth, MN", sort_order: 5, geo: "nowhere", extra: 1 });
    const v = valuesFromJson(city, json, fallback);
    expect(v.name).toBe("Duluth, MN");
    expect(v.sort_order).toBe("8");
    expect(v.geo).toEqual(duluth.geo);
    expect(v).not.toHaveProperty("extra");
    expect(valuesFromJson(city, "{not json", fallback)).toEqual(fallback);
  });
});
