import { Alert, Box, Button, Chip, Stack, Typography } from "@mui/material";
import { data, Form, Link, redirect } from "react-router";
import { formatLongDate } from "../../core/dates/index.ts";
import { MuiTheme } from "../components/mui-theme.tsx";
import { NotFoundView } from "../components/not-found-view.tsx";
import { ShopSandboxFrame } from "../components/shop-sandbox-frame.tsx";
import { SubmitButton } from "../components/submit-button.tsx";
import { field } from "../lib/forms.server.ts";
import { privateMeta } from "../lib/meta.ts";
import { priceText } from "../lib/shop-money.ts";
import { notFound, sandboxOr404 } from "../lib/shop-pages.server.ts";
import type { Route } from "./+types/sandbox-portal";

// The sandbox's billing portal (Stripe's customer portal stand-in): the
// customer's memberships, cancel (after a confirm step, a page of its own
// so it works without JavaScript) and, in test mode only, a renewal now.

const NOTICES: Record<string, string> = {
  canceled: "Your membership is canceled.",
  renewed: "Renewed: the next period is paid and the renewal date moved on.",
};

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const portal = await sandboxOr404(context).portal(params.portalId);
  if (!portal) notFound("Billing portal");
  const url = new URL(request.url);
  return {
    returnUrl: portal.returnUrl,
    // Active memberships first: they are the ones with something to do.
    subscriptions: [...portal.subscriptions]
      .sort((a, b) => Number(b.status === "active") - Number(a.status === "active"))
      .map((s) => ({
        id: s.id,
        status: s.status,
        name: s.line?.name ?? "Membership",
        price: s.line
          ? priceText({
              amount: s.line.unitAmount,
              currency: s.line.currency,
              interval: s.line.interval,
            })
          : null,
        periodEnd: s.currentPeriodEnd ? formatLongDate(new Date(s.currentPeriodEnd)) : null,
      })),
    confirming: url.searchParams.get("cancel"),
    notice: NOTICES[url.searchParams.get("done") ?? ""] ?? null,
  };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const sandbox = sandboxOr404(context);
  const form = await request.formData();
  const sub = field(form, "subscription");
  const intent = field(form, "intent");
  const done =
    intent === "cancel"
      ? (await sandbox.cancelSubscription(params.portalId, sub)) && "canceled"
      : intent === "renew"
        ? (await sandbox.renewSubscription(params.portalId, sub)) && "renewed"
        : false;
  if (!done)
    return data(
      {
        error: "That membership can't be changed any more. Reload the page to see where it stands.",
      },
      { status: 400 },
    );
  return redirect(`/shop/sandbox/portal/${encodeURIComponent(params.portalId)}?done=${done}`);
}

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Billing (test mode)");

const STATUS: Record<string, string> = {
  active: "Active",
  canceled: "Canceled",
  past_due: "Payment due",
};

function SandboxPortal({ loaderData, actionData, params }: Route.ComponentProps) {
  const { subscriptions, confirming, notice, returnUrl } = loaderData;
  const here = `/shop/sandbox/portal/${params.portalId}`;
  return (
    <ShopSandboxFrame title="Billing" intro="Your memberships and their renewals.">
      {notice ? (
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {notice}
        </Alert>
      ) : null}
      {actionData?.error ? (
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          {actionData.error}
        </Alert>
      ) : null}
      {subscriptions.length === 0 ? (
        <Typography sx={{ mb: 3 }}>You have no memberships.</Typography>
      ) : null}
      <Stack spacing={2} sx={{ mb: 4 }}>
        {subscriptions.map((s) => {
          const active = s.status === "active";
          return (
            <Box
              key={s.id}
              component="section"
              aria-label={s.name}
              sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: { xs: 2, sm: 2.5 } }}
            >
              <Box
                sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1.5, mb: 0.5 }}
              >
                <Typography component="h2" variant="h4">
                  {s.name}
                </Typography>
                <Chip
                  size="small"
                  label={STATUS[s.status] ?? s.status}
                  color={active ? "success" : "default"}
                  variant={active ? "filled" : "outlined"}
                />
              </Box>
              {s.price ? <Typography>{s.price}</Typography> : null}
              {/* A cancel here takes effect at once: a canceled one has no date to show. */}
              {active && s.periodEnd ? (
                <Typography color="text.secondary">Renews on {s.periodEnd}</Typography>
              ) : null}
              {active && confirming === s.id ? (
                <Form method="post" action={here}>
                  <input type="hidden" name="subscription" value={s.id} />
                  <Alert severity="warning" sx={{ mt: 2 }}>
                    Cancel your {s.name}? It ends now and you won't be billed again.
                  </Alert>
                  <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, mt: 2 }}>
                    <SubmitButton intent="cancel" busyLabel="Canceling…" color="error">
                      Yes, cancel membership
                    </SubmitButton>
                    <Button
                      component={Link}
                      to={here}
                      replace
                      preventScrollReset
                      variant="outlined"
                      color="secondary"
                      size="large"
                    >
                      Keep it
                    </Button>
                  </Box>
                </Form>
              ) : active ? (
                <Form method="post" action={here}>
                  <input type="hidden" name="subscription" value={s.id} />
                  <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, mt: 2 }}>
                    <Button
                      component={Link}
                      to={`${here}?cancel=${encodeURIComponent(s.id)}`}
                      replace
                      preventScrollReset
                      variant="outlined"
                      color="error"
                    >
                      Cancel membership
                    </Button>
                    <SubmitButton
                      intent="renew"
                      busyLabel="Renewing…"
                      variant="text"
                      color="secondary"
                      size="medium"
                    >
                      Simulate renewal (test mode)
                    </SubmitButton>
                  </Box>
                </Form>
              ) : null}
            </Box>
          );
        })}
      </Stack>
      <Button href={returnUrl} variant="contained" size="large">
        Back to your account
      </Button>
    </ShopSandboxFrame>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundView
      title="Billing page not found"
      message="This billing link has expired or doesn't exist. Open it again from your account."
      back={{ to: "/account", label: "Go to your account" }}
    />
  );
}

// Built with MUI: its theme comes with the page, not with every page (components/mui-theme.tsx).
export default function Page(props: Route.ComponentProps) {
  return (
    <MuiTheme>
      <SandboxPortal {...props} />
    </MuiTheme>
  );
}
