// Libraries that only some requests need (sharp, the AWS SDK, Stripe,
// nodemailer) load on first use rather than at boot: an idle process that
// never touches an image, a bucket, a payment or SMTP does not carry them
// (decision 027 has the figures).

/** Loads once, on the first call; a failed load is tried again on the next. */
export function lazyImport<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
    return loading;
  };
}
