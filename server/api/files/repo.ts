import { and, asc, desc, eq, gt, ilike, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { fileContainers, uploads } from "../../../db/schema/files.ts";
import { likePattern } from "../../lib/records.ts";
import { pageAndTotal, updateAt } from "../../lib/table-repo.ts";

export type ContainerRow = typeof fileContainers.$inferSelect;
export type ContainerInsert = typeof fileContainers.$inferInsert;
export type UploadRow = typeof uploads.$inferSelect;
export type LookupField = "id" | "legacy_id";

export function createFilesRepo(db: Db) {
  const key = { id: fileContainers.id, legacy_id: fileContainers.legacyId } as const;
  return {
    async find(field: LookupField, value: string): Promise<ContainerRow | null> {
      const [row] = await db.select().from(fileContainers).where(eq(key[field], value));
      return row ?? null;
    },

    async findMany(ids: string[]): Promise<ContainerRow[]> {
      if (!ids.length) return [];
      return db.select().from(fileContainers).where(sql`${fileContainers.id} in ${ids}`);
    },

    /** Newest first; `query` searches filename and caption. */
    async list(p: { offset: number; limit: number; query?: string }) {
      const where = p.query
        ? or(
            ilike(fileContainers.filename, likePattern(p.query)),
            ilike(fileContainers.caption, likePattern(p.query)),
          )
        : undefined;
      const rows = db
        .select()
        .from(fileContainers)
        .where(where)
        .orderBy(desc(fileContainers.createdDate), desc(fileContainers.id));
      return pageAndTotal(db, fileContainers, where, rows, p);
    },

    async insert(values: ContainerInsert): Promise<ContainerRow> {
      const [row] = await db.insert(fileContainers).values(values).returning();
      return row!;
    },

    /** Creates a container from an upload and marks the upload used, in one transaction; null when the upload was used meanwhile. */
    async insertFromUpload(
      values: ContainerInsert,
      uploadId: string,
    ): Promise<ContainerRow | null> {
      return db.transaction(async (tx) => {
        const used = await tx
          .update(uploads)
          .set({ consumedAt: new Date() })
          .where(and(eq(uploads.id, uploadId), isNull(uploads.consumedAt)))
          .returning({ id: uploads.id });
        if (!used.length) return null;
        const [row] = await tx.insert(fileContainers).values(values).returning();
        return row!;
      });
    },

    /**
     * Up to `limit` containers of an upload type with an original to cut
     * from and without version `name`, in id order after `afterId` (a
     * backfill's next batch).
     */
    async lackingVersion(type: string, name: string, afterId: string | null, limit: number) {
      return db
        .select()
        .from(fileContainers)
        .where(
          and(
            eq(fileContainers.uploadType, type),
            isNotNull(fileContainers.originalKey),
            sql`not (${fileContainers.versions} ? ${name})`,
            afterId ? gt(fileContainers.id, afterId) : undefined,
          ),
        )
        .orderBy(asc(fileContainers.id))
        .limit(limit);
    },

    /** null when the version is stale or the container is gone. */
    update: (id: string, values: Partial<ContainerInsert>, version?: number) =>
      updateAt(db, fileContainers, id, values, version),

    uploads: {
      async insert(values: typeof uploads.$inferInsert): Promise<UploadRow> {
        const [row] = await db.insert(uploads).values(values).returning();
        return row!;
      },
      async find(id: string): Promise<UploadRow | null> {
        const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
        return row ?? null;
      },
      async findByKey(k: string): Promise<UploadRow | null> {
        const [row] = await db.select().from(uploads).where(eq(uploads.key, k));
        return row ?? null;
      },
      /** Claims the slot for the bytes: false when they were already sent once. */
      async markReceived(id: string): Promise<boolean> {
        const rows = await db
          .update(uploads)
          .set({ receivedAt: new Date() })
          .where(and(eq(uploads.id, id), isNull(uploads.receivedAt)))
          .returning({ id: uploads.id });
        return rows.length > 0;
      },
      async unmarkReceived(id: string) {
        await db.update(uploads).set({ receivedAt: null }).where(eq(uploads.id, id));
      },
    },
  };
}

export type FilesRepo = ReturnType<typeof createFilesRepo>;
