import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isDateString } from "../../../core/listing/views.ts";
import {
  canonicalSearch,
  etagMatches,
  isKeyed,
  isPersonal,
  isPublicApi,
  isPublicPage,
} from "./rules.ts";

describe("page cache rules", () => {
  it.each([
    ["/", true],
    ["/_root.data", true],
    ["/calendar/upcoming", true],
    ["/calendar/upcoming.data", true],
    ["/events/some-show", true],
    ["/venues/map", true],
    ["/written/2026/11/a-story", true],
    ["/shop/a-print", true],
    ["/shop/sandbox", false],
    ["/shop/sandbox/checkout/cs_1", false],
    ["/shop/order/confirmation", false],
    ["/admin", false],
    ["/admin/events", false],
    ["/account", false],
    ["/sign-in", false],
    ["/welcome", false],
  ])("%s is public: %s", (path, expected) => {
    expect(isPublicPage(path)).toBe(expected);
  });

  it("public API: lists and lookups of public records, never orders, users or analytics", () => {
    expect(isPublicApi("/api/v5/calendar/event_dates/list")).toBe(true);
    expect(isPublicApi("/api/v5/places/venues/slug/walker")).toBe(true);
    expect(isPublicApi("/api/v5/site")).toBe(true);
    expect(isPublicApi("/api/v5/shop/orders/list")).toBe(false);
    expect(isPublicApi("/api/v5/security/users/list")).toBe(false);
    expect(isPublicApi("/api/v5/analytics/report")).toBe(false);
    expect(isPublicApi("/api/v5/promo/adverts/list")).toBe(false);
  });

  it("a session cookie or a bearer token makes a request personal; other cookies do not", () => {
    expect(isPersonal(new Headers({ cookie: "artcal.session_token=abc" }))).toBe(true);
    expect(isPersonal(new Headers({ cookie: "_ga=1; __Secure-artcal.session_token=abc" }))).toBe(
      true,
    );
    expect(isPersonal(new Headers({ authorization: "Bearer x" }))).toBe(true);
    expect(isPersonal(new Headers({ cookie: "_ga=GA1.1; theme=dark" }))).toBe(false);
    expect(isPersonal(new Headers())).toBe(false);
  });

  it("an X-Api-Key header makes an API request one the cache does not answer", () => {
    expect(isKeyed(new Headers({ "x-api-key": "ak_x" }))).toBe(true);
    expect(isKeyed(new Headers())).toBe(false);
  });

  it("keeps a page under the parameters it reads, sorted, whatever else the URL carries", () => {
    expect(canonicalSearch("", false)).toBe("");
    expect(canonicalSearch("?zzz=8d1f", false)).toBe("");
    expect(canonicalSearch("?utm_source=x&fbclid=y", false)).toBe("");
    expect(canonicalSearch("?tag=prints&category=class&zzz=1", false)).toBe(
      "?category=class&tag=prints",
    );
    expect(canonicalSearch("?category=class&tag=prints", false)).toBe(
      canonicalSearch("?tag=prints&category=class", false),
    );
    // A name's repeated values keep their order; React Router's own parameter stays.
    expect(canonicalSearch("?tag=b&_routes=root&tag=a", false)).toBe("?_routes=root&tag=b&tag=a");
    expect(canonicalSearch("?q=st%20paul", false)).toBe("?q=st+paul");
  });

  it("keeps a listing's view and start day only for values the page reads (junk is one entry)", () => {
    expect(canonicalSearch("?view=compact", false)).toBe("?view=compact");
    // The grid is the default: no parameter, no second entry.
    expect(canonicalSearch("?view=grid", false)).toBe("");
    expect(canonicalSearch("?view=x9f3&city=minneapolis", false)).toBe("?city=minneapolis");
    expect(canonicalSearch("?view=compact&view=compact&view=grid", false)).toBe("?view=compact");
    expect(canonicalSearch("?from=2026-11-28&view=compact", false)).toBe(
      "?from=2026-11-28&view=compact",
    );
    // Any unreadable day is the same value: the page says it could not read it.
    expect(canonicalSearch("?from=2026-02-30", false)).toBe("?from=invalid");
    // Empty is kept as it is: the page redirects it away (decision 036).
    expect(canonicalSearch("?from=", false)).toBe("?from=");
    expect(canonicalSearch("?from=%3Cscript%3E", false)).toBe("?from=invalid");
    expect(canonicalSearch("?from=2026-11-28&from=2026-11-29", false)).toBe("?from=2026-11-28");
  });

  it("whatever a caller sends as view and from, only compact and real dates (or one empty or 'invalid' from) are kept", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (view, from) => {
        const search = `?${new URLSearchParams([
          ["view", view],
          ["from", from],
        ]).toString()}`;
        const kept = new URLSearchParams(canonicalSearch(search, false));
        expect(["compact", null]).toContain(kept.get("view"));
        const day = kept.get("from");
        expect(day === "" || day === "invalid" || isDateString(day)).toBe(true);
      }),
      { seed: 20261121, numRuns: 2000 },
    );
  });

  it("keeps an API list under the parameters lists read", () => {
    expect(canonicalSearch("?page_size=100&start=gte%3A2026-11-21&zzz=1", true)).toBe(
      "?page_size=100&start=gte%3A2026-11-21",
    );
    expect(canonicalSearch("?config_only=true", true)).toBe("?config_only=true");
    expect(canonicalSearch("?_=1700000000", true)).toBe("");
  });

  it("If-None-Match matches one of a list, or *", () => {
    expect(etagMatches('"a", "b"', '"b"')).toBe(true);
    expect(etagMatches("*", '"b"')).toBe(true);
    expect(etagMatches('"a"', '"b"')).toBe(false);
    expect(etagMatches(undefined, '"b"')).toBe(false);
  });
});
