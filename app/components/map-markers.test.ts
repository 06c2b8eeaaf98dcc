import { describe, expect, it } from "vitest";
import { DOT_ICON, dotSvg, PIN_ICON, pinSvg, safeColor } from "./map-markers.ts";

/** Tags open and close in order, every attribute quoted: enough to catch broken strings. */
function isWellFormed(svg: string): boolean {
  const stack: string[] = [];
  const tag = /<(\/?)([a-z]+)((?:\s+[a-z-:]+="[^"<>]*")*)\s*(\/?)>/gi;
  let rest = svg;
  for (const m of svg.matchAll(tag)) {
    rest = rest.replace(m[0], "");
    const [, close, name, , selfClose] = m;
    if (close) {
      if (stack.pop() !== name) return false;
    } else if (!selfClose) {
      stack.push(name!);
    }
  }
  return stack.length === 0 && rest.trim() === "";
}

describe("dotSvg", () => {
  it("is a well-formed svg in the colour with a white ring", () => {
    const svg = dotSvg("#fd0595");
    expect(svg.startsWith("<svg ")).toBe(true);
    expect(isWellFormed(svg)).toBe(true);
    expect(svg).toContain('fill="#fd0595"');
    expect(svg).toContain('stroke="#ffffff" stroke-width="2"');
    expect(svg).toContain(`width="${DOT_ICON.iconSize[0]}"`);
    expect(svg).toContain('aria-hidden="true"');
  });

  it("can be drawn at the dot's own size for a legend", () => {
    expect(dotSvg("#3f51b5", 14)).toContain('width="14" height="14"');
  });
});

describe("pinSvg", () => {
  it("is a well-formed svg in the colour with a white inner circle", () => {
    const svg = pinSvg("#009688");
    expect(isWellFormed(svg)).toBe(true);
    expect(svg).toContain('fill="#009688"');
    expect(svg).toMatch(/<circle [^>]*fill="#ffffff"/);
    expect(svg).toContain('width="24" height="34"');
  });

  it("anchors at the tip", () => {
    expect(PIN_ICON.iconAnchor).toEqual([12, 34]);
    expect(DOT_ICON.iconAnchor).toEqual([DOT_ICON.iconSize[0] / 2, DOT_ICON.iconSize[1] / 2]);
  });
});

describe("safeColor", () => {
  it("keeps ordinary colours and drops anything that could break the markup", () => {
    expect(safeColor("#abc")).toBe("#abc");
    expect(safeColor("rgb(1, 2, 3)")).toBe("rgb(1, 2, 3)");
    expect(safeColor("teal")).toBe("teal");
    expect(safeColor('red" onload="x')).toBe("#9e9e9e");
    expect(pinSvg('"><script>')).not.toContain("<script>");
  });
});
