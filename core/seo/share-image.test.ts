import { describe, expect, it } from "vitest";
import { absoluteUrl, shareImageOf } from "./share-image.ts";

const v = (url: string, width: number, height: number) => ({ url, width, height });

describe("shareImageOf", () => {
  it("takes CARD_LARGE, else CARD_SMALL, with the alt text", () => {
    const large = v("/files/a/CARD_LARGE.jpg", 900, 472);
    const small = v("/files/a/CARD_SMALL.jpg", 350, 184);
    expect(
      shareImageOf({ alt_text: "A red room", versions: { CARD_LARGE: large, CARD_SMALL: small } }),
    ).toEqual({
      ...large,
      alt: "A red room",
    });
    expect(
      shareImageOf({ alt_text: " ", versions: { CARD_SMALL: small, THUMB: v("/t", 1, 1) } }),
    ).toEqual({
      ...small,
      alt: null,
    });
  });

  it("has nothing for no image or one without card crops (adverts, faces' THUMB only)", () => {
    expect(shareImageOf(null)).toBeNull();
    expect(shareImageOf({ versions: { SIZED: v("/s", 900, 500) } })).toBeNull();
  });
});

describe("absoluteUrl", () => {
  it("puts local uploads on the site's origin and leaves object-store URLs alone", () => {
    expect(absoluteUrl("/files/a.jpg", "https://art.test")).toBe("https://art.test/files/a.jpg");
    expect(absoluteUrl("https://cdn.test/a.jpg", "https://art.test")).toBe(
      "https://cdn.test/a.jpg",
    );
  });
});
