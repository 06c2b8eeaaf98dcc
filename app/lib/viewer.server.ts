import { data, type RouterContextProvider, redirect } from "react-router";
import type { Profile } from "../../core/schemas/profile.ts";
import type { Viewer } from "../../server/api/account/sessions.ts";
import { isPublicPage } from "../../server/lib/page-cache/rules.ts";
import type { UserActor } from "../../server/lib/policy.ts";
import { backOfficeRole } from "./admin/roles.ts";
import { serverContext } from "./context.server.ts";

type Ctx = Readonly<RouterContextProvider>;

// One look-up per page view: the root loader and the page's loader both ask
// who is looking on a private page, and each look-up verifies the cookie and
// reads the session, the user and the profile. The context is the request's
// own. Not kept across an action, which may end the session it was read from.
const viewers = new WeakMap<Ctx, Promise<Viewer>>();

export function getViewer(request: Request, context: Ctx): Promise<Viewer> {
  const lookUp = () => serverContext(context).services.sessions.viewer(request.headers);
  if (request.method !== "GET" && request.method !== "HEAD") return lookUp();
  let viewer = viewers.get(context);
  if (!viewer) {
    viewer = lookUp();
    viewers.set(context, viewer);
  }
  return viewer;
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

/**
 * Staff or a venue editor (decision 056), with their back-office role; sign-in
 * (anonymous) or the 403 page (signed in without either) otherwise.
 */
export async function requireBackOffice(request: Request, context: Ctx) {
  const viewer = await requireViewer(request, context);
  const role = backOfficeRole(viewer.actor);
  if (!role) throw data(null, { status: 403 });
  return { ...viewer, role };
}
