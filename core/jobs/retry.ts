// When a failed job runs again: exponential backoff from a base delay, capped,
// so a down mail server is asked again in seconds at first and then hourly,
// not hammered. No jitter: few processes share a queue, and SKIP LOCKED
// already spreads them over different jobs.

export interface RetryPolicy {
  /** Tries in all, the first included; after the last failure the job is `failed`. */
  maxAttempts: number;
  /** The pause after the first failure; doubled after each one. */
  baseDelayMs: number;
  /** The longest pause. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  maxAttempts: 10,
  baseDelayMs: 10_000,
  maxDelayMs: 3_600_000,
};

/** The pause before the next try after `attempts` tries have failed (1 = the first). */
export function retryDelayMs(attempts: number, policy: RetryPolicy = DEFAULT_RETRY): number {
  const exponent = Math.max(0, attempts - 1);
  // 2^30 is past any cap we use; stop before the number stops being exact.
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(exponent, 30));
}

/** Whether a job that has failed `attempts` times gets another try. */
export const triesLeft = (attempts: number, maxAttempts: number) => attempts < maxAttempts;
