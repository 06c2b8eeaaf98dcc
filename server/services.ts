import { ApiError } from "../core/errors.ts";
import { createProfileRepo } from "./api/account/repo.ts";
import { createAccountService } from "./api/account/service.ts";
import { createSessionRepo } from "./api/account/session-repo.ts";
import { createSessionService } from "./api/account/sessions.ts";
import { createAnalyticsRepo } from "./api/analytics/repo.ts";
import { createAnalyticsService } from "./api/analytics/service.ts";
import { createApiKeysRepo } from "./api/api-keys/repo.ts";
import { createApiKeysService } from "./api/api-keys/service.ts";
import { createBlogRepo } from "./api/blog/repo.ts";
import { createBlogService } from "./api/blog/service.ts";
import { createCalendarRepo } from "./api/calendar/repo.ts";
import { scheduleSeriesUpkeep } from "./api/calendar/series-job.ts";
import { createCalendarService } from "./api/calendar/service.ts";
import { createDiscoverService } from "./api/discover/service.ts";
import { createWrittenService } from "./api/discover/written.ts";
import { createFeaturedRepo } from "./api/featured/repo.ts";
import { createFeaturedService } from "./api/featured/service.ts";
import { createImageImportService } from "./api/files/import.ts";
import { createFilesRepo } from "./api/files/repo.ts";
import { createFilesService } from "./api/files/service.ts";
import { createGuidesRepo } from "./api/guides/repo.ts";
import { createGuidesService } from "./api/guides/service.ts";
import { createHealthService } from "./api/health/service.ts";
import { createJobsService } from "./api/jobs/service.ts";
import { createOutboxService } from "./api/outbox/service.ts";
import { createForYouService } from "./api/personal/for-you.ts";
import { createPersonalLookups } from "./api/personal/lookups-repo.ts";
import { createPersonalMail, mailDatesOf } from "./api/personal/mail.ts";
import { createMailRepo as createPersonalMailRepo } from "./api/personal/mail-repo.ts";
import { createPrivacyService } from "./api/personal/privacy.ts";
import { createPrivacyRepo } from "./api/personal/privacy-repo.ts";
import { createPersonalRepo } from "./api/personal/repo.ts";
import { createPersonalService } from "./api/personal/service.ts";
import { createPlacesRepo } from "./api/places/repo.ts";
import { createPlacesService } from "./api/places/service.ts";
import { createPromoRepo } from "./api/promo/repo.ts";
import { createPromoService } from "./api/promo/service.ts";
import { createRevisionLog } from "./api/revisions/log.ts";
import { scheduleTrashPurge } from "./api/revisions/purge-job.ts";
import { revisableResources } from "./api/revisions/resources.ts";
import { createRevisionsService } from "./api/revisions/service.ts";
import { createSearchService } from "./api/search/service.ts";
import { createSecurityService } from "./api/security/service.ts";
import { createBuyerService } from "./api/shop/buyer.ts";
import { createBuyerRepo } from "./api/shop/buyer-repo.ts";
import { createCatalogService } from "./api/shop/catalog.ts";
import { createRatesService } from "./api/shop/rates.ts";
import { createShopRepo } from "./api/shop/repo.ts";
import { createShopService } from "./api/shop/service.ts";
import { createStaffOrders } from "./api/shop/staff-orders.ts";
import { createWebhookService, type WebhookService } from "./api/shop/webhooks.ts";
import { createSiteService } from "./api/site/service.ts";
import { createSitemapRepo } from "./api/sitemap/repo.ts";
import { createSitemapService } from "./api/sitemap/service.ts";
import { createSubmissionsRepo } from "./api/submissions/repo.ts";
import { createSubmissionsService } from "./api/submissions/service.ts";
import { createUtilsService } from "./api/utils/service.ts";
import { createSlugCheckService } from "./api/utils/slug-check.ts";
import { createWebhookSignals, registerWebhookJobs } from "./api/webhooks/delivery.ts";
import { createWebhooksRepo } from "./api/webhooks/repo.ts";
import { createOutgoingWebhooksService } from "./api/webhooks/service.ts";
import type { AppDeps } from "./deps.ts";
import { createEmbedService } from "./embed/service.ts";
import { createFeedsService } from "./feeds/service.ts";
import { createIdentity } from "./lib/auth/identity.ts";
import { createTokenVerifier } from "./lib/auth/tokens.ts";
import { type Clock, createClock } from "./lib/clock.ts";
import { type ContentChanges, createContentChanges } from "./lib/content-changes.ts";
import { createCountCache } from "./lib/count-cache.ts";
import { createJobQueue } from "./lib/jobs/queue.ts";
import { createKept } from "./lib/kept.ts";
import { createMailer } from "./lib/mail/index.ts";
import { createPayments } from "./lib/payments/index.ts";
import { anonymous } from "./lib/policy.ts";
import { createRateLimiter } from "./lib/rate-limit/index.ts";
import { createRowCache } from "./lib/row-cache.ts";
import { createStorage } from "./lib/storage/index.ts";
import { createRealtimePublisher } from "./realtime/publisher.ts";

/**
 * Every use case, built once per process; API routes and page loaders call the same ones.
 * `changes` hears every write (this server's and, through the bus, the others');
 * the caches that keep what the database said subscribe to it.
 */
export function createServices(
  deps: AppDeps,
  hooks: { onChange?: () => void; changes?: ContentChanges; clock?: Clock } = {},
) {
  const { config, database, logger } = deps;
  const db = database.db;
  const changes = hooks.changes ?? createContentChanges();
  if (hooks.onChange) changes.subscribe(hooks.onChange);
  // Lists' totals, forgotten on every change (docs/decisions/026-list-totals.md).
  const counts = createCountCache();
  changes.subscribe(counts.clear);
  // The marquee, adverts and latest articles, likewise (decision 028).
  const kept = createKept();
  changes.subscribe(kept.clear);
  // The job queue keeps real time even under TEST_NOW (retries must come due);
  // tests that move a clock move the queue's too.
  const jobs = createJobQueue(database, logger, hooks.clock ? { clock: hooks.clock } : {});
  const mailer = createMailer(config.mail, db, jobs, logger);
  const profiles = createProfileRepo(db);
  const sessionRepo = createSessionRepo(db);
  const limiter = createRateLimiter(db);
  const placesRepo = createPlacesRepo(db, counts);
  // List rows' and cards' JSON, likewise (server/lib/row-cache.ts).
  const rowTexts = createRowCache();
  changes.subscribe(rowTexts.clear);
  const calendarRepo = createCalendarRepo(db, counts, rowTexts);
  // Tells open pages on every app server what changed, after each write commits.
  const realtime = createRealtimePublisher(db, logger, changes.changed);
  const identity = createIdentity({
    config,
    database,
    mailer,
    logger,
    secret: deps.authSecret,
    onUserCreated: async (user) => {
      // The name given at sign-up starts the profile; the username comes on the welcome page.
      await profiles.ensure(user.id, user.name);
    },
  });
  // Every staff write records its revision through this one log (decision 040).
  const log = createRevisionLog(db);
  // Outgoing webhooks hear of event and venue changes after they commit (decision 065).
  const hookSignals = createWebhookSignals({
    db,
    jobs,
    logger,
    eventState: calendarRepo.hookState,
  });
  const places = createPlacesService({ places: placesRepo, realtime, log, webhooks: hookSignals });
  const clock = hooks.clock ?? createClock(config.fixedNow);
  const storage = createStorage(config, { secret: deps.authSecret, now: () => clock.now() });
  const calendar = createCalendarService({
    calendar: calendarRepo,
    places: placesRepo,
    realtime,
    log,
    clock,
    db,
    webhooks: hookSignals,
  });
  scheduleSeriesUpkeep(jobs, calendar, logger);
  const hookDeliveries = registerWebhookJobs(jobs, {
    db,
    logger,
    allowList: config.webhooks.allowedHosts,
    userAgent: `${config.site.name} webhooks (+${config.publicUrl})`,
    // What the public API answers for it, or nothing when the public cannot see it.
    publicEvent: (id) => calendar.get(anonymous, "id", id).catch(unlessNotFound),
    publicVenue: (id) => places.getVenue("id", id).catch(unlessNotFound),
  });
  const filesRepo = createFilesRepo(db);
  const blogRepo = createBlogRepo(db, counts);
  const submissionsRepo = createSubmissionsRepo(db);
  const files = createFilesService({
    files: filesRepo,
    storage,
    clock,
    logger,
    uploadMaxBytes: config.uploadMaxBytes,
    profiles,
    calendar: calendarRepo,
    places: placesRepo,
    blog: blogRepo,
    realtime,
    maySubmit: async (userId) =>
      Boolean((await submissionsRepo.author(userId))?.verified) &&
      !(await submissionsRepo.isBlocked(userId)),
  });
  const blog = createBlogService({
    blog: blogRepo,
    files: filesRepo,
    clock,
    siteHosts: siteHosts(config),
    realtime,
    log,
  });
  const featured = createFeaturedService({
    featured: createFeaturedRepo(db, config.site.id),
    calendar,
    blog,
    places,
    files,
    realtime,
    kept,
    log,
    siteId: config.site.id,
  });
  const promo = createPromoService({
    promo: createPromoRepo(db, counts),
    filesRepo,
    files,
    clock,
    realtime,
    kept,
    log,
  });
  const guidesRepo = createGuidesRepo(db, counts);
  const guides = createGuidesService({
    guides: guidesRepo,
    calendar,
    filesRepo,
    files,
    places,
    realtime,
    kept,
    log,
  });
  const shopRepo = createShopRepo(db, counts);
  const catalog = createCatalogService({ shop: shopRepo, files, filesRepo, realtime, log });
  const rates = createRatesService({ rates: shopRepo.rates, log });
  // The sandbox delivers its events to the webhook handler, made just below.
  let webhooks: WebhookService | null = null;
  const payments = createPayments(config, {
    db,
    authSecret: deps.authSecret,
    now: () => clock.now(),
    deliver: async (body, signature) => {
      await webhooks?.receive("sandbox", body, signature);
    },
  });
  webhooks = createWebhookService({
    db,
    providers: { [payments.provider.name]: payments.provider },
    mailer,
    profiles,
    siteName: config.site.name,
    publicUrl: config.publicUrl,
    logger,
    now: () => clock.now(),
    realtime,
  });
  const tokens = createTokenVerifier(identity, new URL(config.publicUrl).origin);
  // Pages and images fetched from addresses people give (link previews).
  const linkFetch = {
    allowList: config.scraper.allowedHosts,
    timeoutMs: config.scraper.timeoutMs,
    userAgent: `Mozilla/5.0 (compatible; ${config.site.name} link preview; +${config.publicUrl})`,
  };
  const revisions = createRevisionsService({
    db,
    realtime,
    resources: revisableResources({
      calendar,
      places,
      blog,
      promo,
      catalog,
      featured,
      rates,
      guides,
      webhooks: hookSignals,
    }),
  });
  scheduleTrashPurge(jobs, revisions, clock, logger);
  const site = createSiteService(config);
  const discover = createDiscoverService({ calendar, places, files, guides });
  const written = createWrittenService({ blog, files, calendar, kept });
  const feeds = createFeedsService({ calendar, discover, places, files, guides, site, clock });
  // Issue 29: a visitor's mails (digest, reminders; their jobs) and their data's export and deletion.
  const personalRepo = createPersonalRepo(db);
  const sessions = createSessionService({ identity, profiles, sessions: sessionRepo });
  const personalMail = createPersonalMail({
    personal: personalRepo,
    mail: createPersonalMailRepo(db),
    jobs,
    mailer,
    logger,
    siteName: config.site.name,
    publicUrl: config.publicUrl,
    dates: mailDatesOf(calendar.personalDates),
  });
  const utils = createUtilsService({ limiter, fetch: linkFetch });
  const submissions = createSubmissionsService({
    submissions: submissionsRepo,
    calendar,
    places,
    files: filesRepo,
    images: files,
    utils,
    limiter,
    mailer,
    clock,
    siteName: config.site.name,
    publicUrl: config.publicUrl,
    realtime,
  });
  const privacy = createPrivacyService({
    privacy: createPrivacyRepo(db),
    personal: personalRepo,
    profiles,
    sessions,
    clock,
    logger,
    siteName: config.site.name,
  });
  return {
    clock,
    changes,
    counts,
    storage,
    files,
    profiles,
    realtime,
    health: createHealthService(database),
    site,
    identity,
    tokens,
    mailer,
    limiter,
    account: createAccountService({ profiles, sessions: sessionRepo, tokens, limiter }),
    security: createSecurityService({ profiles, sessions: sessionRepo }),
    /** API keys for read access (decision 063): made, listed, revoked and used. */
    apiKeys: createApiKeysService({
      repo: createApiKeysRepo(db),
      limiter,
      ratePerMinute: config.apiKeyRatePerMinute,
    }),
    sessions,
    outbox: createOutboxService(db),
    /** The queue itself: handlers, enqueue, and the runner boot starts. */
    jobQueue: jobs,
    /** The staff's view of it (/admin/jobs). */
    jobs: createJobsService({ jobs: jobs.repo, now: () => jobs.now() }),
    places,
    calendar,
    submissions,
    blog,
    featured,
    promo,
    guides,
    shop: createShopService({
      shop: shopRepo,
      payments: payments.provider,
      profiles,
      publicUrl: config.publicUrl,
      logger,
      db,
      rates,
      realtime,
    }),
    catalog,
    buyer: createBuyerService({
      buyer: createBuyerRepo(db),
      shop: shopRepo,
      profiles,
      mailer,
      limiter,
      clock,
      logger,
      secret: deps.authSecret,
      siteName: config.site.name,
      publicUrl: config.publicUrl,
    }),
    rates,
    orders: createStaffOrders({
      db,
      shop: shopRepo,
      payments: payments.provider,
      mailer,
      logger,
      siteName: config.site.name,
      publicUrl: config.publicUrl,
      now: () => clock.now(),
      realtime,
    }),
    webhooks,
    /** Outgoing webhooks' endpoints and delivery log (issue 32, decision 065). */
    outgoingWebhooks: createOutgoingWebhooksService({
      repo: createWebhooksRepo(db),
      deliveries: hookDeliveries,
      allowList: config.webhooks.allowedHosts,
    }),
    sandbox: payments.sandbox,
    analytics: createAnalyticsService({ analytics: createAnalyticsRepo(db), limiter, clock }),
    discover,
    written,
    revisions,
    search: createSearchService({ discover, written, places }),
    utils,
    slugCheck: createSlugCheckService({
      taken: {
        event: calendarRepo.slugTaken,
        venue: placesRepo.venues.slugTaken,
        city: placesRepo.cities.slugTaken,
        article: blogRepo.articles.slugTaken,
        author: blogRepo.authors.slugTaken,
        category: blogRepo.categories.slugTaken,
        product: shopRepo.products.slugTaken,
        guide: guidesRepo.slugTaken,
      },
    }),
    imageImport: createImageImportService({
      files: filesRepo,
      storage,
      limiter,
      fetch: linkFetch,
      maxBytes: config.uploadMaxBytes,
    }),
    feeds,
    /** The embeddable calendar and oEmbed (decision 065). */
    embed: createEmbedService({
      calendar,
      discover,
      places,
      files,
      guides,
      site,
      clock,
      publicOrigin: new URL(config.publicUrl).origin,
    }),
    /** /for-you and the personal calendar feed (issue 29, decision 052). */
    forYou: createForYouService({
      personal: personalRepo,
      discover,
      feeds,
      clock,
      origin: site.canonicalOrigin,
      siteName: config.site.name,
    }),
    sitemap: createSitemapService({ sitemap: createSitemapRepo(db), clock }),
    /** Saves and follows, the caller's own (issue 29). */
    personal: createPersonalService({
      repo: personalRepo,
      lookups: createPersonalLookups(db),
      realtime,
      clock,
    }),
    personalMail,
    privacy,
  };
}

/** A 404 read as "not there" (null); anything else stays an error. */
function unlessNotFound(err: unknown): null {
  if (err instanceof ApiError && err.status === 404) return null;
  throw err;
}

/** The hosts this site answers on: its public URL's and the canonical host. */
function siteHosts(config: AppDeps["config"]): string[] {
  const hosts = [new URL(config.publicUrl).host];
  if (config.site.canonicalHost) hosts.push(config.site.canonicalHost);
  return hosts.map((h) => h.toLowerCase());
}

export type Services = ReturnType<typeof createServices>;
