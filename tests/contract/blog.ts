import { makeArticle, makeAuthor, makeCategory } from "../blog-factories.ts";
import { makeContainer } from "../shop-factories.ts";
import { anyone, as, type ContractPlans } from "./context.ts";

export const blog: ContractPlans = {
  covers: /^\/blog\//,
  async seed({ t, admin, seed }) {
    const image = await makeContainer(t, admin.token, {
      url: "https://images.example/blog/east-side-press.jpg",
      width: 1600,
      height: 1000,
      alt_text: "A letterpress in a St. Paul studio",
    });
    const author = await makeAuthor(t, admin.token, {
      name: "Contract Writer",
      legacy_id: "contract-author",
      profile_picture_id: image.id,
    });
    const category = await makeCategory(t, admin.token, {
      title: "Contract Visits",
      legacy_id: "contract-category",
    });
    const article = await makeArticle(t, admin.token, author.id, {
      title: "Contract Printmakers",
      summary: "Three studios on the East Side.",
      content: '<p>See <a href="/events/contract-opening">the opening</a>.</p>',
      category_id: category.id,
      primary_image_id: image.id,
      is_published: true,
      published_date: "2026-01-15T18:00:00Z",
      legacy_id: "contract-article",
    });
    const draft = await makeArticle(t, admin.token, author.id, { title: "Contract Draft" });
    Object.assign(seed, {
      blogImage: image.id,
      author: author.id,
      authorSlug: author.slug,
      blogCategory: category.id,
      blogCategorySlug: category.slug,
      article: article.id,
      articleSlug: article.slug,
      draftArticle: draft.id,
    });
  },
  plans: ({ t, admin, person, seed, missing, unique }) => ({
    "GET /blog/articles/list": () => [
      { path: "/blog/articles/list?sort_by=title&sort=asc&query=printmakers" },
      ...as(admin, `/blog/articles/list?status=draft&author_id=${seed.author}`),
      { path: `/blog/articles/list?category_id=${seed.blogCategory}` },
      { path: "/blog/articles/list?status=someday" },
      ...as(admin, "/blog/articles/list?sort_by=nonsense"),
    ],
    "GET /blog/articles/id/{id}": () => [
      { path: `/blog/articles/id/${seed.article}` },
      ...as(admin, `/blog/articles/id/${seed.draftArticle}`),
      { path: `/blog/articles/id/${seed.draftArticle}` },
      { path: `/blog/articles/id/${missing}` },
    ],
    "GET /blog/articles/slug/{slug}": () => [
      { path: `/blog/articles/slug/${seed.articleSlug}` },
      { path: "/blog/articles/slug/no-such-article" },
    ],
    "GET /blog/articles/legacy_id/{legacy_id}": () =>
      anyone("/blog/articles/legacy_id/contract-article"),
    "POST /blog/articles/list": () => [
      ...as(admin, "/blog/articles/list", {
        title: unique("Article"),
        author_id: seed.author,
        category_id: seed.blogCategory,
        is_published: true,
        published_date: "2027-01-01T12:00:00Z",
      }),
      ...as(admin, "/blog/articles/list", { title: "", author_id: seed.author }),
      ...as(admin, "/blog/articles/list", {
        title: "Same Slug",
        slug: seed.articleSlug,
        author_id: seed.author,
      }),
      ...as(person, "/blog/articles/list", { title: "Not Mine", author_id: seed.author }),
      { path: "/blog/articles/list", body: { title: "Anonymous", author_id: seed.author } },
    ],
    "PUT /blog/articles/id/{id}": async () => {
      const article = await makeArticle(t, admin.token, seed.author!);
      return [
        ...as(admin, `/blog/articles/id/${article.id}`, {
          summary: "Changed",
          version: article.version,
        }),
        ...as(admin, `/blog/articles/id/${article.id}`, {
          summary: "Stale",
          version: article.version,
        }),
        ...as(admin, `/blog/articles/id/${article.id}`, { author_id: "nobody" }),
        ...as(admin, `/blog/articles/id/${missing}`, { summary: "Nobody" }),
      ];
    },
    "GET /blog/authors/list": () => [
      { path: "/blog/authors/list?sort_by=name&query=contract" },
      { path: "/blog/authors/list?page=-1" },
    ],
    "GET /blog/authors/id/{id}": () => [
      { path: `/blog/authors/id/${seed.author}` },
      { path: `/blog/authors/id/${missing}` },
    ],
    "GET /blog/authors/slug/{slug}": () => anyone(`/blog/authors/slug/${seed.authorSlug}`),
    "GET /blog/authors/legacy_id/{legacy_id}": () =>
      anyone("/blog/authors/legacy_id/contract-author"),
    "POST /blog/authors/list": () => [
      ...as(admin, "/blog/authors/list", {
        name: unique("Author"),
        bio: "Writes about ceramics.",
        website: "https://writer.example",
      }),
      ...as(admin, "/blog/authors/list", { name: "" }),
      ...as(admin, "/blog/authors/list", { name: "Same Slug", slug: seed.authorSlug }),
    ],
    "PUT /blog/authors/id/{id}": async () => {
      const author = await makeAuthor(t, admin.token);
      return [
        ...as(admin, `/blog/authors/id/${author.id}`, { bio: "Changed", version: author.version }),
        ...as(admin, `/blog/authors/id/${author.id}`, { bio: "Stale", version: author.version }),
        ...as(admin, `/blog/authors/id/${missing}`, { bio: "Nobody" }),
      ];
    },
    "PUT /blog/authors/profile_picture": () => [
      ...as(admin, "/blog/authors/profile_picture", {
        author_id: seed.author,
        file_id: seed.blogImage,
      }),
      ...as(admin, "/blog/authors/profile_picture", { author_id: missing, file_id: null }),
      ...as(admin, "/blog/authors/profile_picture", { author_id: seed.author }),
    ],
    "GET /blog/categories/list": () => anyone("/blog/categories/list?sort_by=title&query=visits"),
    "GET /blog/categories/id/{id}": () => [
      { path: `/blog/categories/id/${seed.blogCategory}` },
      { path: `/blog/categories/id/${missing}` },
    ],
    "GET /blog/categories/slug/{slug}": () =>
      anyone(`/blog/categories/slug/${seed.blogCategorySlug}`),
    "GET /blog/categories/legacy_id/{legacy_id}": () =>
      anyone("/blog/categories/legacy_id/contract-category"),
    "POST /blog/categories/list": () => [
      ...as(admin, "/blog/categories/list", {
        title: unique("Category"),
        description: "Notes from the galleries.",
      }),
      ...as(admin, "/blog/categories/list", { title: "" }),
    ],
    "PUT /blog/categories/id/{id}": async () => {
      const category = await makeCategory(t, admin.token);
      return [
        ...as(admin, `/blog/categories/id/${category.id}`, {
          description: "Changed",
          version: category.version,
        }),
        ...as(admin, `/blog/categories/id/${category.id}`, {
          description: "Stale",
          version: category.version,
        }),
        ...as(admin, `/blog/categories/id/${missing}`, { description: "Nobody" }),
      ];
    },
    "PUT /blog/categories/header_image": () => [
      ...as(admin, "/blog/categories/header_image", {
        category_id: seed.blogCategory,
        file_id: seed.blogImage,
      }),
      ...as(admin, "/blog/categories/header_image", { category_id: missing, file_id: null }),
      ...as(admin, "/blog/categories/header_image", { category_id: "nope" }),
    ],
  }),
};
