// One file per aggregate, re-exported here so Drizzle and drizzle-kit see the whole schema.
export * from "./auth.ts";
export * from "./blog.ts";
export * from "./calendar.ts";
export * from "./featured.ts";
export * from "./files.ts";
export * from "./guides.ts";
export * from "./jobs.ts";
export * from "./mail.ts";
export * from "./order-claims.ts";
export * from "./personal.ts";
export * from "./places.ts";
export * from "./profiles.ts";
export * from "./promo.ts";
export * from "./rate-limits.ts";
export * from "./revisions.ts";
export * from "./shop.ts";
export * from "./submissions.ts";
