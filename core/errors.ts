// The one error catalogue (spec §8, API.md "Shapes"). The server throws the
// typed errors below; every client turns a response (or its absence) into a
// ClientError with one of the five catalogue codes.

export const ErrorCode = {
  Unknown: "U-612",
  Network: "N-1001",
  Validation: "V-1001",
  Conflict: "C-1001",
  NotFound: "X-404",
  // Not in the spec's client catalogue; the server needs a code for every
  // body it sends (see docs/decisions/002-error-codes.md).
  Authentication: "A-1001",
  Permission: "P-1001",
  RateLimited: "R-1001",
  Upstream: "S-1001",
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const serverErrorTypes = {
  DataValidationError: { status: 400, code: ErrorCode.Validation },
  AuthenticationException: { status: 401, code: ErrorCode.Authentication },
  PermissionException: { status: 403, code: ErrorCode.Permission },
  DoesNotExistException: { status: 404, code: ErrorCode.NotFound },
  ConflictException: { status: 409, code: ErrorCode.Conflict },
  RateLimitException: { status: 429, code: ErrorCode.RateLimited },
  // A service we depend on (the payment provider) failed; nothing was done.
  UpstreamServiceError: { status: 502, code: ErrorCode.Upstream },
  InternalError: { status: 500, code: ErrorCode.Unknown },
} as const;
export type ServerErrorType = keyof typeof serverErrorTypes;

export interface FieldError {
  field: string;
  message: string;
}

/**
 * What a stale write's 409 says about the record as it is now, so a form can
 * tell who changed it and when (docs/decisions/009-back-office.md).
 */
export interface CurrentVersion {
  version: number;
  /** ISO instant. */
  modified_date: string;
  /** The last person to save it; null when unknown (older rows, deleted accounts). */
  modified_by: { id: string; name: string } | null;
}

/** The JSON body of every error response of the v5 API. */
export interface ApiErrorBody {
  type: ServerErrorType;
  code: string;
  message: string;
  errors?: FieldError[];
  /** ConflictException on a stale version only. */
  current?: CurrentVersion;
  request_id?: string;
}

/** What an ApiError may carry besides its message. */
export interface ApiErrorDetails {
  errors?: FieldError[] | undefined;
  current?: CurrentVersion | undefined;
  /** Seconds until a rate-limited caller may try again; sent as Retry-After. */
  retryAfter?: number | undefined;
}

/** Thrown by services; the API's error handler turns it into an ApiErrorBody. */
export class ApiError extends Error {
  readonly type: ServerErrorType;
  readonly status: number;
  readonly code: string;
  readonly errors: FieldError[] | undefined;
  readonly current: CurrentVersion | undefined;
  readonly retryAfter: number | undefined;

  constructor(
    type: ServerErrorType,
    message: string,
    errors?: FieldError[],
    details: Omit<ApiErrorDetails, "errors"> = {},
  ) {
    super(message);
    this.name = type;
    this.type = type;
    this.status = serverErrorTypes[type].status;
    this.code = serverErrorTypes[type].code;
    this.errors = errors;
    this.current = details.current;
    this.retryAfter = details.retryAfter;
  }

  toBody(requestId?: string): ApiErrorBody {
    const body: ApiErrorBody = { type: this.type, code: this.code, message: this.message };
    if (this.errors) body.errors = this.errors;
    if (this.current) body.current = this.current;
    if (requestId) body.request_id = requestId;
    return body;
  }
}

export const validationError = (errors: FieldError[], message = "Some fields need attention.") =>
  new ApiError("DataValidationError", message, errors);
export const notFound = (what = "That record") =>
  new ApiError("DoesNotExistException", `${what} does not exist.`);
export const conflict = (
  message = "That conflicts with an existing record.",
  details: ApiErrorDetails = {},
) => new ApiError("ConflictException", message, details.errors, { current: details.current });
export const unauthenticated = (message = "Please sign in.") =>
  new ApiError("AuthenticationException", message);
export const forbidden = (message = "You do not have permission to do that.") =>
  new ApiError("PermissionException", message);

// ---------------------------------------------------------------- client side

export interface ClientError {
  code: ErrorCode;
  /** The server's error type when the server sent one. */
  type?: ServerErrorType;
  status?: number;
  message: string;
  errors: FieldError[];
  /** On a stale-version conflict: the record's version now, and who saved it when. */
  current?: CurrentVersion;
  requestId?: string;
}

const isServerType = (t: unknown): t is ServerErrorType =>
  typeof t === "string" && Object.hasOwn(serverErrorTypes, t);

/** The body's `current` when it has the documented shape; anything else is dropped. */
function currentOf(v: unknown): CurrentVersion | undefined {
  if (typeof v !== "object" || v === null) return undefined;
  const c = v as Record<string, unknown>;
  if (typeof c.version !== "number" || typeof c.modified_date !== "string") return undefined;
  const by = c.modified_by as Record<string, unknown> | null | undefined;
  const modifiedBy =
    by && typeof by.id === "string" && typeof by.name === "string"
      ? { id: by.id, name: by.name }
      : null;
  return { version: c.version, modified_date: c.modified_date, modified_by: modifiedBy };
}

/**
 * Maps what a call got back to a catalogue entry. `response` is undefined when
 * no response arrived at all (offline, DNS, CORS, aborted): that is N-1001.
 */
export function toClientError(response?: { status: number; body?: unknown }): ClientError {
  if (!response) {
    return { code: ErrorCode.Network, message: "No response from the server.", errors: [] };
  }
  const body = (response.body ?? {}) as Partial<ApiErrorBody>;
  const type = isServerType(body.type) ? body.type : undefined;
  const errors = Array.isArray(body.errors) ? body.errors : [];
  const message = typeof body.message === "string" ? body.message : "Something went wrong.";
  let code: ErrorCode = ErrorCode.Unknown;
  if (type === "DataValidationError" || (!type && response.status === 400)) {
    code = ErrorCode.Validation;
  } else if (type === "ConflictException" || (!type && response.status === 409)) {
    code = ErrorCode.Conflict;
  } else if (type === "DoesNotExistException" || (!type && response.status === 404)) {
    code = ErrorCode.NotFound;
  }
  const out: ClientError = { code, status: response.status, message, errors };
  if (type) out.type = type;
  const current = currentOf(body.current);
  if (current) out.current = current;
  if (typeof body.request_id === "string") out.requestId = body.request_id;
  return out;
}

/** Spec §8: what the session area says when loading the profile fails. */
export function sessionErrorMessage(error: ClientError): string {
  if (error.code === ErrorCode.Network) {
    return "Unable To reach server. Please check your internet connection and try again shortly.";
  }
  if (error.type === "AuthenticationException") {
    return "Unable to authenticate. Please try again or restart your browser.";
  }
  return error.message;
}

/** Spec §5 and §8: what the profile form says when saving fails. */
export function profileErrorMessage(error: ClientError): string {
  if (error.code === ErrorCode.Network) return "Unable to connect to server.";
  if (error.code === ErrorCode.Conflict) return "Please choose a different username.";
  if (error.code === ErrorCode.Validation && error.errors[0]) return error.errors[0].message;
  return error.message;
}
