import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd, websiteJsonLd } from "./site.ts";

describe("websiteJsonLd", () => {
  it("offers the site search with a query placeholder", () => {
    const ld = websiteJsonLd("https://art.test", "Art Cal");
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: "Art Cal",
      url: "https://art.test/",
      potentialAction: {
        "@type": "SearchAction",
        target: { urlTemplate: "https://art.test/search?q={search_term_string}" },
        "query-input": "required name=search_term_string",
      },
    });
  });
});

describe("breadcrumbJsonLd", () => {
  it("starts at Home and numbers the steps from 1 with absolute URLs", () => {
    const ld = breadcrumbJsonLd("https://art.test", [
      { name: "Venues", path: "/venues" },
      { name: "Ember", path: "/venues/ember" },
    ]);
    expect(ld.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://art.test/" },
      { "@type": "ListItem", position: 2, name: "Venues", item: "https://art.test/venues" },
      { "@type": "ListItem", position: 3, name: "Ember", item: "https://art.test/venues/ember" },
    ]);
  });
});
