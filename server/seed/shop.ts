import { slugify, uniqueSlug } from "../../core/slug.ts";
import type { Db } from "../../db/client.ts";
import { SEED_PRODUCTS, SEED_SHIPPING_RATES } from "../../db/seed/shop-data.ts";
import { createShopRepo } from "../api/shop/repo.ts";
import { sanitizeRichText } from "../lib/sanitize.ts";
import type { Storage } from "../lib/storage/types.ts";
import { demoImageMaker } from "./images.ts";

/** The demo shop: prints, a tote, two membership tiers and the tip jar, with generated pictures, and its shipping rates. */
export async function seedShop(db: Db, storage?: Storage): Promise<{ products: number }> {
  const shop = createShopRepo(db);
  const make = storage ? demoImageMaker(db, storage) : null;
  for (const [i, p] of SEED_PRODUCTS.entries()) {
    const imageIds: string[] = [];
    for (let n = 0; make && n < p.images; n++)
      imageIds.push(await make(`demo-product-${p.key}-${n}`, "product", p.name));
    await shop.products.insert(
      {
        name: p.name,
        slug: await uniqueSlug(slugify(p.name), (s) => shop.products.slugTaken(s)),
        summary: p.summary,
        description: sanitizeRichText(p.description),
        kind: p.kind,
        imageIds,
        sortOrder: i,
        stock: p.stock ?? null,
        ships: p.ships ?? false,
      },
      p.prices.map((price, n) => ({
        amount: price.amount,
        currency: "usd",
        interval: price.interval ?? null,
        label: price.label ?? null,
        sortOrder: n,
      })),
    );
  }
  for (const [i, r] of SEED_SHIPPING_RATES.entries())
    await shop.rates.insert({
      name: r.name,
      countries: r.countries,
      amount: r.amount,
      freeAbove: r.free_above,
      sortOrder: i,
    });
  return { products: SEED_PRODUCTS.length };
}
