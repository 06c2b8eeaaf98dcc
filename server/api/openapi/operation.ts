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
  query?: QueryParam[];
  /** The JSON body it reads, as the service validates it. */
  body?: z.ZodType;
  /** A lookup or a write to one record: 404 when it does not exist. */
  notFound?: boolean;
  /** A write with `version`, or a unique field: 409. */
  conflict?: boolean;
}

const errorResponse = (name: string) => ({ $ref: `#/components/responses/${name}` });

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
  if (op.body || op.query) responses[400] = errorResponse("ValidationError");
  if (op.access !== "public") responses[401] = errorResponse("AuthenticationError");
  if (op.access === "staff" || op.access === "editor")
    responses[403] = errorResponse("PermissionError");
  if (op.notFound) responses[404] = errorResponse("NotFoundError");
  if (op.conflict) responses[409] = errorResponse("ConflictError");
  if (op.limited) responses[429] = errorResponse("RateLimited");
  return describeRoute({
    summary: op.summary,
    description: [op.description, accessNote[op.access]].filter(Boolean).join("\n\n"),
    tags: [op.tag],
    security: op.access === "public" ? [{}, { bearerAuth: [] }] : [{ bearerAuth: [] }],
    ...(op.query ? { parameters: queryParameters(op.query) } : {}),
    ...(op.body
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: resolver(op.body) } },
          },
        }
      : {}),
    responses,
  });
}
