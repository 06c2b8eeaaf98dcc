import { describe, expect, it } from "vitest";
import { editorHtmlToValue, parseLinkInput } from "./rich-text-editor.tsx";

describe("editorHtmlToValue", () => {
  it("is null for an empty document", () => {
    expect(editorHtmlToValue("<p></p>")).toBeNull();
    expect(editorHtmlToValue("<p></p><p></p>")).toBeNull();
    expect(editorHtmlToValue("<p><br></p>")).toBeNull();
    expect(editorHtmlToValue("  ")).toBeNull();
  });

  it("keeps any content as it is", () => {
    expect(editorHtmlToValue("<p>Hello</p>")).toBe("<p>Hello</p>");
    expect(editorHtmlToValue("<p>Hello</p><p></p>")).toBe("<p>Hello</p><p></p>");
    expect(editorHtmlToValue("<hr>")).toBe("<hr>");
  });
});

describe("parseLinkInput", () => {
  it("removes the link when empty", () => {
    expect(parseLinkInput("  ")).toEqual({ ok: true, href: null });
  });

  it("keeps http, https and mailto addresses", () => {
    expect(parseLinkInput("https://mia.org/visit")).toEqual({
      ok: true,
      href: "https://mia.org/visit",
    });
    expect(parseLinkInput("http://example.com")).toEqual({ ok: true, href: "http://example.com" });
    expect(parseLinkInput("mailto:info@example.com")).toEqual({
      ok: true,
      href: "mailto:info@example.com",
    });
  });

  it("completes bare hosts and email addresses", () => {
    expect(parseLinkInput("walkerart.org/calendar")).toEqual({
      ok: true,
      href: "https://walkerart.org/calendar",
    });
    expect(parseLinkInput("info@example.com")).toEqual({
      ok: true,
      href: "mailto:info@example.com",
    });
  });

  it("keeps site-relative paths", () => {
    expect(parseLinkInput("/venues/walker-art-center")).toEqual({
      ok: true,
      href: "/venues/walker-art-center",
    });
  });

  it("refuses other schemes and things that are not addresses", () => {
    for (const bad of [
      "javascript:alert(1)",
      "data:text/html,hi",
      "ftp://example.com",
      "tickets",
      "two words",
      "mailto:nobody",
    ]) {
      expect(parseLinkInput(bad).ok, bad).toBe(false);
    }
  });
});
