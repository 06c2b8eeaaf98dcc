import {
  DEFAULT_TIMEZONE,
  SITE_END_OF_DAY_TIME,
  SITE_START_OF_DAY_TIME,
  type SiteInfo,
} from "../../../core/site.ts";
import type { Config } from "../../config.ts";

export function createSiteService(config: Config) {
  const info: SiteInfo = {
    site_id: config.site.id,
    site_name: config.site.name,
    canonical_host: config.site.canonicalHost,
    default_timezone: DEFAULT_TIMEZONE,
    start_of_day_time: SITE_START_OF_DAY_TIME,
    end_of_day_time: SITE_END_OF_DAY_TIME,
  };
  // Where pages say they live: https://CANONICAL_HOST when set, else PUBLIC_URL.
  const canonicalOrigin = config.site.canonicalHost
    ? `https://${config.site.canonicalHost}`
    : new URL(config.publicUrl).origin;
  return {
    info: (): SiteInfo => info,
    canonicalOrigin: () => canonicalOrigin,
    map: () => config.map,
    gaMeasurementId: () => config.gaMeasurementId,
    /** Cookies we set ourselves (the cart) are Secure when the site is served over https. */
    secureCookies: () => config.publicUrl.startsWith("https://"),
  };
}
