import { Container, Link, Typography } from "@mui/material";
import { data, Link as RouterLink, redirect } from "react-router";
import { MuiTheme } from "../components/mui-theme.tsx";
import { RichText } from "../components/rich-text.tsx";
import { ShopStripeTip } from "../components/shop-stripe-tip.tsx";
import { ShopTipForm, TIP_PRESETS } from "../components/shop-tip-form.tsx";
import { field } from "../lib/forms.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { publicPage } from "../lib/page.server.ts";
import { centsToField, formatMoney, parseDollars } from "../lib/shop-money.ts";
import { shopFailure, visitor } from "../lib/shop-pages.server.ts";
import { getViewer } from "../lib/viewer.server.ts";
import type { Route } from "./+types/tip";

const isPreset = (v: string) => TIP_PRESETS.some((c) => String(c) === v);
const confirmationPath = (order: string) =>
  `/shop/order/confirmation?order=${encodeURIComponent(order)}`;

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = publicPage(context, request);
  const jar = (await page.services.catalog.list(visitor, { kind: "tip", page_size: "1" }))
    .results[0];
  // "Try again" after a declined card comes back with the amount (?amount=7.00).
  const asked = parseDollars(new URL(request.url).searchParams.get("amount") ?? "");
  const preset =
    asked !== null && isPreset(String(asked)) ? String(asked) : asked ? "other" : "1000";
  return {
    intro: jar?.summary ?? null,
    description: jar?.description ?? null,
    preset,
    custom: asked !== null && preset === "other" ? centsToField(asked) : "",
    stripe: page.services.sandbox === null,
    siteName: page.siteName,
    canonical: page.canonical("/tip"),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const page = publicPage(context, request);
  const form = await request.formData();
  const values = { preset: field(form, "preset"), custom: field(form, "custom") };
  const refuse = (fields: Record<string, string>, message: string, status = 400) =>
    data({ fields, message, values, stripe: null }, { status });
  // A typed amount wins: without JavaScript the ticked preset may be the default one.
  const typed = values.custom !== "";
  const amount = typed
    ? parseDollars(values.custom)
    : isPreset(values.preset)
      ? Number(values.preset)
      : null;
  if (amount === null) {
    return typed
      ? refuse({ custom: "Enter an amount in dollars, like 7 or 7.50." }, "Check the amount.")
      : refuse(
          { amount: "Choose an amount, or type one under Other amount." },
          "Choose an amount.",
        );
  }
  const { actor } = await getViewer(request, context);
  try {
    const tip = await page.services.shop.createTip(actor, { amount });
    if (tip.provider === "sandbox") {
      const q = new URLSearchParams({
        secret: tip.client_secret,
        order: tip.order_confirmation_id,
      });
      return redirect(`/shop/sandbox/pay?${q}`);
    }
    return {
      fields: {},
      message: "",
      values,
      stripe: {
        publishableKey: tip.publishable_key ?? "",
        clientSecret: tip.client_secret,
        confirmationPath: confirmationPath(tip.order_confirmation_id),
        amountText: formatMoney(amount),
      },
    };
  } catch (err) {
    const failure = shopFailure(err, { amount: typed ? "custom" : "amount" });
    return refuse(failure.fields, failure.message, failure.status);
  }
}

export function meta(args: Route.MetaArgs) {
  const { loaderData } = args;
  return pageMeta(args, {
    title: `Tip jar · ${loaderData?.siteName ?? "Twin Cities Art Calendar"}`,
    shareTitle: "Tip jar",
    crumbs: [{ name: "Tip jar", path: "/tip" }],
    description: "Leave a one-time tip for the Twin Cities art calendar, from $1 to $1,000.",
    canonical: loaderData?.canonical,
  });
}

function Tip({ loaderData, actionData }: Route.ComponentProps) {
  const pay = actionData?.stripe;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: "2.5rem", md: "3.25rem" } }}>
        Tip jar
      </Typography>
      <Typography sx={{ mt: 1.5, mb: 1, fontSize: "1.15rem" }}>
        {loaderData.intro ?? "A one-time thank-you of any amount from $1 to $1,000."}
      </Typography>
      <RichText html={loaderData.description} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 4 }}>
        {loaderData.stripe
          ? "Card payments are handled securely by Stripe."
          : "You pay by card on the next page."}{" "}
        Want to give every month?{" "}
        <Link component={RouterLink} to="/membership">
          Become a member
        </Link>
        .
      </Typography>
      {pay ? (
        <>
          <Typography component="h2" variant="h4" sx={{ mb: 2 }}>
            Tip {pay.amountText}
          </Typography>
          <ShopStripeTip {...pay} />
          <Typography sx={{ mt: 3 }}>
            <Link component={RouterLink} to="/tip">
              Change the amount
            </Link>
          </Typography>
        </>
      ) : (
        <ShopTipForm
          key={`${loaderData.preset}:${loaderData.custom}`}
          preset={actionData?.values.preset || loaderData.preset}
          custom={actionData ? actionData.values.custom : loaderData.custom}
          fields={actionData?.fields}
          message={actionData?.message}
        />
      )}
    </Container>
  );
}

// Built with MUI: its theme comes with the page, not with every page (components/mui-theme.tsx).
export default function Page(props: Route.ComponentProps) {
  return (
    <MuiTheme>
      <Tip {...props} />
    </MuiTheme>
  );
}
