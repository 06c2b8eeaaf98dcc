import { redirect } from "react-router";
import { getViewer, safeNext } from "../lib/viewer.server.ts";
import type { Route } from "./+types/auth-continue";

// Where every sign-in path lands (password, magic link, email confirmation):
// a profile that is not complete yet goes to the welcome page first.
export async function loader({ request, context }: Route.LoaderArgs) {
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  const { profile } = await getViewer(request, context);
  if (!profile) throw redirect(`/sign-in?next=${encodeURIComponent(next)}`);
  if (!profile.is_initialized) throw redirect(`/welcome?next=${encodeURIComponent(next)}`);
  throw redirect(next);
}
