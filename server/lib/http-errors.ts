import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { ZodError } from "zod";
import { ApiError, conflict, validationError } from "../../core/errors.ts";
import type { Logger } from "./logger.ts";
import { fieldErrors } from "./validate.ts";

/** PostgreSQL error codes we turn into client errors instead of a 500. */
export const PG_UNIQUE_VIOLATION = "23505";
export const PG_FOREIGN_KEY_VIOLATION = "23503";
const PG_INVALID_TEXT = "22P02";

export function pgCode(err: unknown): string | undefined {
  // Drizzle wraps driver errors; the driver's error (with its SQLSTATE) is the cause.
  for (
    let e: unknown = err, depth = 0;
    e && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Turns anything thrown into an ApiError, or undefined when it is unexpected. */
export function toApiError(err: unknown): ApiError | undefined {
  if (err instanceof ApiError) return err;
  if (err instanceof ZodError) return validationError(fieldErrors(err.issues));
  if (err instanceof HTTPException) {
    if (err.status === 401)
      return new ApiError("AuthenticationException", err.message || "Please sign in.");
    if (err.status === 403)
      return new ApiError("PermissionException", err.message || "Not allowed.");
    if (err.status === 404) return new ApiError("DoesNotExistException", "That does not exist.");
    if (err.status < 500) {
      return validationError([
        { field: "body", message: err.message || "The request is not valid." },
      ]);
    }
    return undefined;
  }
  switch (pgCode(err)) {
    case PG_UNIQUE_VIOLATION:
      return conflict("A record with that value already exists.");
    case PG_FOREIGN_KEY_VIOLATION:
      return validationError([
        { field: "body", message: "It refers to a record that does not exist." },
      ]);
    case PG_INVALID_TEXT:
      return validationError([
        { field: "body", message: "A value is not in the expected format." },
      ]);
    default:
      return undefined;
  }
}

/** The one error handler of the v5 API: every failure leaves in the API.md error shape. */
export function apiErrorHandler(logger: Logger) {
  return (err: unknown, c: Context) => {
    const requestId = c.get("requestId") as string | undefined;
    const known = toApiError(err);
    if (known) {
      if (known.status >= 500) logger.error({ err, request_id: requestId }, "api error");
      if (known.retryAfter !== undefined) c.header("retry-after", String(known.retryAfter));
      return c.json(known.toBody(requestId), known.status as 400);
    }
    logger.error({ err, request_id: requestId, path: c.req.path }, "unexpected error");
    const body = new ApiError(
      "InternalError",
      "Something went wrong on our side. Please try again; if it keeps happening, quote the request id.",
    ).toBody(requestId);
    return c.json(body, 500);
  };
}
