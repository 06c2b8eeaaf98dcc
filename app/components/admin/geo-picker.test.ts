import { describe, expect, it } from "vitest";
import { parseCoordinate, readCoordinateFields, roundCoordinate } from "./geo-picker.tsx";

describe("roundCoordinate", () => {
  it("keeps six decimals", () => {
    expect(roundCoordinate(44.96612345678)).toBe(44.966123);
    expect(roundCoordinate(-93.1759006)).toBe(-93.175901);
    expect(roundCoordinate(45)).toBe(45);
  });
});

describe("parseCoordinate", () => {
  it("reads numbers within range", () => {
    expect(parseCoordinate("44.9661", "lat")).toBe(44.9661);
    expect(parseCoordinate(" -93.1759 ", "lon")).toBe(-93.1759);
    expect(parseCoordinate("-90", "lat")).toBe(-90);
    expect(parseCoordinate("180", "lon")).toBe(180);
  });

  it("is null when empty", () => {
    expect(parseCoordinate("", "lat")).toBeNull();
    expect(parseCoordinate("  ", "lon")).toBeNull();
  });

  it("refuses what is out of range or not a plain number", () => {
    expect(parseCoordinate("90.5", "lat")).toBe("invalid");
    expect(parseCoordinate("-181", "lon")).toBe("invalid");
    expect(parseCoordinate("1e3", "lon")).toBe("invalid");
    expect(parseCoordinate("abc", "lat")).toBe("invalid");
    expect(parseCoordinate("-", "lat")).toBe("invalid");
  });
});

describe("readCoordinateFields", () => {
  it("gives a rounded point when both fields are usable", () => {
    expect(readCoordinateFields("44.9661234567", "-93.1759")).toEqual({
      kind: "point",
      point: { lat: 44.966123, lon: -93.1759 },
    });
  });

  it("is empty when both fields are", () => {
    expect(readCoordinateFields("", "")).toEqual({ kind: "empty" });
  });

  it("asks for the missing half", () => {
    expect(readCoordinateFields("44.9", "")).toEqual({
      kind: "incomplete",
      latError: null,
      lonError: "Enter a longitude too.",
    });
  });

  it("names the field that is out of range", () => {
    const read = readCoordinateFields("95", "-93");
    expect(read.kind).toBe("incomplete");
    if (read.kind === "incomplete") {
      expect(read.latError).toMatch(/latitude/);
      expect(read.lonError).toBeNull();
    }
  });
});
