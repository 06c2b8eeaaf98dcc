import { data, type RouterContextProvider, redirect } from "react-router";
import { ApiError } from "../../core/errors.ts";
import { withoutEmptyParams } from "../../core/listing/filters.ts";
import { serverContext } from "./context.server.ts";

/**
 * What every public page loader needs: the services, the server's clock
 * (pinned in tests) and the page's canonical URL. `now` travels to the
 * browser with the page so hydration formats dates exactly as the server did.
 */
export function publicPage(context: Readonly<RouterContextProvider>, request: Request) {
  const { services } = serverContext(context);
  const now = services.clock.now();
  const site = services.site.info();
  const origin = services.site.canonicalOrigin();
  const url = new URL(request.url);
  return {
    services,
    now,
    nowIso: now.toISOString(),
    siteName: site.site_name,
    canonical: (path = url.pathname) => `${origin}${path}`,
  };
}

/** Turns "does not exist" from a service into the page's 404; other errors pass. */
export async function orNotFound<T>(work: Promise<T>, what: string): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) {
      throw data({ what }, { status: 404, statusText: `${what} not found` });
    }
    throw err;
  }
}

/**
 * A use case's 400 for what the address asks (`?page=` too deep or not a
 * number) as the page's own 400 with the service's words, not a 500.
 */
export async function orBadRequest<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof ApiError && err.status === 400) {
      const detail = err.errors?.map((e) => `${e.field}: ${e.message}`).join(" ") || err.message;
      throw data({ message: detail }, { status: 400, statusText: "Bad request" });
    }
    throw err;
  }
}

/**
 * A filter form submitted without JavaScript sends every field, set or not
 * (`?q=&category=print`): such an address is redirected to the one without
 * the empty fields, so each set of filters has one URL (and one page-cache
 * entry; a redirect is never kept, and answering it renders nothing).
 */
export function redirectEmptyParams(request: Request): void {
  const url = new URL(request.url);
  const clean = withoutEmptyParams(url.searchParams);
  if (clean !== null) throw redirect(`${url.pathname}${clean}`, 301);
}
