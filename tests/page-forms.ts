import type { SiteTestApp } from "./ssr-app.ts";

// Pages as a browser without JavaScript sees them: a page's <main>, and form
// posts from the site itself (React Router refuses an action whose Origin is
// not the request's own).

/** The page's <main>, without scripts, styles and React's text separators. */
export const mainOf = (page: string) =>
  page
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, "")
    .replace(/<!-- -->/g, "")
    .replace(/^[\s\S]*?<main/, "<main")
    .replace(/<\/main>[\s\S]*$/, "</main>");

/** A poster of forms to `pages` from `origin`, as a signed-in browser (`cookie`) or a visitor. */
export const formPoster =
  (pages: SiteTestApp["pages"], origin: string) =>
  (p: string, form: Record<string, string>, cookie?: string) =>
    pages.app.request(`${origin}${p}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        origin,
        "content-type": "application/x-www-form-urlencoded",
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams(form).toString(),
    });
