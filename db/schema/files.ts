import { sql } from "drizzle-orm";
import { bigint, index, jsonb, pgTable, real, text, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { recordColumns, timestamptz } from "./columns.ts";

/** One stored rendition of an image: where it is and its exact size. */
export interface StoredVersion {
  url: string;
  width: number;
  height: number;
  content_type?: string;
  /** Bytes; versions made before it was recorded have none. */
  size?: number;
  /** Storage key, for clean-up; never shown to clients. */
  key?: string;
}
/** Version name (CARD_LARGE, …) → rendition; FULL_ORIGINAL keeps FULL in the upload's own format. */
export type StoredVersions = Record<string, StoredVersion>;

/** A file container (DOMAIN.md "Files"): one image and its versions. */
export const fileContainers = pgTable(
  "file_containers",
  {
    ...recordColumns(),
    legacyId: text("legacy_id").unique(),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull().default(0),
    width: bigint("width", { mode: "number" }),
    height: bigint("height", { mode: "number" }),
    caption: text("caption"),
    altText: text("alt_text"),
    focalX: real("focal_x").notNull().default(0.5),
    focalY: real("focal_y").notNull().default(0.5),
    uploadType: text("upload_type").notNull().default("event"),
    versions: jsonb("versions").$type<StoredVersions>().notNull().default({}),
    /** Storage key of the untouched upload; crops are regenerated from it. Null for imported URLs. */
    originalKey: text("original_key"),
    uploadedBy: uuid("uploaded_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    index("file_containers_created_idx").on(t.createdDate),
    index("file_containers_search_idx").using(
      "gin",
      sql`(coalesce(${t.filename}, '') || ' ' || coalesce(${t.caption}, '')) gin_trgm_ops`,
    ),
  ],
);

/** A signed, single-use upload slot: issued by getuploadurl, filled by the PUT, consumed by movething. */
export const uploads = pgTable("uploads", {
  id: uuid("id").primaryKey().defaultRandom(),
  key: text("key").notNull().unique(),
  filename: text("filename").notNull(),
  contentType: text("content_type").notNull(),
  size: bigint("size", { mode: "number" }).notNull(),
  uploadType: text("upload_type").notNull(),
  userId: uuid("user_id").references(() => user.id, { onDelete: "cascade" }),
  expiresAt: timestamptz("expires_at").notNull(),
  receivedAt: timestamptz("received_at"),
  consumedAt: timestamptz("consumed_at"),
  createdDate: timestamptz("created_date").notNull().defaultNow(),
});
