import { redirect } from "react-router";
import { NotFoundView } from "../components/not-found-view.tsx";
import { orNotFound, publicPage } from "../lib/page.server.ts";
import type { Route } from "./+types/article-redirect";

// /written/{slug}: a short or old article address moves permanently to the
// permalink /written/{YYYY}/{MM}/{slug}.
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services } = publicPage(context, request);
  const permalink = await orNotFound(services.written.permalinkForSlug(params.slug), "Article");
  return redirect(permalink, 301);
}

// A component makes this a page route, so an unknown slug gets the site's
// 404 page rather than a bare resource-route answer. It never renders: the
// loader always redirects or throws.
export default function ArticleRedirect() {
  return null;
}

export function ErrorBoundary() {
  return (
    <NotFoundView
      title="Article not found"
      message="We don't have an article at that address. It may have been renamed or taken down."
      back={{ to: "/written", label: "Read the latest articles" }}
    />
  );
}
