import "@fontsource-variable/inter/index.css";
import "./styles/ui.css";
import "./styles/cards.css";
import "./styles/fields.css";
import "./styles/chips.css";
import "./styles/frame.css";
import "./styles/listing.css";
import "./styles/personal.css";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import { DEFAULT_SITE_NAME } from "../core/site.ts";
import type { Route } from "./+types/root";
import { AppProviders } from "./components/app-providers.tsx";
import { ErrorView } from "./components/error-view.tsx";
import { GoogleAnalytics, PageTracking } from "./components/page-tracking.tsx";
import { PersonalForms } from "./components/personal-controls.tsx";
import { SiteFooter } from "./components/site-footer.tsx";
import { SiteHeader } from "./components/site-header.tsx";
import { serverContext } from "./lib/context.server.ts";
import { BOOT_SCRIPT, useNonce } from "./lib/csp-nonce.ts";
import { privateMeta } from "./lib/meta.ts";
import { rootViewer } from "./lib/viewer.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, requestId } = serverContext(context);
  const site = services.site.info();
  return {
    siteName: site.site_name,
    siteId: site.site_id,
    requestId,
    viewer: await rootViewer(request, context),
    gaMeasurementId: services.site.gaMeasurementId(),
    // Read by every page's meta (app/lib/meta.ts) for absolute share URLs.
    seo: { origin: services.site.canonicalOrigin(), siteName: site.site_name },
  };
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "any" },
  // Only the Latin subset is fetched for English pages (the others are
  // unicode-range faces); preloaded so text does not wait for the CSS first.
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const siteName = root?.siteName ?? DEFAULT_SITE_NAME;
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ffffff" />
        {/* The Content-Security-Policy nonce, for styles inserted in the browser (app/lib/csp-nonce.ts). */}
        <meta property="csp-nonce" nonce={nonce} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant; see BOOT_SCRIPT. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: BOOT_SCRIPT }} />
        <Meta />
        <Links />
        {root?.gaMeasurementId ? <GoogleAnalytics id={root.gaMeasurementId} nonce={nonce} /> : null}
      </head>
      <body>
        <AppProviders viewer={root ? root.viewer : null}>
          <div className="ac-page">
            <SiteHeader siteName={siteName} />
            <main id="main" className="ac-page__main">
              {children}
            </main>
            <SiteFooter siteName={siteName} />
          </div>
          <PersonalForms />
        </AppProviders>
        <PageTracking />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // A mark that the page has hydrated: journeys wait for it before using controls
  // that only work with JavaScript (a switch clicked earlier would be lost).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function meta(args: Route.MetaArgs) {
  const { error } = args;
  if (!error) return [];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title =
    status === 404 ? "Page not found" : status === 403 ? "No access" : "Something went wrong";
  return privateMeta(args, title);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>("root");
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorView
        status={404}
        title="We couldn't find that page"
        message="The address may be mistyped, or the page may have moved or ended. The calendar has everything that's on now."
      />
    );
  }
  if (isRouteErrorResponse(error) && error.status === 403) {
    // A page may say why in its own words (a venue editor opening another venue's event).
    const said = (error.data ?? {}) as { title?: string; message?: string };
    return (
      <ErrorView
        status={403}
        title={said.title ?? "This page is for site staff"}
        message={
          said.message ??
          "You are signed in, but your account does not have access to this page. If you think it should, ask a site administrator."
        }
      />
    );
  }
  if (isRouteErrorResponse(error) && error.status === 400) {
    return (
      <ErrorView
        status={400}
        title="We couldn't show what this address asks for"
        message={`${error.data?.message ?? "Part of the address is not something we can read."} Go back, or start again from the calendar.`}
      />
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  return (
    <ErrorView
      {...(status ? { status } : {})}
      title="Something went wrong"
      message="We couldn't show this page just now. Please try again in a moment; if it keeps happening, let us know and quote the reference below."
      {...(root?.requestId ? { reference: root.requestId } : {})}
    />
  );
}
