import { ApiError } from "../../core/errors.ts";

/** A trimmed text field of a submitted form ("" when absent). */
export function field(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === "string" ? v.trim() : "";
}

/** Response headers carrying the identity service's Set-Cookie lines. */
export function cookieHeaders(from: Headers | undefined): Headers {
  const headers = new Headers();
  for (const c of from?.getSetCookie() ?? []) headers.append("set-cookie", c);
  return headers;
}

export interface FormFailure {
  message: string;
  fields: Record<string, string>;
}

/** Turns a service error into what the form shows: a summary and per-field messages. */
export function formFailure(
  err: unknown,
  fallback = "Something went wrong. Please try again.",
): FormFailure {
  if (err instanceof ApiError) {
    const fields = Object.fromEntries((err.errors ?? []).map((e) => [e.field, e.message]));
    return { message: err.errors?.[0]?.message ?? err.message, fields };
  }
  return { message: fallback, fields: {} };
}

/** better-auth throws APIError with a status code and {message, code}. */
export function identityError(
  err: unknown,
): { status: number; code: string; message: string } | null {
  const e = err as { statusCode?: number; body?: { code?: string; message?: string } };
  if (typeof e?.statusCode !== "number") return null;
  return { status: e.statusCode, code: e.body?.code ?? "", message: e.body?.message ?? "" };
}
