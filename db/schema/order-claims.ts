import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { timestamptz } from "./columns.ts";

/**
 * A mailed link that attaches guest orders (no account, this email) to the
 * account that asked. The link carries the id and an HMAC of these columns,
 * so it cannot be made up; `used_at` makes it work once.
 */
export const orderClaims = pgTable(
  "order_claims",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The account's confirmed address when the link was sent, lower case. */
    email: text("email").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
    createdDate: timestamptz("created_date").notNull().defaultNow(),
  },
  (t) => [index("order_claims_user_idx").on(t.userId)],
);
