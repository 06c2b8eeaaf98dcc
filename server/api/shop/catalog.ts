import { conflict, notFound, validationError } from "../../../core/errors.ts";
import {
  PRODUCT_KINDS,
  type ProductKind,
  priceProblems,
  productSchema,
  productUpdateSchema,
  RESERVED_PRODUCT_SLUGS,
} from "../../../core/schemas/shop.ts";
import { listEnvelope, parseListParams } from "../../lib/list-params.ts";
import { type Actor, requireSuperAdmin } from "../../lib/policy.ts";
import { chooseSlug, isUuid, lookable, slugClash, staleOrMissing } from "../../lib/records.ts";
import { sanitizeRichText } from "../../lib/sanitize.ts";
import { found, listed } from "../../lib/use-cases.ts";
import { parseOrThrow } from "../../lib/validate.ts";
import type { Realtime } from "../../realtime/publisher.ts";
import type { FilesRepo } from "../files/repo.ts";
import type { FilesService } from "../files/service.ts";
import { type RevisionLog, type RevisionMeta, trackedFields } from "../revisions/log.ts";
import { presentProduct, presentSubscription } from "./present.ts";
import { createShopRepo, type PriceInput, type ShopRepo } from "./repo.ts";

// The shop's catalogue (public reads, superadmin writes) and the back
// office's views of orders and memberships.

type Query = Record<string, string | undefined>;
const isAdmin = (a: Actor) => a.kind === "user" && a.isSuperAdmin;
const bad = (field: string, message: string) => validationError([{ field, message }]);
// Not the stock: checkouts move it all day, and a revert must never put back
// a count that sales have since taken from (decision 046).
const productOnly = trackedFields(productSchema, ["stock"]);
/** What a revision keeps of a product, every price included, read on a write's transaction. */
async function productIn(repo: ShopRepo, id: string) {
  const row = await repo.products.find("id", id);
  return row && productOnly(presentProduct(row, new Map(), { allPrices: true }));
}

/** A membership as staff see it: with its member (null once the account is gone). */
const withMember = (
  r: Parameters<typeof presentSubscription>[0] & {
    member: { id: string | null; email: string | null; name: string | null } | null;
  },
) => ({ ...presentSubscription(r), member: r.member?.id ? r.member : null });

type PriceFields = ReturnType<typeof productSchema.parse>["prices"][number];
const priceColumns = (p: PriceFields): PriceInput & { id?: string } => ({
  ...(p.id ? { id: p.id } : {}),
  amount: p.amount,
  currency: p.currency,
  interval: p.interval,
  label: p.label ?? null,
  providerPriceId: p.provider_price_id ?? null,
  isActive: p.is_active,
  sortOrder: p.sort_order,
});

/**
 * What a save does to the stock: nothing, set it (no limit, a first count, or
 * an API client's number), or add the difference from what the editor showed,
 * so that checkouts made while it was open still count.
 */
function stockChange(stock: number | null | undefined, was: number | null | undefined) {
  if (stock === undefined) return undefined;
  if (stock === null || was === undefined || was === null) return { set: stock };
  return { add: stock - was };
}

export function createCatalogService(deps: {
  shop: ShopRepo;
  files: FilesService;
  filesRepo: FilesRepo;
  /** Products are not live on pages, but cached pages must forget them. */
  realtime?: Realtime;
  log: RevisionLog;
}) {
  const { shop, files, log } = deps;

  async function present(
    rows: Awaited<ReturnType<ShopRepo["products"]["find"]>>[],
    admin: boolean,
  ) {
    const found = rows.filter((r): r is NonNullable<typeof r> => r !== null);
    const images = await files.imagesFor(found.flatMap((r) => r.imageIds));
    return found.map((r) => presentProduct(r, images, { allPrices: admin }));
  }

  async function checkImages(ids: string[] | undefined) {
    for (const [i, id] of (ids ?? []).entries()) {
      if (!(await deps.filesRepo.find("id", id)))
        throw bad(`image_ids.${i}`, "That image does not exist.");
    }
  }
  /** Memberships and the tip jar are never sent by post. */
  function checkShips(kind: ProductKind, ships: boolean | undefined) {
    if (ships && kind !== "product")
      throw bad("ships", "Only products ship: memberships and tips are never sent by post.");
  }
  function checkPrices(kind: ProductKind, prices: { interval: string | null }[] | undefined) {
    const problems = priceProblems(kind, prices ?? []);
    if (problems.length)
      throw validationError(
        problems.map((p) => ({ field: `prices.${p.index}.interval`, message: p.message })),
      );
  }

  return {
    async list(actor: Actor, query: Query) {
      const params = parseListParams(query, {
        sortable: ["sort_order"],
        defaultSortBy: "sort_order",
        defaultSort: "asc",
      });
      const kinds = (query.kind ?? "").split(",").filter(Boolean);
      const active = query.is_active || undefined;
      if (active && active !== "true" && active !== "false")
        throw bad("is_active", "Use true or false.");
      if (kinds.some((k) => !(PRODUCT_KINDS as readonly string[]).includes(k)))
        throw bad("kind", `Use kinds from: ${PRODUCT_KINDS.join(", ")}.`);
      const { rows, total } = await shop.products.list({
        offset: params.offset,
        limit: params.pageSize,
        kinds,
        // The public sees what is on sale; superadmins may ask for either.
        ...(!isAdmin(actor) ? { active: true } : active ? { active: active === "true" } : {}),
        ...(params.query ? { query: params.query } : {}),
      });
      return listEnvelope(await present(rows, isAdmin(actor)), total, params);
    },

    async get(actor: Actor, field: "id" | "slug" | "legacy_id", value: string) {
      const row = lookable(field, value) ? await shop.products.find(field, value) : null;
      if (!row || (!row.isActive && !isAdmin(actor))) throw notFound("That product");
      return (await present([row], isAdmin(actor)))[0]!;
    },

    async create(actor: Actor, input: unknown) {
      const admin = requireSuperAdmin(actor);
      const p = parseOrThrow(productSchema, input);
      checkPrices(p.kind, p.prices);
      checkShips(p.kind, p.ships);
      await checkImages(p.image_ids);
      const slug = await chooseSlug(
        p.slug,
        p.name,
        async (s) => RESERVED_PRODUCT_SLUGS.includes(s) || (await shop.products.slugTaken(s)),
      );
      if (slug.clash) throw slugClash();
      const values = {
        name: p.name,
        slug: slug.slug,
        summary: p.summary ?? null,
        description: sanitizeRichText(p.description),
        kind: p.kind,
        imageIds: p.image_ids,
        isActive: p.is_active,
        sortOrder: p.sort_order,
        legacyId: p.legacy_id ?? null,
        stock: p.stock,
        ships: p.ships,
        modifiedBy: admin.userId,
      };
      const id = (await log.write(admin, "product", {}, async (tx) => {
        const repo = createShopRepo(tx);
        const made = await repo.products.insert(values, p.prices.map(priceColumns));
        return { id: made, before: null, after: await productIn(repo, made), result: made };
      }))!;
      await deps.realtime?.publish("content", "change", {
        table: "products",
        id,
        action: "created",
      });
      return this.get(actor, "id", id);
    },

    async update(actor: Actor, id: string, input: unknown, meta: RevisionMeta = {}) {
      const admin = requireSuperAdmin(actor);
      const current = isUuid(id) ? await shop.products.find("id", id) : null;
      if (!current) throw notFound("That product");
      const p = parseOrThrow(productUpdateSchema, input);
      checkPrices(p.kind ?? (current.kind as ProductKind), p.prices ?? current.prices);
      checkShips(p.kind ?? (current.kind as ProductKind), p.ships ?? current.ships);
      await checkImages(p.image_ids);
      for (const [i, price] of (p.prices ?? []).entries()) {
        if (price.id && !current.prices.some((x) => x.id === price.id))
          throw bad(`prices.${i}.id`, "That price belongs to another product.");
      }
      if (
        p.slug &&
        p.slug !== current.slug &&
        (RESERVED_PRODUCT_SLUGS.includes(p.slug) || (await shop.products.slugTaken(p.slug, id)))
      )
        throw slugClash();
      const values = {
        ...(p.name !== undefined ? { name: p.name } : {}),
        ...(p.slug !== undefined ? { slug: p.slug } : {}),
        ...(p.summary !== undefined ? { summary: p.summary } : {}),
        ...(p.description !== undefined ? { description: sanitizeRichText(p.description) } : {}),
        ...(p.kind !== undefined ? { kind: p.kind } : {}),
        ...(p.image_ids !== undefined ? { imageIds: p.image_ids } : {}),
        ...(p.is_active !== undefined ? { isActive: p.is_active } : {}),
        ...(p.sort_order !== undefined ? { sortOrder: p.sort_order } : {}),
        ...(p.legacy_id !== undefined ? { legacyId: p.legacy_id } : {}),
        ...(p.ships !== undefined ? { ships: p.ships } : {}),
        modifiedBy: admin.userId,
      };
      const result = await log.update(admin, "product", meta, id, (tx) => {
        const repo = createShopRepo(tx);
        return {
          read: () => productIn(repo, id),
          save: () =>
            repo.products.update(
              id,
              values,
              p.prices?.map(priceColumns),
              p.version,
              stockChange(p.stock, p.stock_was),
            ),
        };
      });
      if (result === "short")
        throw conflict(
          "Checkouts took some of this stock while you were editing: fewer are left than that. Reload to see the count.",
          {
            errors: [
              { field: "stock", message: "Fewer are left than that: reload to see the count." },
            ],
          },
        );
      if (!result) return staleOrMissing(await shop.products.stamp(id), "product");
      await deps.realtime?.publish("content", "change", {
        table: "products",
        id,
        action: "updated",
      });
      return this.get(actor, "id", id);
    },

    async listSubscriptions(actor: Actor, query: Query) {
      requireSuperAdmin(actor);
      const status = query.status || undefined;
      return listed(
        query,
        { columns: { created_date: true }, by: "created_date", dir: "desc" },
        shop.subscriptions.list,
        withMember,
        status ? { status } : {},
      );
    },

    /** One membership, for its back-office page. */
    async getSubscription(actor: Actor, id: string) {
      requireSuperAdmin(actor);
      return withMember(await found("id", id, (_, v) => shop.subscriptions.byId(v), "membership"));
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
