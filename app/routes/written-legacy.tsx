import { redirect } from "react-router";
import { NotFoundView } from "../components/not-found-view.tsx";
import { orNotFound, publicPage } from "../lib/page.server.ts";
import type { Route } from "./+types/written-legacy";

// /written/legacy/{id}: links from the previous site, by its article ids,
// move permanently to the permalink.
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services } = publicPage(context, request);
  const permalink = await orNotFound(
    services.written.permalinkForLegacyId(params.legacyId),
    "Article",
  );
  return redirect(permalink, 301);
}

// A component makes this a page route, so an unknown id gets the site's 404
// page. It never renders: the loader always redirects or throws.
export default function WrittenLegacy() {
  return null;
}

export function ErrorBoundary() {
  return (
    <NotFoundView
      title="Article not found"
      message="That link is from our previous site, and we couldn't find the article it pointed to."
      back={{ to: "/written", label: "Read the latest articles" }}
    />
  );
}
