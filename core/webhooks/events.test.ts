import { describe, expect, it } from "vitest";
import { endpointHears, eventChangeType } from "./events.ts";

const draft = { published: false, canceled: false };
const live = { published: true, canceled: false };
const canceled = { published: true, canceled: true };

describe("eventChangeType", () => {
  it.each([
    ["a draft made", null, draft, null],
    ["a draft edited", draft, draft, null],
    ["a draft deleted", draft, null, null],
    ["an event made published", null, live, "event.published"],
    ["a draft published", draft, live, "event.published"],
    ["a published event edited", live, live, "event.updated"],
    ["its every date canceled", live, canceled, "event.canceled"],
    ["a canceled event edited again", canceled, canceled, "event.updated"],
    ["a canceled date restored", canceled, live, "event.updated"],
    ["a published event deleted", live, null, "event.deleted"],
    ["a published event unpublished", live, draft, "event.deleted"],
    ["a canceled event deleted", canceled, null, "event.deleted"],
    ["one restored from the trash published", null, live, "event.published"],
  ] as const)("%s", (_name, before, after, type) => {
    expect(eventChangeType(before, after)).toBe(type);
  });
});

describe("endpointHears", () => {
  const all = { eventTypes: ["event.updated"], venueId: null, enabled: true };
  it("hears the types it asked for, at any venue when not scoped", () => {
    expect(endpointHears(all, "event.updated", ["v1"])).toBe(true);
    expect(endpointHears(all, "event.updated", [])).toBe(true);
    expect(endpointHears(all, "event.deleted", ["v1"])).toBe(false);
  });
  it("hears only its venue's events when scoped", () => {
    const one = { ...all, venueId: "v1" };
    expect(endpointHears(one, "event.updated", ["v2", "v1"])).toBe(true);
    expect(endpointHears(one, "event.updated", ["v2"])).toBe(false);
    expect(endpointHears(one, "event.updated", [])).toBe(false);
  });
  it("hears nothing while disabled", () => {
    expect(endpointHears({ ...all, enabled: false }, "event.updated", [])).toBe(false);
  });
});
