import { z } from "zod";
import { apiKeyOut, createdApiKeyOut, staffApiKeyOut } from "../../../core/schemas/api/api-keys.ts";
import { createApiKeySchema } from "../../../core/schemas/api-keys.ts";
import { documented } from "../openapi/operation.ts";
import { paging } from "../openapi/parameters.ts";
import { apiKeySortKeys } from "./repo.ts";

// API keys for read access (issue 32, decision 063) as the OpenAPI document
// describes them.

const tag = "API keys";
const using =
  "Send a key as the `X-Api-Key` header, without a bearer token: the request reads what the public reads, under the key's own limit a minute, and is counted. A key that is unknown or revoked is a 401; a key on anything but GET or HEAD is a 403.";

export const apiKeysDocs = {
  listOwn: documented({
    summary: "One's API keys",
    description: `Newest first, revoked ones too; never the secret. ${using}`,
    tag,
    access: "signed-in",
    results: z.array(apiKeyOut),
  }),
  create: documented({
    summary: "Make an API key",
    description:
      "Answers with the secret, this once: only its hash is kept, so a lost secret means a new key. At most 10 working keys a person (409 beyond).",
    tag,
    access: "signed-in",
    status: 201,
    results: createdApiKeyOut,
    body: createApiKeySchema,
    conflict: true,
  }),
  revoke: documented({
    summary: "Revoke an API key",
    description:
      "One's own key, or any for staff; another person's key is a 404. It stops working at once; revoking it again keeps the first revoked_date.",
    tag,
    access: "signed-in",
    results: apiKeyOut,
    notFound: true,
  }),
  listAll: documented({
    summary: "Every API key",
    description:
      "Every key, revoked ones too, with its owner and its requests today and in the last 30 days; newest first by default. `query` finds keys by their name or prefix, or their owner's name or username.",
    tag,
    access: "staff",
    results: staffApiKeyOut,
    list: true,
    query: [...paging(apiKeySortKeys), "query"],
  }),
};
