import { Alert, Box, Button, CircularProgress, Stack, Typography } from "@mui/material";
import { type FormEvent, useEffect, useRef, useState } from "react";

// The tip jar's card form when Stripe takes the payments: Stripe's Payment
// Element, from Stripe.js. This is the only place the site loads anything
// from Stripe, and only on this step with the Stripe provider; the sandbox
// never loads anything remote. It needs JavaScript (Stripe's card fields do).

const STRIPE_JS = "https://js.stripe.com/v3/";

/** The little of Stripe.js this form uses. */
interface StripeJs {
  elements(options: { clientSecret: string }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
  }): Promise<{ error?: { message?: string } }>;
}
interface StripeElements {
  create(type: "payment"): { mount(el: HTMLElement): void; destroy(): void };
}
type StripeFactory = (publishableKey: string) => StripeJs;

function loadStripe(): Promise<StripeFactory> {
  const w = window as unknown as { Stripe?: StripeFactory };
  if (w.Stripe) return Promise.resolve(w.Stripe);
  return new Promise((resolve, reject) => {
    let script = document.querySelector<HTMLScriptElement>(`script[src="${STRIPE_JS}"]`);
    if (!script) {
      script = document.createElement("script");
      script.src = STRIPE_JS;
      script.async = true;
      document.head.appendChild(script);
    }
    script.addEventListener("load", () =>
      w.Stripe ? resolve(w.Stripe) : reject(new Error("no Stripe")),
    );
    script.addEventListener("error", () => reject(new Error("Stripe.js did not load")));
  });
}

export function ShopStripeTip({
  publishableKey,
  clientSecret,
  confirmationPath,
  amountText,
}: {
  publishableKey: string;
  clientSecret: string;
  /** Where Stripe sends the buyer after paying (our confirmation page). */
  confirmationPath: string;
  amountText: string;
}) {
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: StripeJs; elements: StripeElements } | null>(null);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let element: { destroy(): void } | null = null;
    let gone = false;
    loadStripe()
      .then((Stripe) => {
        if (gone || !mountRef.current) return;
        const stripe = Stripe(publishableKey);
        const elements = stripe.elements({ clientSecret });
        const payment = elements.create("payment");
        payment.mount(mountRef.current);
        element = payment;
        stripeRef.current = { stripe, elements };
        setReady(true);
      })
      .catch(() =>
        setError("The card form could not load. Check your connection and reload the page."),
      );
    return () => {
      gone = true;
      element?.destroy();
    };
  }, [publishableKey, clientSecret]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const s = stripeRef.current;
    if (!s) return;
    setBusy(true);
    setError(null);
    // On success Stripe leaves the page for return_url; only failures come back here.
    const { error: failure } = await s.stripe.confirmPayment({
      elements: s.elements,
      confirmParams: { return_url: new URL(confirmationPath, window.location.origin).toString() },
    });
    setBusy(false);
    setError(failure?.message ?? "The payment did not go through. Try another card.");
  }

  return (
    <Box component="form" onSubmit={submit} data-testid="stripe-tip-form">
      <Stack spacing={2.5}>
        <noscript>
          <Alert severity="warning">
            Paying by card needs JavaScript turned on in your browser.
          </Alert>
        </noscript>
        {error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}
        {ready ? null : (
          <Stack
            direction="row"
            spacing={1.5}
            sx={{ alignItems: "center", color: "text.secondary" }}
          >
            <CircularProgress size={18} aria-hidden="true" />
            <Typography>Loading the card form…</Typography>
          </Stack>
        )}
        {/* Stripe owns what is inside this box; React leaves it empty. */}
        <div ref={mountRef} />
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!ready || busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {busy ? "Paying…" : `Pay ${amountText}`}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
