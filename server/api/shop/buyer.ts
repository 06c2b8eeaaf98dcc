import { conflict, notFound, validationError } from "../../../core/errors.ts";
import { claimConfirmSchema } from "../../../core/schemas/order-claims.ts";
import { membershipState } from "../../../core/shop/membership.ts";
import type { Clock } from "../../lib/clock.ts";
import { listEnvelope, parseListParams } from "../../lib/list-params.ts";
import type { Logger } from "../../lib/logger.ts";
import type { Mailer } from "../../lib/mail/types.ts";
import { type Actor, requireUser } from "../../lib/policy.ts";
import type { RateLimiter } from "../../lib/rate-limit/index.ts";
import { isUuid } from "../../lib/records.ts";
import { parseOrThrow } from "../../lib/validate.ts";
import type { ProfileRepo } from "../account/repo.ts";
import { presentBuyerOrder } from "./buyer-present.ts";
import type { BuyerRepo, OrderClaimRow } from "./buyer-repo.ts";
import { CLAIM_LINK_HOURS, claimMail } from "./claim-mail.ts";
import { claimIdOf, signatureMatches, signClaim } from "./claim-token.ts";
import { presentSubscription } from "./present.ts";
import type { ShopRepo } from "./repo.ts";

// The buyer's account side of the shop: their orders (only their own: another's
// is a 404, as if it did not exist), claiming orders placed as a guest with
// their email, and where their membership stands.

type Query = Record<string, string | undefined>;
/** A few a day is plenty for a person; more would make us a mail cannon at their own inbox. */
const claimMailRule = { name: "order-claim-mail", max: 3, windowSeconds: 3600 };
const badLink = (message: string) => validationError([{ field: "token", message }], message);

export function createBuyerService(deps: {
  buyer: BuyerRepo;
  shop: ShopRepo;
  profiles: ProfileRepo;
  mailer: Mailer;
  limiter: RateLimiter;
  clock: Clock;
  logger: Logger;
  /** Keys the claim links' signatures (the app secret). */
  secret: string;
  siteName: string;
  publicUrl: string;
}) {
  const { buyer, profiles, clock } = deps;

  /** The caller's confirmed email, or a 409 saying to confirm it first. */
  async function confirmedEmail(userId: string): Promise<string> {
    const profile = await profiles.findById(userId);
    if (!profile?.emailVerified)
      throw conflict(
        "Confirm your email address first: we only look for orders placed with a confirmed address.",
      );
    return profile.email.toLowerCase();
  }

  /** The claim a token names, if it is the caller's, unused, unexpired and still their email's. */
  async function claimFor(actor: Actor, input: unknown): Promise<OrderClaimRow> {
    const user = requireUser(actor);
    const { token } = parseOrThrow(claimConfirmSchema, input);
    const id = claimIdOf(token);
    const claim = id ? await buyer.findClaim(id) : null;
    if (!claim || !signatureMatches(deps.secret, claim, token))
      throw badLink("This link is not one we sent. Ask for a new one from your orders page.");
    if (claim.userId !== user.userId)
      throw badLink(
        "This link was sent for another account. Sign in to the account that asked for it.",
      );
    if (claim.usedAt)
      throw badLink("This link has been used already: its orders are in your account.");
    if (claim.expiresAt <= clock.now())
      throw badLink("This link has expired. Ask for a new one from your orders page.");
    if ((await confirmedEmail(user.userId)) !== claim.email)
      throw badLink(
        "Your account's email has changed since this link was sent. Ask for a new one.",
      );
    return claim;
  }

  return {
    /** GET /account/orders/list: the caller's paid and refunded orders, newest first. */
    async listOrders(actor: Actor, query: Query) {
      const user = requireUser(actor);
      const params = parseListParams(query, {
        sortable: ["created_date"],
        defaultSortBy: "created_date",
        defaultSort: "desc",
      });
      const { rows, total } = await buyer.list(user.userId, {
        offset: params.offset,
        limit: params.pageSize,
      });
      const refunds = await deps.shop.refunds.of(rows.map((o) => o.id));
      return listEnvelope(
        rows.map((o) => presentBuyerOrder(o, refunds)),
        total,
        params,
      );
    },

    /** GET /account/orders/id/{id}: one of the caller's orders; anyone else's does not exist. */
    async getOrder(actor: Actor, id: string) {
      const user = requireUser(actor);
      const order = isUuid(id) ? await buyer.byId(user.userId, id) : null;
      if (!order) throw notFound("That order");
      return presentBuyerOrder(order, await deps.shop.refunds.of([order.id]));
    },

    /**
     * POST /account/orders/claims: mails the caller's confirmed address a link
     * that attaches the guest orders placed with it. Sent whatever it finds, so
     * the answer says nothing about purchases; only the mail does.
     */
    async sendClaimMail(actor: Actor) {
      const user = requireUser(actor);
      await deps.limiter.check(claimMailRule, user.userId);
      const email = await confirmedEmail(user.userId);
      const found = await buyer.countGuestOrders(email);
      const expiresAt = new Date(clock.now().getTime() + CLAIM_LINK_HOURS * 3600_000);
      const claim = await buyer.insertClaim({ userId: user.userId, email, expiresAt });
      const token = signClaim(deps.secret, claim);
      await deps.mailer.send(
        claimMail(deps.siteName, email, found, {
          claim: `${deps.publicUrl}/account/orders/claim?token=${encodeURIComponent(token)}`,
          orders: `${deps.publicUrl}/account/orders`,
        }),
      );
      return { sent_to: email, expires_date: expiresAt.toISOString() };
    },

    /** What a claim link would attach, without using it: for the page the link opens. */
    async checkClaim(actor: Actor, input: unknown) {
      const claim = await claimFor(actor, input);
      return { email: claim.email, orders: await buyer.countGuestOrders(claim.email) };
    },

    /** POST /account/orders/claims/confirm {token}: attaches the guest orders; the link then is spent. */
    async confirmClaim(actor: Actor, input: unknown) {
      const claim = await claimFor(actor, input);
      const used = await buyer.spendClaim(claim.id, clock.now());
      // A second click that lost the race to the first.
      if (!used) throw badLink("This link has been used already: its orders are in your account.");
      deps.logger.info({ attached: used.attached }, "guest orders claimed");
      return { email: claim.email, attached: used.attached };
    },

    /** GET /account/membership: where the caller's membership stands, and whether the portal opens. */
    async membership(actor: Actor) {
      const user = requireUser(actor);
      const records = (await deps.shop.subscriptions.forUser(user.userId)).map(presentSubscription);
      return {
        state: membershipState(records, clock.now()),
        // The billing portal needs the provider's customer, made when they first joined.
        can_manage_billing: records.length > 0,
      };
    },
  };
}

export type BuyerService = ReturnType<typeof createBuyerService>;
