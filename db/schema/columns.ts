import { integer, timestamp, uuid } from "drizzle-orm/pg-core";

// Columns every record of ours carries (DOMAIN.md): id, created_date,
// modified_date and version (bumped on every write).
export const recordColumns = () => ({
  id: uuid("id").primaryKey().defaultRandom(),
  createdDate: timestamp("created_date", { withTimezone: true }).notNull().defaultNow(),
  modifiedDate: timestamp("modified_date", { withTimezone: true }).notNull().defaultNow(),
  version: integer("version").notNull().default(1),
});

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
