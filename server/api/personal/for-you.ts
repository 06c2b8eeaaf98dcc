import { conflict, notFound } from "../../../core/errors.ts";
import { personalFeedLinks } from "../../../core/feeds/personal-feed.ts";
import type { ListingFilters } from "../../../core/listing/filters.ts";
import { FOR_YOU_PRESET } from "../../../core/listing/personal.ts";
import type * as Out from "../../../core/schemas/api/personal.ts";
import { calendarFeedUpdateSchema } from "../../../core/schemas/personal-feed.ts";
import type { Clock } from "../../lib/clock.ts";
import { type Actor, requireUser } from "../../lib/policy.ts";
import { parseOrThrow } from "../../lib/validate.ts";
import type { DiscoverService } from "../discover/service.ts";
import type { PersonalRepo, SettingsRow } from "./repo.ts";

// Use cases of /for-you and the personal calendar feed (issue 29 items 3 and
// 4, decision 052): every one names its visitor (the signed-in caller, or the
// holder of a feed secret) and reads nothing of anyone else's.

/** Feed secrets are 32 random bytes in base64url (repo.ts newSecret): anything else is no secret. */
const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The calendar feed section of /account: the addresses and the one setting. */
export type CalendarFeedSettings = Out.CalendarFeedSettings;

export function createForYouService(deps: {
  personal: PersonalRepo;
  discover: DiscoverService;
  feeds: { personalCalendar(userId: string, includeFollows: boolean): Promise<string> };
  clock: Clock;
  origin: () => string;
  siteName: string;
}) {
  const { personal, discover, clock } = deps;

  const present = (s: SettingsRow): CalendarFeedSettings => {
    const links = personalFeedLinks(deps.origin(), s.feedSecret, `Art · ${deps.siteName}`);
    return {
      url: links.url,
      webcal_url: links.webcal,
      google_url: links.google,
      outlook_url: links.outlook,
      include_follows: s.feedIncludesFollows,
      version: s.version,
    };
  };

  return {
    /**
     * /for-you: the Upcoming listing (its window, filters and paging; every
     * category but open hours) narrowed to what the caller saved and follows,
     * each card with its reasons; from `from` (?from=, a later day) or now.
     * Signed in only.
     */
    async listing(actor: Actor, filters: ListingFilters, from?: Date) {
      const user = requireUser(actor);
      return discover.listing(FOR_YOU_PRESET, filters, from ?? clock.now(), {
        userId: user.userId,
        includeSaves: true,
        includeFollows: true,
      });
    },

    /** GET /account/calendar-feed */
    async feedSettings(actor: Actor) {
      const user = requireUser(actor);
      return present(await personal.settings(user.userId));
    },

    /** PUT /account/calendar-feed {include_follows, version?}: a stale version is a 409. */
    async updateFeedSettings(actor: Actor, input: unknown) {
      const user = requireUser(actor);
      const body = parseOrThrow(calendarFeedUpdateSchema, input);
      const current = await personal.settings(user.userId);
      if (body.version !== undefined && body.version !== current.version)
        throw conflict("Your feed settings changed elsewhere. Reload to see them.");
      const row = await personal.updateSettings(user.userId, {
        feedIncludesFollows: body.include_follows,
      });
      return present(row);
    },

    /** POST /account/calendar-feed/regenerate: a new address; the old one is a 404 from now on. */
    async regenerateFeed(actor: Actor) {
      const user = requireUser(actor);
      const row = await personal.regenerateFeedSecret(user.userId);
      return present(row);
    },

    /** GET /feeds/personal/{secret}.ics: the owner's calendar; an unknown secret does not exist. */
    async feed(secret: string) {
      const settings = SECRET_SHAPE.test(secret)
        ? await personal.settingsByFeedSecret(secret)
        : null;
      if (!settings) throw notFound("That calendar feed");
      return deps.feeds.personalCalendar(settings.userId, settings.feedIncludesFollows);
    },
  };
}

export type ForYouService = ReturnType<typeof createForYouService>;
