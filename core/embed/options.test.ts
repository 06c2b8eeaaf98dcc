import { describe, expect, it } from "vitest";
import {
  embedTargetOf,
  embedUrl,
  iframeSnippet,
  parseEmbedOptions,
  scriptSnippet,
  sitePathOf,
} from "./options.ts";

describe("embed targets", () => {
  it("maps the site's embeddable pages, and nothing else", () => {
    expect(embedTargetOf("/venues/lowertown-gallery")).toEqual({
      kind: "venue",
      key: "lowertown-gallery",
    });
    expect(embedTargetOf("/cities/st-paul/")).toEqual({ kind: "city", key: "st-paul" });
    expect(embedTargetOf("/guides/holiday-guide-2026")).toEqual({
      kind: "guide",
      key: "holiday-guide-2026",
    });
    expect(embedTargetOf("/events/river-glass")).toEqual({ kind: "event", key: "river-glass" });
    expect(embedTargetOf("/calendar")).toEqual({ kind: "calendar", key: "all" });
    expect(embedTargetOf("/calendar/weekend")).toEqual({ kind: "calendar", key: "weekend" });
    for (const path of ["/", "/venues", "/shop/print", "/venues/a/b", "/events/%E0%A4%A", ""])
      expect(embedTargetOf(path), path).toBeNull();
  });

  it("goes back to the page it embeds", () => {
    expect(sitePathOf({ kind: "venue", key: "lowertown-gallery" })).toBe(
      "/venues/lowertown-gallery",
    );
    expect(sitePathOf({ kind: "calendar", key: "all" })).toBe("/calendar");
    expect(sitePathOf({ kind: "calendar", key: "weekend" })).toBe("/calendar/weekend");
  });
});

describe("embed options", () => {
  it("reads what it can and falls back to the defaults", () => {
    expect(parseEmbedOptions(new URLSearchParams("theme=dark&limit=3&track=1"))).toEqual({
      theme: "dark",
      limit: 3,
      track: true,
    });
    expect(parseEmbedOptions(new URLSearchParams("theme=neon&limit=lots&track=yes"))).toEqual({
      theme: "auto",
      limit: 5,
      track: false,
    });
    expect(parseEmbedOptions(new URLSearchParams("limit=500")).limit).toBe(20);
    expect(parseEmbedOptions(new URLSearchParams("limit=0")).limit).toBe(1);
  });
});

describe("snippets", () => {
  const origin = "https://tcartcal.test";
  it("write only the options that differ from the defaults", () => {
    expect(embedUrl(origin, "/venues/x")).toBe(`${origin}/embed/venues/x`);
    expect(embedUrl(origin, "/calendar/weekend?category=sale", { theme: "dark", limit: 3 })).toBe(
      `${origin}/embed/calendar/weekend?category=sale&theme=dark&limit=3`,
    );
    expect(scriptSnippet(origin, "/venues/x")).toBe(
      `<script src="${origin}/embed.js" data-artcal="/venues/x" async></script>`,
    );
    expect(scriptSnippet(origin, "/venues/x", { theme: "light", limit: 10 })).toContain(
      'data-theme="light" data-limit="10"',
    );
  });

  it("escape what goes in attributes", () => {
    const html = iframeSnippet(`${origin}/embed/venues/x?a=1&b=2`, 'Say "hi" <now>', {
      width: null,
      height: 480,
    });
    expect(html).toBe(
      `<iframe src="${origin}/embed/venues/x?a=1&amp;b=2" title="Say &quot;hi&quot; &lt;now&gt;" width="100%" height="480" loading="lazy" style="border:0;max-width:100%"></iframe>`,
    );
  });
});
