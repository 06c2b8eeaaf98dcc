import { ApiError, profileErrorMessage, toClientError } from "../../core/errors.ts";

/** Spec §8 profile messages, for a failed profile save in a page action. */
export function profileFailure(
  err: unknown,
): { message: string; fields: Record<string, string> } | null {
  if (!(err instanceof ApiError)) return null;
  const client = toClientError({ status: err.status, body: err.toBody() });
  return {
    message: profileErrorMessage(client),
    fields: Object.fromEntries(client.errors.map((e) => [e.field, e.message])),
  };
}
