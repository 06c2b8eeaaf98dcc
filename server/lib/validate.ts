import type { z } from "zod";
import { type FieldError, validationError } from "../../core/errors.ts";
import { assertJsonDepth, assertNoNul } from "./limits.ts";

/** One entry per field: the first problem found with it, in the order zod reports them. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[], rootField = "body"): FieldError[] {
  const seen = new Map<string, FieldError>();
  for (const issue of issues) {
    const field = issue.path.length ? issue.path.map(String).join(".") : rootField;
    if (!seen.has(field)) seen.set(field, { field, message: issue.message });
  }
  return [...seen.values()];
}

/** Parses input with a schema from core/schemas, or throws DataValidationError (400, V-1001). */
export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  input: unknown,
  rootField = "body",
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw validationError(fieldErrors(result.error.issues, rootField));
}

/** Reads a JSON request body; a malformed, too deeply nested or NUL-holding one is a 400, an empty one is `{}`. */
export async function readJsonBody(request: { text(): Promise<string> }): Promise<unknown> {
  const text = await request.text();
  if (!text.trim()) return {};
  assertJsonDepth(text);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw validationError([{ field: "body", message: "The request body is not valid JSON." }]);
  }
  assertNoNul(body);
  return body;
}
