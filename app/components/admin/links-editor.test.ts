import { describe, expect, it } from "vitest";
import { LINK_TYPES, type LinkValue, linkTypeOptions, updateLink } from "./links-editor.tsx";

describe("linkTypeOptions", () => {
  it("lists the known types", () => {
    expect(linkTypeOptions("instagram")).toBe(LINK_TYPES);
    expect(LINK_TYPES.map((t) => t.value)).toEqual([
      "instagram",
      "facebook",
      "bluesky",
      "threads",
      "tiktok",
      "youtube",
      "vimeo",
      "tickets",
      "newsletter",
      "other",
    ]);
  });

  it("adds a stored type we don't list, so the row still shows it", () => {
    expect(linkTypeOptions("artsy").at(-1)).toEqual({ value: "artsy", label: "artsy" });
  });
});

describe("updateLink", () => {
  const links: LinkValue[] = [
    { type: "instagram", url: "https://instagram.com/a", label: null },
    { type: "tickets", url: "https://tix.example", label: "Tickets" },
  ];

  it("changes one row and leaves the rest (and the input) alone", () => {
    const out = updateLink(links, 1, { url: "https://tix.example/new" });
    expect(out[1]).toEqual({ type: "tickets", url: "https://tix.example/new", label: "Tickets" });
    expect(out[0]).toBe(links[0]);
    expect(links[1]!.url).toBe("https://tix.example");
  });

  it("stores an emptied label as null", () => {
    expect(updateLink(links, 1, { label: "  " })[1]!.label).toBeNull();
    expect(updateLink(links, 1, { label: "" })[1]!.label).toBeNull();
  });
});
