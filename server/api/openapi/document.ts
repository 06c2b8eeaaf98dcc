import { resolver } from "hono-openapi";
import { errorOut } from "../../../core/schemas/api/common.ts";

// What the OpenAPI document says besides its operations: the API, how to
// sign in, and the error answers operations refer to (API.md "Shapes").

const error = (description: string, example: object) => ({
  description,
  content: { "application/json": { schema: resolver(errorOut), example } },
});

export const openApiDocumentation = {
  openapi: "3.1.0",
  info: {
    title: "artcal v5 API",
    version: "5",
    description:
      "The Twin Cities visual-arts calendar: events and their dates, venues, cities, guides, the blog and the shop. JSON in and out. Reads are public; writes need a signed-in account's access token (`Authorization: Bearer …`).",
  },
  servers: [{ url: "/api/v5" }],
  components: {
    securitySchemes: {
      bearerAuth: {
        type: "http" as const,
        scheme: "bearer",
        description:
          "The access token of a signed-in session (GET /api/auth/token with the session cookie).",
      },
      apiKey: {
        type: "apiKey" as const,
        in: "header" as const,
        name: "X-Api-Key",
        description:
          "An API key (POST /account/api-keys) for reading what the public reads, under the key's own limit a minute; only GET and HEAD. Without a bearer token.",
      },
    },
    responses: {
      ValidationError: error("The request is not valid; `errors` names each field.", {
        type: "DataValidationError",
        code: "V-1001",
        message: "Some fields need attention.",
        errors: [{ field: "name", message: "Enter the venue's name." }],
      }),
      AuthenticationError: error(
        "No valid access token, or an API key that is unknown or revoked.",
        {
          type: "AuthenticationException",
          code: "A-1001",
          message: "Please sign in.",
        },
      ),
      PermissionError: error("Signed in, but not allowed.", {
        type: "PermissionException",
        code: "P-1001",
        message: "You do not have permission to do that.",
      }),
      NotFoundError: error("No such record.", {
        type: "DoesNotExistException",
        code: "X-404",
        message: "That venue does not exist.",
      }),
      ConflictError: error("A stale `version`, or a value another record has.", {
        type: "ConflictException",
        code: "C-1001",
        message: "Someone saved this after you opened it.",
        current: { version: 4, modified_date: "2026-11-21T10:00:00.000Z", modified_by: null },
      }),
      RateLimited: error("Too many requests; wait as long as Retry-After says.", {
        type: "RateLimitException",
        code: "R-1001",
        message: "Too many requests. Try again in a minute.",
      }),
      UpstreamError: error("The payment provider failed; nothing was done. Try again.", {
        type: "UpstreamServiceError",
        code: "S-1001",
        message: "The payment service did not answer. Nothing was charged; please try again.",
      }),
      InternalError: error("Something failed on our side; quote the request id.", {
        type: "InternalError",
        code: "U-612",
        message: "Something went wrong on our side.",
        request_id: "b7e4c2a1",
      }),
    },
  },
};
