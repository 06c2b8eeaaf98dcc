import { send } from "./calendar-factories.ts";
import type { TestApp } from "./test-app.ts";

// Authors, categories and articles are made through the v5 API as a
// superadmin, the way the back office makes them.

let n = 0;
const next = () => ++n;

export const makeAuthor = (t: TestApp, token: string, over: Record<string, unknown> = {}) =>
  send(t, token, "POST", "/blog/authors/list", { name: `Writer ${next()}`, ...over });

export const makeCategory = (t: TestApp, token: string, over: Record<string, unknown> = {}) =>
  send(t, token, "POST", "/blog/categories/list", { title: `Section ${next()}`, ...over });

/** A draft unless `over` says is_published. */
export const makeArticle = (
  t: TestApp,
  token: string,
  authorId: string,
  over: Record<string, unknown> = {},
) =>
  send(t, token, "POST", "/blog/articles/list", {
    title: `Story ${next()}`,
    author_id: authorId,
    ...over,
  });
