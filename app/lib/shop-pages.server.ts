import { data, type RouterContextProvider } from "react-router";
import { ApiError } from "../../core/errors.ts";
import type { Actor } from "../../server/lib/policy.ts";
import { serverContext } from "./context.server.ts";

// What the shop's pages share on the server: the anonymous actor for public
// reads, the sandbox (its pages are a 404 with Stripe), and turning a
// service's refusal into what a form shows.

type Ctx = Readonly<RouterContextProvider>;

/** Public catalogue reads are made as a visitor: staff see the shop as everyone does. */
export const visitor: Actor = { kind: "anonymous" };

export function notFound(what: string): never {
  throw data({ what }, { status: 404, statusText: `${what} not found` });
}

/** The sandbox's own actions, or this page's 404 when Stripe takes the payments. */
export function sandboxOr404(context: Ctx) {
  const sandbox = serverContext(context).services.sandbox;
  if (!sandbox) notFound("Page");
  return sandbox;
}

/** The order a confirmation id names; a 404 for an unknown or malformed id. */
export async function orderOr404(context: Ctx, confirmationId: string | null) {
  const { services } = serverContext(context);
  try {
    return await services.shop.orderConfirmation({ order_confirmation_id: confirmationId ?? "" });
  } catch (err) {
    // A malformed id is as unknown as a missing one.
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) notFound("Order");
    throw err;
  }
}

export interface ShopFormFailure {
  message: string;
  fields: Record<string, string>;
  status: number;
}

/**
 * A service's refusal as a form shows it: per-field messages renamed to the
 * form's own field names (`rename` maps the API's field paths), and the
 * first message as the summary. Errors that are not refusals (bugs, the
 * database) are thrown on to the error page.
 */
export function shopFailure(err: unknown, rename: Record<string, string> = {}): ShopFormFailure {
  if (!(err instanceof ApiError)) throw err;
  // The payment service being unreachable is said plainly; our own 500s go to the error page.
  if (err.status >= 500 && err.type !== "UpstreamServiceError") throw err;
  const fields: Record<string, string> = {};
  for (const f of err.errors ?? []) {
    const name = rename[f.field] ?? rename[f.field.replace(/\.\d+\./, ".*.")] ?? f.field;
    fields[name] ??= f.message;
  }
  return { message: err.errors?.[0]?.message ?? err.message, fields, status: err.status };
}
