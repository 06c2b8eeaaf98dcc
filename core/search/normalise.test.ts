import { describe, expect, it } from "vitest";
import { normaliseSearch } from "./normalise.ts";

describe("normaliseSearch", () => {
  it("reads every way of writing St. Paul as one", () => {
    for (const typed of [
      "st paul",
      "St. Paul",
      "saint paul",
      "ST PAUL",
      "  Saint   Paul ",
      "st.paul",
    ]) {
      expect(normaliseSearch(typed)).toBe("saint paul");
    }
  });

  it("reads Mpls as Minneapolis", () => {
    expect(normaliseSearch("Mpls galleries")).toBe("minneapolis galleries");
  });

  it("drops accents, case and punctuation", () => {
    expect(normaliseSearch("Café Maude")).toBe("cafe maude");
    expect(normaliseSearch("CAFÉ—MAUDE!")).toBe("cafe maude");
    expect(normaliseSearch("Walker's Art Center")).toBe("walkers art center");
  });

  it("leaves words that only start like the folded ones alone", () => {
    expect(normaliseSearch("Stone Arch studio")).toBe("stone arch studio");
    expect(normaliseSearch("Saintly")).toBe("saintly");
  });

  it("leaves nothing of a query with nothing searchable", () => {
    expect(normaliseSearch("  ?!… ")).toBe("");
  });
});
