import { describe, expect, it } from "vitest";
import type { WeeklyHours } from "../../../core/venues/hours.ts";
import {
  copyMondayToWeekdays,
  DEFAULT_SPAN,
  daySpan,
  normaliseHours,
  setDayOpen,
  setDayTime,
  spanNote,
  WEEK_ORDER,
} from "./hours-editor.tsx";

describe("normaliseHours", () => {
  it("is null when no day is open", () => {
    expect(normaliseHours(null)).toBeNull();
    expect(normaliseHours(undefined)).toBeNull();
    expect(normaliseHours({})).toBeNull();
    expect(normaliseHours({ "0": null, "3": null })).toBeNull();
  });

  it("keeps open days and drops closed ones", () => {
    expect(normaliseHours({ "1": null, "2": ["10:00", "18:00"] })).toEqual({
      "2": ["10:00", "18:00"],
    });
  });

  it("drops entries of the wrong shape (the column is jsonb)", () => {
    const odd = { "1": ["10:00"], "2": [10, 18], "3": "10-18" } as unknown as WeeklyHours;
    expect(normaliseHours(odd)).toBeNull();
  });
});

describe("setDayOpen", () => {
  it("opens a day at 11:00–17:00", () => {
    expect(setDayOpen(null, "6", true)).toEqual({ "6": ["11:00", "17:00"] });
    expect(DEFAULT_SPAN).toEqual(["11:00", "17:00"]);
  });

  it("keeps the hours of a day that is already open", () => {
    const hours: WeeklyHours = { "6": ["12:00", "16:00"] };
    expect(setDayOpen(hours, "6", true)).toEqual(hours);
  });

  it("closes a day, and the week becomes null when it was the last open one", () => {
    const hours: WeeklyHours = { "1": ["10:00", "18:00"], "2": ["10:00", "18:00"] };
    expect(setDayOpen(hours, "1", false)).toEqual({ "2": ["10:00", "18:00"] });
    expect(setDayOpen({ "1": ["10:00", "18:00"] }, "1", false)).toBeNull();
  });

  it("does not change its input", () => {
    const hours: WeeklyHours = { "1": ["10:00", "18:00"] };
    setDayOpen(hours, "1", false);
    setDayOpen(hours, "2", true);
    expect(hours).toEqual({ "1": ["10:00", "18:00"] });
  });
});

describe("setDayTime", () => {
  it("sets the opening or the closing time of a day", () => {
    const hours: WeeklyHours = { "4": ["11:00", "17:00"] };
    expect(setDayTime(hours, "4", "open", "10:30")).toEqual({ "4": ["10:30", "17:00"] });
    expect(setDayTime(hours, "4", "close", "21:00")).toEqual({ "4": ["11:00", "21:00"] });
  });

  it("keeps an emptied time so validation can ask for it", () => {
    expect(setDayTime({ "4": ["11:00", "17:00"] }, "4", "close", "")).toEqual({
      "4": ["11:00", ""],
    });
  });

  it("leaves the other days alone", () => {
    const hours: WeeklyHours = { "0": ["12:00", "16:00"], "4": ["11:00", "17:00"] };
    expect(setDayTime(hours, "4", "open", "09:00")).toEqual({
      "0": ["12:00", "16:00"],
      "4": ["09:00", "17:00"],
    });
  });
});

describe("copyMondayToWeekdays", () => {
  it("gives Tuesday to Friday Monday's hours and leaves the weekend alone", () => {
    const hours: WeeklyHours = {
      "1": ["10:00", "18:00"],
      "3": ["12:00", "20:00"],
      "6": ["11:00", "15:00"],
    };
    expect(copyMondayToWeekdays(hours)).toEqual({
      "1": ["10:00", "18:00"],
      "2": ["10:00", "18:00"],
      "3": ["10:00", "18:00"],
      "4": ["10:00", "18:00"],
      "5": ["10:00", "18:00"],
      "6": ["11:00", "15:00"],
    });
  });

  it("copies a closed Monday as closed", () => {
    expect(copyMondayToWeekdays({ "2": ["10:00", "18:00"], "0": ["12:00", "16:00"] })).toEqual({
      "0": ["12:00", "16:00"],
    });
    expect(copyMondayToWeekdays({ "3": ["10:00", "18:00"] })).toBeNull();
  });

  it("gives each day its own pair, not Monday's", () => {
    const out = copyMondayToWeekdays({ "1": ["10:00", "18:00"] })!;
    expect(out["2"]).not.toBe(out["1"]);
  });
});

describe("spanNote", () => {
  it("says when a day closes after midnight or is open around the clock", () => {
    expect(spanNote(["18:00", "02:00"])).toBe("After midnight");
    expect(spanNote(["18:00", "00:00"])).toBe("After midnight");
    expect(spanNote(["09:00", "09:00"])).toBe("Open 24 hours");
    expect(spanNote(["11:00", "17:00"])).toBeNull();
  });

  it("says nothing while a time is incomplete", () => {
    expect(spanNote(["18:00", ""])).toBeNull();
  });
});

describe("week order and daySpan", () => {
  it("runs Monday to Sunday", () => {
    expect(WEEK_ORDER).toEqual(["1", "2", "3", "4", "5", "6", "0"]);
  });

  it("reads a day's span or null", () => {
    expect(daySpan({ "5": ["11:00", "17:00"] }, "5")).toEqual(["11:00", "17:00"]);
    expect(daySpan({ "5": null }, "5")).toBeNull();
    expect(daySpan(null, "5")).toBeNull();
  });
});
