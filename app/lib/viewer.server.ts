import { data, type RouterContextProvider, redirect } from "react-router";
import type { Profile } from "../../core/schemas/profile.ts";
import type { Viewer } from "../../server/api/account/sessions.ts";
import { isPublicPage } from "../../server/lib/page-cache/rules.ts";
import type { UserActor } from "../../server/lib/policy.ts";
import { serverContext } from "./context.server.ts";

type Ctx = Readonly<RouterContextProvider>;

export async function getViewer(request: Request, context: Ctx): Promise<Viewer> {
  return serverContext(context).services.sessions.viewer(request.headers);
}

/**
 * Who is looking, for the root loader: undefined (not known here) on public
 * pages, which are one cached document for everybody and learn who is looking
 * after hydration (GET /api/v5/auth/viewer); the profile or null elsewhere.
 */
export async function rootViewer(
  request: Request,
  context: Ctx,
): Promise<Profile | null | undefined> {
  if (isPublicPage(new URL(request.url).pathname)) return undefined;
  return (await getViewer(request, context)).profile;
}

/** A relative path inside the site, or "/" (never an open redirect). */
export function safeNext(next: string | null | undefined, fallback = "/"): string {
  // One leading slash, then no slash or backslash right after it, and no backslash anywhere.
  return typeof next === "string" && /^\/(?![/\\])[^\\]*$/.test(next) ? next : fallback;
}

export function signInUrl(request: Request): string {
  const url = new URL(request.url);
  return `/sign-in?next=${encodeURIComponent(url.pathname + url.search)}`;
}

/** The signed-in viewer, or a redirect to sign-in and back. */
export async function requireViewer(request: Request, context: Ctx) {
  const viewer = await getViewer(request, context);
  if (viewer.actor.kind !== "user" || !viewer.profile) throw redirect(signInUrl(request));
  return { actor: viewer.actor as UserActor, profile: viewer.profile };
}

/** A superadmin, or sign-in (anonymous) / the 403 page (signed in without the role). */
export async function requireAdmin(request: Request, context: Ctx) {
  const viewer = await requireViewer(request, context);
  if (!viewer.actor.isSuperAdmin) throw data(null, { status: 403 });
  return viewer;
}
