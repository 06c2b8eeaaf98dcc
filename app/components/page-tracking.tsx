import { useEffect } from "react";
import { useLocation, useMatches } from "react-router";
import { type Dimensions, trackPageView } from "../lib/tracking/index.ts";

/**
 * Records a page view on every navigation, with the dimensions of the
 * deepest route whose loader returned `tracking` (its resource and parent).
 */
export function PageTracking() {
  const location = useLocation();
  const matches = useMatches();
  const dims = [...matches]
    .reverse()
    .map((m) => (m.loaderData as { tracking?: Dimensions } | undefined)?.tracking)
    .find(Boolean);
  const key = JSON.stringify(dims ?? {});
  // biome-ignore lint/correctness/useExhaustiveDependencies: one view per location; dims ride along as their key.
  useEffect(() => {
    // Staff at work in the back office are not audience.
    if (location.pathname.startsWith("/admin")) return;
    trackPageView(JSON.parse(key) as Dimensions);
  }, [location.key]);
  return null;
}

/**
 * Google Analytics 4, only when GA_MEASUREMENT_ID is set, and only for
 * visitors without Do-Not-Track or Global Privacy Control: the check runs
 * before the script is requested. Page views go through track() instead of
 * gtag's own, so both sinks see the same dimensions.
 */
export function GoogleAnalytics({ id, nonce }: { id: string; nonce: string | undefined }) {
  const code = `(function(){var n=navigator,d=n.doNotTrack||window.doNotTrack;if(d==="1"||d==="yes"||n.globalPrivacyControl===true)return;window.dataLayer=window.dataLayer||[];window.gtag=function(){dataLayer.push(arguments)};gtag("js",new Date());gtag("config",${JSON.stringify(id)},{send_page_view:false});var s=document.createElement("script");s.async=true;s.src="https://www.googletagmanager.com/gtag/js?id="+encodeURIComponent(${JSON.stringify(id)});document.head.appendChild(s)})();`;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script; the id is validated config.
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: code }} />;
}
