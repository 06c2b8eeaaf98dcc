import { z } from "zod";
import { idOut, instantOut } from "./common.ts";

// API keys as the v5 API answers (server/api/api-keys/present.ts, decision
// 063). The secret appears once, in the answer that creates the key; no
// other answer has it or its hash.

const keyFields = {
  id: idOut,
  name: z.string().meta({ description: "What its owner called it." }),
  prefix: z
    .string()
    .meta({ description: "The secret's first characters, to tell keys apart; not usable alone." }),
  created_date: instantOut,
  last_used_date: instantOut
    .nullable()
    .meta({ description: "The last request made with it; null when never used." }),
  revoked_date: instantOut
    .nullable()
    .meta({ description: "When it stopped working; null while it works." }),
  requests_30d: z.number().int().min(0).meta({
    description: "Requests made with it in the last 30 days (site days, today included).",
  }),
};

const keyExample = {
  id: "0b5e7c1a-2d3f-4a6b-9c8d-7e6f5a4b3c2d",
  name: "Gallery newsletter",
  prefix: "ak_3f9c2a1b",
  created_date: "2026-11-02T15:04:05.000Z",
  last_used_date: "2026-12-03T18:30:00.000Z",
  revoked_date: null,
  requests_30d: 412,
};

/** One of one's own keys: GET /account/api-keys, revoke. */
export const apiKeyOut = z.strictObject(keyFields).meta({ id: "ApiKey", example: keyExample });

/** POST /account/api-keys: the key with its secret, shown this once. */
export const createdApiKeyOut = z
  .strictObject({
    ...keyFields,
    secret: z.string().meta({
      description:
        "Send it as the X-Api-Key header. Shown only in this answer: it is not kept, only its hash.",
    }),
  })
  .meta({
    id: "CreatedApiKey",
    example: {
      ...keyExample,
      last_used_date: null,
      requests_30d: 0,
      secret: "ak_3f9c2a1bQ0x7mV9kTzR4pLw2Yc8sNf6H",
    },
  });

/** GET /security/api-keys/list: every key, with its owner and its use. */
export const staffApiKeyOut = z
  .strictObject({
    ...keyFields,
    requests_today: z
      .number()
      .int()
      .min(0)
      .meta({ description: "Requests made with it today (America/Chicago)." }),
    owner: z.strictObject({
      user_id: idOut,
      name: z.string().nullable(),
      username: z.string().nullable(),
    }),
  })
  .meta({
    id: "StaffApiKey",
    example: {
      ...keyExample,
      requests_today: 17,
      owner: {
        user_id: "9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a",
        name: "Ada Lovelace",
        username: "ada",
      },
    },
  });

export type ApiKeyOut = z.output<typeof apiKeyOut>;
export type CreatedApiKeyOut = z.output<typeof createdApiKeyOut>;
export type StaffApiKeyOut = z.output<typeof staffApiKeyOut>;
