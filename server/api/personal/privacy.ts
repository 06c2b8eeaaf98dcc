import { conflict, unauthenticated, validationError } from "../../../core/errors.ts";
import { deleteAccountSchema } from "../../../core/schemas/personal-mail.ts";
import type { Clock } from "../../lib/clock.ts";
import type { Logger } from "../../lib/logger.ts";
import { type Actor, requireUser } from "../../lib/policy.ts";
import { parseOrThrow } from "../../lib/validate.ts";
import type { ProfileRepo } from "../account/repo.ts";
import type { SessionService } from "../account/sessions.ts";
import { presentMailPreferences } from "./mail.ts";
import type { PrivacyRepo } from "./privacy-repo.ts";
import type { PersonalRepo } from "./repo.ts";

// "Download my data" and "Delete my account" (issue 29 item 7, decision 052):
// only ever the caller's own.

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

export function createPrivacyService(deps: {
  privacy: PrivacyRepo;
  personal: PersonalRepo;
  profiles: ProfileRepo;
  sessions: SessionService;
  clock: Clock;
  logger: Logger;
  siteName: string;
}) {
  const { privacy, personal, profiles } = deps;

  async function own(actor: Actor) {
    const user = requireUser(actor);
    const profile = await profiles.findById(user.userId);
    if (!profile) throw unauthenticated("Your account no longer exists.");
    return { user, profile };
  }

  return {
    /** GET /account/export: everything we keep that is the caller's, as one JSON document. */
    async export(actor: Actor) {
      const { user, profile } = await own(actor);
      const settings = await personal.settings(user.userId);
      const [orders, memberships, saves, follows, mails, sessions, submitted] = await Promise.all([
        privacy.orders(user.userId),
        privacy.subscriptions(user.userId),
        privacy.saves(user.userId),
        privacy.follows(user.userId),
        privacy.mails(profile.email),
        deps.sessions.list(actor),
        privacy.submissions(user.userId),
      ]);
      return {
        exported_date: deps.clock.now().toISOString(),
        site: deps.siteName,
        profile: {
          id: profile.id,
          email: profile.email,
          email_verified: profile.emailVerified,
          username: profile.username,
          name: profile.name,
          avatar_url: profile.avatarUrl,
          is_superadmin: profile.isSuperadmin,
          created_date: iso(profile.createdDate),
        },
        sessions,
        orders: orders.map((o) => ({
          confirmation_id: o.confirmationId,
          created_date: iso(o.createdDate),
          kind: o.kind,
          status: o.status,
          lines: o.lines,
          amount_total: o.amountTotal,
          amount_refunded: o.amountRefunded,
          currency: o.currency,
          email: o.email,
          shipping_address: o.shippingAddress,
          fulfillment: o.fulfillment,
        })),
        memberships: memberships.map((m) => ({
          product: m.product,
          status: m.status,
          current_period_end: iso(m.currentPeriodEnd),
          cancel_at_period_end: m.cancelAtPeriodEnd,
          created_date: iso(m.createdDate),
        })),
        saves: saves.map((s) => ({
          event_id: s.eventId,
          event_name: s.name,
          event_slug: s.slug,
          saved_date: iso(s.savedDate),
        })),
        follows: follows.map((f) => ({
          kind: f.kind,
          target: f.target,
          created_date: iso(f.createdDate),
        })),
        submissions: submitted.map((x) => ({
          id: x.id,
          state: x.state,
          submitted: x.payload,
          reason: x.reason,
          event_id: x.eventId,
          created_date: iso(x.createdDate),
          submitted_date: iso(x.submittedDate),
          reviewed_date: iso(x.reviewedDate),
        })),
        // The feed secret and mail token are keys, not data about you: a
        // downloaded file must not open your calendar feed to whoever finds it.
        settings: {
          ...presentMailPreferences(settings),
          feed_includes_follows: settings.feedIncludesFollows,
          feed_secret: "(kept secret: see or regenerate it on your account page)",
        },
        mails: mails.map((m) => ({
          kind: m.kind,
          subject: m.subject,
          status: m.status,
          created_date: iso(m.createdDate),
          sent_date: iso(m.sentDate),
        })),
      };
    },

    /**
     * DELETE /account {confirm}: the caller types their email. Refused (409)
     * while a membership still bills or a paid order waits to ship.
     */
    async deleteAccount(actor: Actor, input: unknown) {
      const { user, profile } = await own(actor);
      const { confirm } = parseOrThrow(deleteAccountSchema, input);
      if (confirm.toLowerCase() !== profile.email.toLowerCase())
        throw validationError(
          [{ field: "confirm", message: "That is not your account's email address." }],
          "That is not your account's email address.",
        );
      const { billing, toShip } = await privacy.blockers(user.userId);
      if (billing)
        throw conflict(
          "Your membership still renews. Cancel it under Membership → Manage billing first, then delete your account.",
        );
      if (toShip)
        throw conflict(
          "An order of yours is still to be shipped. Delete your account once it has shipped, or reply to its receipt and we will help.",
        );
      const { ordersKept } = await privacy.deleteAccount(user.userId, profile.email);
      deps.logger.info({ orders_kept: ordersKept }, "account: a member deleted their account");
      return { deleted: true, orders_kept: ordersKept };
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
