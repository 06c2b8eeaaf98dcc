import { ApiError } from "../../core/errors.ts";

// What /account/saved, /account/following and their "add" links share on the server.

/**
 * Whether a GET that changes the visitor's own data may act at once: a
 * navigation from this site (the sign-in flow's redirects, a control's link)
 * or typed/opened by the visitor. One started by another site (a link or an
 * image elsewhere) gets a button to confirm instead, so no other site can
 * save or follow things in someone's name.
 */
export function mayActOnGet(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  return site === null || site === "same-origin" || site === "none";
}

/** A service's refusal in plain words for the page, and its status. */
export function personalFailure(err: unknown): { status: number; message: string } {
  if (err instanceof ApiError) {
    if (err.status === 404)
      return { status: 404, message: "That is no longer on the calendar, so it can't be kept." };
    if (err.status === 400) return { status: 400, message: "That link isn't one we can follow." };
  }
  throw err;
}
