import { z } from "zod";

/** How many keys one person may have that are not revoked. */
export const MAX_ACTIVE_API_KEYS = 10;

/** POST /account/api-keys: a key's name, so its owner can tell it apart. */
export const createApiKeySchema = z
  .object({
    name: z
      .string({ error: "Give the key a name, so you can tell it apart from your others." })
      .trim()
      .min(1, "Give the key a name, so you can tell it apart from your others.")
      .max(80, "Keep the name to 80 characters or fewer."),
  })
  .strict();
export type CreateApiKey = z.infer<typeof createApiKeySchema>;
