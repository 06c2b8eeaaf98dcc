import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { appSettings } from "../../../db/schema/profiles.ts";

/**
 * The value of a generated setting: made once by whichever server asks first,
 * then read by all (so N app servers share one auth secret with no configuration).
 */
export async function ensureGeneratedSetting(db: Db, key: string): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key, value: randomBytes(48).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  return row!.value;
}
