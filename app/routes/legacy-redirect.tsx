import { data, redirect } from "react-router";
import { orNotFound, publicPage } from "../lib/page.server.ts";
import type { Route } from "./+types/legacy-redirect";

// /events/legacy/{id}, /venues/legacy/{id} and /cities/legacy/{id}: links
// from the previous site, by its ids, move permanently to today's slug URLs.
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services } = publicPage(context, request);
  const d = services.discover;
  const find = {
    events: () => d.eventSlugForLegacyId(params.legacyId),
    venues: () => d.venueSlugForLegacyId(params.legacyId),
    cities: () => d.citySlugForLegacyId(params.legacyId),
  }[params.kind as "events" | "venues" | "cities"];
  if (!find) throw data(null, { status: 404 });
  const slug = await orNotFound(find(), "Page");
  return redirect(`/${params.kind}/${encodeURIComponent(slug)}`, 301);
}

// A component makes this a page route, so an unknown id gets the site's 404
// page (the root error boundary) rather than a bare answer. It never
// renders: the loader always redirects or throws.
export default function LegacyRedirect() {
  return null;
}
