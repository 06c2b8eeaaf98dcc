import { describe, expect, it } from "vitest";
import { articleJsonLd } from "./article.ts";

const base = {
  article: {
    title: "Glass & <Light>",
    summary: "A review.",
    published_date: "2026-11-20T17:00:00.000Z",
    modified_date: "2026-06-01T17:00:00.000Z",
    category: { title: "Reviews" },
  },
  author: { name: "Ada Critic", slug: "ada-critic" },
  pageUrl: "https://art.test/written/2026/11/glass-light",
  origin: "https://art.test",
  siteName: "Art Cal",
  image: "https://art.test/files/a/CARD_LARGE.jpg",
};

describe("articleJsonLd", () => {
  it("has headline, author, dates with Chicago offsets, image and publisher", () => {
    expect(articleJsonLd(base)).toEqual({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: "Glass & <Light>",
      description: "A review.",
      image: ["https://art.test/files/a/CARD_LARGE.jpg"],
      datePublished: "2026-11-20T11:00:00-06:00",
      dateModified: "2026-06-01T12:00:00-05:00",
      author: {
        "@type": "Person",
        name: "Ada Critic",
        url: "https://art.test/written/author/ada-critic",
      },
      publisher: { "@type": "Organization", name: "Art Cal", url: "https://art.test/" },
      articleSection: "Reviews",
      mainEntityOfPage: "https://art.test/written/2026/11/glass-light",
      url: "https://art.test/written/2026/11/glass-light",
    });
  });

  it("keeps a headline within 110 characters", () => {
    const ld = articleJsonLd({ ...base, article: { ...base.article, title: "word ".repeat(40) } });
    expect((ld.headline as string).length).toBeLessThanOrEqual(110);
    expect(ld.headline).toMatch(/…$/);
  });
});
