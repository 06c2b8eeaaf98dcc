// Why a guarded fetch failed, with the words a person is shown (the
// endpoints answer them as 400s on the `url` field).

export type FetchFailure =
  | "bad_url"
  | "not_allowed"
  | "not_found"
  | "unreachable"
  | "timeout"
  | "too_many_redirects"
  | "http_status"
  | "wrong_type"
  | "too_large";

const MESSAGES: Record<FetchFailure, string> = {
  bad_url: "That is not a web address we can open.",
  not_allowed: "That address is not allowed.",
  not_found: "We could not find that site. Check the address.",
  unreachable: "We could not reach that address.",
  timeout: "The page took too long to answer.",
  too_many_redirects: "The page redirected too many times.",
  http_status: "The page answered with an error.",
  wrong_type: "That address is not a web page.",
  too_large: "That file is too large.",
};

export class SafeFetchError extends Error {
  readonly reason: FetchFailure;
  /** The HTTP status, for http_status. */
  readonly status: number | undefined;
  /** What the server said it sent, for wrong_type. */
  readonly contentType: string | undefined;

  constructor(
    reason: FetchFailure,
    details: { status?: number; contentType?: string; cause?: unknown; message?: string } = {},
  ) {
    const status = details.status ? ` (HTTP ${details.status})` : "";
    super(details.message ?? MESSAGES[reason].replace(/\.$/, `${status}.`), {
      cause: details.cause,
    });
    this.name = "SafeFetchError";
    this.reason = reason;
    this.status = details.status;
    this.contentType = details.contentType;
  }
}
