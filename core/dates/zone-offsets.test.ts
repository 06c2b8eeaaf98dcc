import { IANAZone } from "luxon";
import { describe, expect, it } from "vitest";
import "./zone-offsets.ts";

// One formatter per zone: making one per call made this test take 30 s on a busy machine.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The offset in minutes Intl gives, read from its "GMT-06:00" names. */
function intlOffset(zone: string, ts: number): number {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" });
    formatters.set(zone, format);
  }
  const name = format.formatToParts(new Date(ts)).find((p) => p.type === "timeZoneName")!.value;
  const m = /GMT([+-])(\d\d):(\d\d)/.exec(name);
  return m ? (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

describe("cached zone offsets", () => {
  // Chicago, and zones whose offsets or transitions are not whole hours.
  for (const zone of [
    "America/Chicago",
    "Asia/Kathmandu",
    "Australia/Lord_Howe",
    "America/St_Johns",
  ]) {
    it(`match Intl every hour of 2020–2029 and every minute around each transition, in ${zone}`, () => {
      const z = IANAZone.create(zone);
      const from = Date.UTC(2020, 0, 1);
      const to = Date.UTC(2030, 0, 1);
      let previous = intlOffset(zone, from);
      let transitions = 0;
      for (let ts = from; ts < to; ts += 60 * 60 * 1000) {
        const now = intlOffset(zone, ts);
        if (now !== previous) {
          transitions++;
          // Minute by minute across the hour the offset changed in.
          for (let t = ts - 60 * 60 * 1000; t <= ts; t += 60 * 1000)
            expect(z.offset(t), new Date(t).toISOString()).toBe(intlOffset(zone, t));
        }
        expect(z.offset(ts)).toBe(now);
        previous = now;
      }
      if (zone !== "Asia/Kathmandu") expect(transitions).toBeGreaterThanOrEqual(18);
    });
  }
});
