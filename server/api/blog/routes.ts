import type { Hono } from "hono";
import type { AppEnv } from "../../deps.ts";
import { readJsonBody } from "../../lib/validate.ts";
import type { Services } from "../../services.ts";
import { blogDocs } from "./openapi.ts";
import type { LookupField } from "./repo.ts";

const lookups: [string, LookupField][] = [
  ["id", "id"],
  ["slug", "slug"],
  ["legacy_id", "legacy_id"],
];

export function registerBlogRoutes(api: Hono<AppEnv>, services: Services) {
  const { blog } = services;
  const body = (c: { req: { raw: Request } }) => readJsonBody(c.req.raw);

  api.get("/blog/articles/list", blogDocs.listArticles, async (c) =>
    c.json(await blog.listArticles(c.get("actor"), c.req.query())),
  );
  api.get("/blog/authors/list", blogDocs.listAuthors, async (c) =>
    c.json(await blog.listAuthors(c.req.query())),
  );
  api.get("/blog/categories/list", blogDocs.listCategories, async (c) =>
    c.json(await blog.listCategories(c.req.query())),
  );
  for (const [segment, field] of lookups) {
    api.get(`/blog/articles/${segment}/:${segment}`, blogDocs.getArticle(field), async (c) =>
      c.json({ results: await blog.getArticle(c.get("actor"), field, c.req.param(segment)) }),
    );
    api.get(`/blog/authors/${segment}/:${segment}`, blogDocs.getAuthor(field), async (c) =>
      c.json({ results: await blog.getAuthor(field, c.req.param(segment)) }),
    );
    api.get(`/blog/categories/${segment}/:${segment}`, blogDocs.getCategory(field), async (c) =>
      c.json({ results: await blog.getCategory(field, c.req.param(segment)) }),
    );
  }

  api.post("/blog/articles/list", blogDocs.createArticle, async (c) =>
    c.json({ results: await blog.createArticle(c.get("actor"), await body(c)) }, 201),
  );
  api.put("/blog/articles/id/:id", blogDocs.updateArticle, async (c) =>
    c.json({ results: await blog.updateArticle(c.get("actor"), c.req.param("id"), await body(c)) }),
  );
  api.post("/blog/authors/list", blogDocs.createAuthor, async (c) =>
    c.json({ results: await blog.createAuthor(c.get("actor"), await body(c)) }, 201),
  );
  api.put("/blog/authors/profile_picture", blogDocs.setProfilePicture, async (c) =>
    c.json({ results: await blog.setProfilePicture(c.get("actor"), await body(c)) }),
  );
  api.put("/blog/authors/id/:id", blogDocs.updateAuthor, async (c) =>
    c.json({ results: await blog.updateAuthor(c.get("actor"), c.req.param("id"), await body(c)) }),
  );
  api.post("/blog/categories/list", blogDocs.createCategory, async (c) =>
    c.json({ results: await blog.createCategory(c.get("actor"), await body(c)) }, 201),
  );
  api.put("/blog/categories/header_image", blogDocs.setHeaderImage, async (c) =>
    c.json({ results: await blog.setHeaderImage(c.get("actor"), await body(c)) }),
  );
  api.put("/blog/categories/id/:id", blogDocs.updateCategory, async (c) =>
    c.json({
      results: await blog.updateCategory(c.get("actor"), c.req.param("id"), await body(c)),
    }),
  );
}
