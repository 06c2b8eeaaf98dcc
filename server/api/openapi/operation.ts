import type { MiddlewareHandler } from "hono";
import { type DescribeRouteOptions, describeRoute, resolver } from "hono-openapi";
import { z } from "zod";
import { one, page } from "../../../core/schemas/api/common.ts";
import { type QueryParam, queryParameters } from "./parameters.ts";

// How a v5 route describes itself in the OpenAPI document (issue 32,
// decision 062): one call per route, next to the route, from the schemas
// the server validates with and the schemas its answers are checked against.

/** Who may call it: the document's security and its 401/403 answers follow. */
export type Access = "public" | "signed-in" | "staff" | "editor";

const accessNote: Record<Access, string> = {
  public: "Public; a signed-in caller may see more (staff: drafts).",
  "signed-in": "Any signed-in user.",
  staff: "Site administrators only.",
  editor: "Site administrators, or an editor of the venues concerned.",
};

export interface Operation {
  summary: string;
  description?: string;
  tag: string;
  access: Access;
  /**
   * The records it answers with: one (`{"results": {...}}`) or a page of
   * them; `results` may be an array (`{"results": [...]}`, not paged).
   */
  results?: z.ZodType;
  list?: boolean;
  /** The whole JSON body is this schema, without the results envelope. */
  bare?: z.ZodType;
  /** An answer that is not JSON: no content (204), a redirect (303) or a file (its media type). */
  other?: { status: 200 | 204 | 303; media?: string; description: string; example?: string };
  /** 201 for creation; 200 otherwise. */
  status?: 200 | 201;
  /** Rate-limited: 429 with Retry-After. */
  limited?: boolean;
  /**
   * Error answers beyond those its access, body, query and flags imply: a
   * 400 for a path parameter, a 401 for a token in the body, a 403 of a
   * signed-in route that refuses some callers, a 502 when the payment
   * provider fails.
   */
  also?: Exclude<keyof typeof errorNames, 500>[];
  /** The body may be left out. */
  optionalBody?: boolean;
  /** Request headers it reads (a webhook's signature). */
  headers?: { name: string; description: string }[];
  /** When the generated one would clash (one route under two paths). */
  operationId?: string;
  query?: QueryParam[];
  /** The JSON body it reads, as the service validates it. */
  body?: z.ZodType;
  /** A lookup or a write to one record: 404 when it does not exist. */
  notFound?: boolean;
  /** A write with `version`, or a unique field: 409. */
  conflict?: boolean;
}

/** The error answers (document.ts components.responses) by status. */
const errorNames = {
  400: "ValidationError",
  401: "AuthenticationError",
  403: "PermissionError",
  404: "NotFoundError",
  409: "ConflictError",
  429: "RateLimited",
  500: "InternalError",
  502: "UpstreamError",
} as const;
const errorResponse = (status: keyof typeof errorNames) => ({
  $ref: `#/components/responses/${errorNames[status]}`,
});

/** The example of an answer, from the example its record schema carries. */
function exampleOf(op: Operation): unknown {
  if (op.bare) return op.bare.meta()?.example;
  const schema = (op.results instanceof z.ZodArray ? op.results.element : op.results) as z.ZodType;
  const example = schema.meta()?.example;
  if (example === undefined) return undefined;
  const item = op.results instanceof z.ZodArray ? [example] : example;
  return op.list
    ? { results: [item], page: 0, page_size: 25, total: 1, more: false }
    : { results: item };
}

/** The successful answer, by status. */
function success(op: Operation): NonNullable<DescribeRouteOptions["responses"]> {
  if (op.other) {
    const { status, media, description, example } = op.other;
    const content = media
      ? { [media]: { schema: { type: "string" as const }, example } }
      : undefined;
    return { [status]: { description, ...(content ? { content } : {}) } };
  }
  const status = op.status ?? 200;
  const schema = op.bare ?? (op.list ? page(op.results!) : one(op.results!));
  return {
    [status]: {
      description: op.list ? "A page of the list." : status === 201 ? "Created." : "The answer.",
      content: { "application/json": { schema: resolver(schema), example: exampleOf(op) } },
    },
  };
}

export function documented(op: Operation): MiddlewareHandler {
  const responses = success(op);
  const errors = new Set<keyof typeof errorNames>(op.also);
  if (op.body || op.query) errors.add(400);
  if (op.access !== "public") errors.add(401);
  // A public operation may be called with an API key (decision 063): an unknown
  // or revoked key is a 401, past the key's limit a 429, a key on a write a 403.
  if (op.access === "public") {
    errors.add(401);
    errors.add(429);
    if (op.body) errors.add(403);
  }
  if (op.access === "staff" || op.access === "editor") errors.add(403);
  if (op.notFound) errors.add(404);
  if (op.conflict) errors.add(409);
  if (op.limited) errors.add(429);
  // Any operation may fail on our side: U-612 with a request id, never a stack trace.
  errors.add(500);
  for (const status of [...errors].sort()) responses[status] = errorResponse(status);
  const parameters = [
    ...(op.query ? queryParameters(op.query) : []),
    ...(op.headers ?? []).map((h) => ({
      in: "header" as const,
      required: false,
      schema: { type: "string" as const },
      ...h,
    })),
  ];
  return describeRoute({
    ...(op.operationId ? { operationId: op.operationId } : {}),
    summary: op.summary,
    description: [op.description, accessNote[op.access]].filter(Boolean).join("\n\n"),
    tags: [op.tag],
    security:
      op.access === "public" ? [{}, { bearerAuth: [] }, { apiKey: [] }] : [{ bearerAuth: [] }],
    ...(parameters.length ? { parameters } : {}),
    ...(op.body
      ? {
          requestBody: {
            required: !op.optionalBody,
            content: { "application/json": { schema: resolver(op.body) } },
          },
        }
      : {}),
    responses,
  });
}
