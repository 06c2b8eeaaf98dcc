import { Link as MuiLink, Typography } from "@mui/material";
import { Link, useLoaderData } from "react-router";
import { AuthCard } from "../components/auth-card.tsx";
import { MuiTheme } from "../components/mui-theme.tsx";
import { serverContext } from "../lib/context.server.ts";
import { privateMeta } from "../lib/meta.ts";
import type { Route } from "./+types/check-email";

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Check your email");

const TEXT = {
  verify:
    "We sent a link to confirm your email address. Open it on this device to finish creating your account; it works for 24 hours.",
  "sign-in": "We sent you a sign-in link. It works once, for 15 minutes.",
  reset:
    "If an account uses that address, we sent it a link to choose a new password. It works for one hour.",
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const kind = (url.searchParams.get("for") ?? "verify") as keyof typeof TEXT;
  return {
    text: TEXT[kind] ?? TEXT.verify,
    email: url.searchParams.get("email"),
    outbox: serverContext(context).services.mailer.driver === "outbox",
  };
}

function CheckEmail() {
  const { text, email, outbox } = useLoaderData<typeof loader>();
  return (
    <AuthCard
      title="Check your email"
      intro={email ? `We wrote to ${email}.` : undefined}
      footer={
        <MuiLink component={Link} to="/sign-in">
          Back to sign in
        </MuiLink>
      }
    >
      <Typography sx={{ fontSize: "1.1rem" }}>{text}</Typography>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        Nothing there? Look in your spam folder, or ask again in a minute.
      </Typography>
      {outbox ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          This site has no mail server configured: messages are kept in the outbox, which site
          administrators can read at /admin/outbox.
        </Typography>
      ) : null}
    </AuthCard>
  );
}

// Built with MUI: its theme comes with the page, not with every page (components/mui-theme.tsx).
export default function Page() {
  return (
    <MuiTheme>
      <CheckEmail />
    </MuiTheme>
  );
}
