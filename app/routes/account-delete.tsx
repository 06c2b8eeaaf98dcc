import { Alert, Box, Container, Link, Paper, TextField, Typography } from "@mui/material";
import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import { AccountPageHeading } from "../components/account-page-heading.tsx";
import { MuiTheme } from "../components/mui-theme.tsx";
import { SubmitButton } from "../components/submit-button.tsx";
import { serverContext } from "../lib/context.server.ts";
import { field, formFailure } from "../lib/forms.server.ts";
import { privateMeta } from "../lib/meta.ts";
import { requireViewer } from "../lib/viewer.server.ts";
import type { Route } from "./+types/account-delete";

// "Delete my account": says what goes and what stays, and asks for the
// account's email typed out. Works without JavaScript; private, never cached.

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Delete your account");
export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { profile } = await requireViewer(request, context);
  return { email: profile.email };
}

/** Expires the session cookies this browser sent: the sessions themselves are gone. */
function clearedSessionCookies(request: Request): Headers {
  const headers = new Headers();
  for (const part of (request.headers.get("cookie") ?? "").split(/;\s*/)) {
    const name = part.slice(0, part.indexOf("="));
    if (!/^(__Secure-)?artcal\./.test(name)) continue;
    const secure = name.startsWith("__Secure-") ? "; Secure" : "";
    headers.append("set-cookie", `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
  }
  return headers;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { actor } = await requireViewer(request, context);
  const form = await request.formData();
  try {
    const done = await serverContext(context).services.privacy.deleteAccount(actor, {
      confirm: field(form, "confirm"),
    });
    return redirect(`/account/deleted?orders=${done.orders_kept}`, {
      headers: clearedSessionCookies(request),
    });
  } catch (err) {
    const failure = formFailure(err);
    return data({ error: failure.message }, { status: 400 });
  }
}

function AccountDelete() {
  const { email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <AccountPageHeading title="Delete your account" />
      <Typography sx={{ mb: 1.5 }}>This cannot be undone. Deleting your account:</Typography>
      <Box component="ul" sx={{ mt: 0, mb: 2, pl: 3 }}>
        <li>removes your profile, picture, saved events, follows and mail preferences;</li>
        <li>signs you out on every device;</li>
        <li>deletes the mails we kept that were sent to you;</li>
        <li>
          keeps your orders for our accounts, without your name, email or street address (the city,
          state and postal code stay: sales tax depends on them).
        </li>
      </Box>
      <Typography sx={{ mb: 3 }}>
        Want a copy first?{" "}
        <Link href="/account/export.json" download>
          Download my data
        </Link>
        .
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        {result?.error ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {result.error}
          </Alert>
        ) : null}
        <Form method="post">
          <TextField
            label="Type your email to confirm"
            name="confirm"
            type="email"
            autoComplete="off"
            required
            fullWidth
            helperText={`Your account's email is ${email}.`}
            sx={{ mb: 3 }}
          />
          <SubmitButton busyLabel="Deleting…" color="error">
            Delete my account
          </SubmitButton>
        </Form>
      </Paper>
    </Container>
  );
}

export default function Page() {
  return (
    <MuiTheme>
      <AccountDelete />
    </MuiTheme>
  );
}
