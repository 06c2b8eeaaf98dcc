import { describe, expect, it } from "vitest";
import { fieldLabel, formatValue } from "./revision-values.ts";

describe("revision values as text", () => {
  it("labels fields in words", () => {
    expect(fieldLabel("price_text")).toBe("Price text");
  });

  it("shows nothing, booleans, rich text and lists readably", () => {
    expect(formatValue(null)).toBe("—");
    expect(formatValue(true)).toBe("Yes");
    expect(formatValue("<p>Hello <b>there</b></p>")).toBe("Hello there");
    expect(formatValue(["print", "sale"])).toBe("print, sale");
    expect(formatValue([])).toBe("none");
  });

  it("puts one record of a list (an event date) on a line, without its id", () => {
    expect(
      formatValue([
        { id: "x", start: "2026-12-01T18:00:00.000Z", is_canceled: false, label: null },
        { id: "y", start: "2026-12-02T18:00:00.000Z", is_canceled: true, label: null },
      ]),
    ).toBe(
      "Start: 2026-12-01T18:00:00.000Z · Is canceled: false\nStart: 2026-12-02T18:00:00.000Z · Is canceled: true",
    );
  });
});
