import { XMLValidator } from "fast-xml-parser";
import Parser from "rss-parser";
import { describe, expect, it } from "vitest";
import { buildAtom } from "./atom.ts";

describe("buildAtom", () => {
  it("writes Atom that a feed parser reads back, markup and odd characters escaped", async () => {
    const xml = buildAtom({
      id: "https://tcartcal.test/calendar/upcoming.atom",
      title: "Upcoming & <Soon>",
      subtitle: "Everything, soonest first",
      link: "https://tcartcal.test/calendar/upcoming?city=st-paul&tag=a",
      selfUrl: "https://tcartcal.test/calendar/upcoming.atom?city=st-paul&tag=a",
      updated: new Date("2026-11-02T10:00:00.123Z"),
      author: { name: "Twin Cities Art Calendar", uri: "https://tcartcal.test" },
      entries: [
        {
          id: "urn:uuid:7f0c3d5e-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
          title: 'Glass "&" <Light> 🎨\u0001',
          link: "https://tcartcal.test/events/glass-light",
          updated: new Date("2026-11-02T10:00:00Z"),
          published: new Date("2026-10-01T10:00:00Z"),
          summary: "Sat Nov 7th 6pm – 9pm · Ember",
          contentHtml: "<p><strong>Sat Nov 7th</strong></p>",
          categories: ["Reception", "prints & paper"],
        },
      ],
    });
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain("<updated>2026-11-02T10:00:00.123Z</updated>".replace(".123", ""));
    const feed = await new Parser().parseString(xml);
    expect(feed.title).toBe("Upcoming & <Soon>");
    expect(feed.link).toBe("https://tcartcal.test/calendar/upcoming?city=st-paul&tag=a");
    const [item] = feed.items;
    expect(item?.title).toBe('Glass "&" <Light> 🎨');
    expect(item?.id).toBe("urn:uuid:7f0c3d5e-1a2b-4c3d-8e9f-0a1b2c3d4e5f");
    expect(item?.link).toBe("https://tcartcal.test/events/glass-light");
    expect(item?.content).toBe("<p><strong>Sat Nov 7th</strong></p>");
  });
});
