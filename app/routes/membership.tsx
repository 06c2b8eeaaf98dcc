import { Alert, Box, Container, Link, Stack, Typography } from "@mui/material";
import { data, Form, Link as RouterLink, redirect } from "react-router";
import { MuiTheme } from "../components/mui-theme.tsx";
import { MyMembership } from "../components/my-membership.tsx";
import { RichText } from "../components/rich-text.tsx";
import { SubmitButton } from "../components/submit-button.tsx";
import { field } from "../lib/forms.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { publicPage } from "../lib/page.server.ts";
import { useSession } from "../lib/session.tsx";
import { formatMoney, perInterval } from "../lib/shop-money.ts";
import { shopFailure, visitor } from "../lib/shop-pages.server.ts";
import { getViewer } from "../lib/viewer.server.ts";
import type { Route } from "./+types/membership";

const SIGN_IN = `/sign-in?next=${encodeURIComponent("/membership")}`;

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = publicPage(context, request);
  const tiers = await page.services.catalog.list(visitor, { kind: "membership", page_size: "100" });
  return {
    tiers: tiers.results.map((t) => ({
      id: t.id,
      name: t.name,
      summary: t.summary,
      description: t.description,
      // Monthly first, then yearly: the order the page reads in.
      prices: t.prices
        .filter((p) => p.interval)
        .sort((a, b) => (a.interval === b.interval ? 0 : a.interval === "month" ? -1 : 1))
        .map((p) => ({ id: p.id, amount: p.amount, currency: p.currency, interval: p.interval })),
    })),
    siteName: page.siteName,
    canonical: page.canonical("/membership"),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { actor } = await getViewer(request, context);
  // Joining needs an account; sign-in brings them back here.
  if (actor.kind !== "user") return redirect(SIGN_IN);
  const form = await request.formData();
  try {
    const { url } = await publicPage(context, request).services.shop.createMembershipCheckout(
      actor,
      {
        priceId: field(form, "priceId"),
      },
    );
    return redirect(url);
  } catch (err) {
    const failure = shopFailure(err);
    return data(
      { member: failure.status === 409, message: failure.message },
      { status: failure.status },
    );
  }
}

export function meta(args: Route.MetaArgs) {
  const { loaderData } = args;
  return pageMeta(args, {
    title: `Membership · ${loaderData?.siteName ?? "Twin Cities Art Calendar"}`,
    shareTitle: "Membership",
    crumbs: [{ name: "Membership", path: "/membership" }],
    description:
      "Keep the Twin Cities art calendar free for everyone: become a Friend or a Patron, monthly or yearly.",
    canonical: loaderData?.canonical,
  });
}

function Membership({ loaderData, actionData }: Route.ComponentProps) {
  const { tiers } = loaderData;
  const { profile } = useSession();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1">Membership</Typography>
      <Typography
        sx={{ mt: 1, mb: { xs: 3, md: 5 }, fontSize: "1.1rem", maxWidth: 720 }}
        color="text.secondary"
      >
        The calendar is free for everyone, and members keep it that way: complete, correct and
        without a paywall. Pay monthly or yearly, and cancel any time.
      </Typography>
      <MyMembership />
      {actionData?.member ? (
        <Alert severity="info" role="alert" sx={{ mb: 4 }}>
          {actionData.message}{" "}
          <Link component={RouterLink} to="/account">
            Go to your account
          </Link>
        </Alert>
      ) : actionData?.message ? (
        <Alert severity="error" role="alert" sx={{ mb: 4 }}>
          {actionData.message}
        </Alert>
      ) : null}
      <Box
        sx={{
          display: "grid",
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: {
            xs: "minmax(0, 1fr)",
            md: `repeat(${Math.min(tiers.length, 3) || 1}, minmax(0, 1fr))`,
          },
        }}
      >
        {tiers.map((tier) => (
          <Box
            key={tier.id}
            component="section"
            aria-labelledby={`tier-${tier.id}`}
            sx={{
              borderTop: 4,
              borderColor: "text.primary",
              bgcolor: "#f6f6f4",
              p: { xs: 2.5, md: 4 },
              display: "flex",
              flexDirection: "column",
            }}
          >
            <Typography
              id={`tier-${tier.id}`}
              variant="h2"
              sx={{ fontSize: { xs: "1.75rem", md: "2.1rem" } }}
            >
              {tier.name}
            </Typography>
            {tier.summary ? (
              <Typography sx={{ mt: 1, fontSize: "1.05rem" }}>{tier.summary}</Typography>
            ) : null}
            <Box sx={{ "& ul": { pl: 2.5, my: 1.5 }, "& li": { mb: 0.5 }, flex: 1 }}>
              <RichText html={tier.description} />
            </Box>
            <Stack spacing={1.5} sx={{ mt: 2 }}>
              {tier.prices.map((p) => {
                const per = p.interval === "year" ? "Yearly" : "Monthly";
                return (
                  <Form key={p.id} method="post">
                    <input type="hidden" name="priceId" value={p.id} />
                    <Box
                      sx={{
                        display: "flex",
                        flexWrap: "wrap",
                        alignItems: "center",
                        justifyContent: "space-between",
                        gap: 1.5,
                        bgcolor: "background.paper",
                        border: 1,
                        borderColor: "divider",
                        p: 1.5,
                        pl: 2,
                      }}
                    >
                      <Box>
                        <Typography component="p" sx={{ fontWeight: 700 }}>
                          {per}
                        </Typography>
                        <Typography component="p">
                          <Box component="strong" sx={{ fontSize: "1.25rem" }}>
                            {formatMoney(p.amount, p.currency)}
                          </Box>{" "}
                          {perInterval(p.interval)}
                        </Typography>
                      </Box>
                      <SubmitButton
                        intent={p.id}
                        busyLabel="Going to payment…"
                        aria-label={`Join ${tier.name}, ${per.toLowerCase()}`}
                        size="medium"
                      >
                        Join
                      </SubmitButton>
                    </Box>
                  </Form>
                );
              })}
            </Stack>
          </Box>
        ))}
      </Box>
      {profile ? null : (
        <Typography color="text.secondary" sx={{ mt: 3 }}>
          Joining needs an account: you'll{" "}
          <Link component={RouterLink} to={SIGN_IN}>
            sign in
          </Link>{" "}
          or create one first, then come back here.
        </Typography>
      )}
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        Rather give once?{" "}
        <Link component={RouterLink} to="/tip">
          Leave a tip
        </Link>
        .
      </Typography>
    </Container>
  );
}

// Built with MUI: its theme comes with the page, not with every page (components/mui-theme.tsx).
export default function Page(props: Route.ComponentProps) {
  return (
    <MuiTheme>
      <Membership {...props} />
    </MuiTheme>
  );
}
