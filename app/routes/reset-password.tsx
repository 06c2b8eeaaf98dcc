import { Link as MuiLink, Stack } from "@mui/material";
import { data, Form, Link, redirect, useActionData, useSearchParams } from "react-router";
import { z } from "zod";
import { AuthCard } from "../components/auth-card.tsx";
import { EmailField, NewPasswordField } from "../components/form-fields.tsx";
import { MuiTheme } from "../components/mui-theme.tsx";
import { SubmitButton } from "../components/submit-button.tsx";
import { serverContext } from "../lib/context.server.ts";
import { field, formFailure, identityError } from "../lib/forms.server.ts";
import { privateMeta } from "../lib/meta.ts";
import type { Route } from "./+types/reset-password";

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Reset your password");

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = serverContext(context);
  const form = await request.formData();
  const token = field(form, "token");
  try {
    await services.limiter.check({ name: "reset-form", max: 5, windowSeconds: 300 }, clientIp);
  } catch (err) {
    return data({ error: formFailure(err).message }, { status: 429 });
  }
  if (!token) {
    const email = field(form, "email").toLowerCase();
    if (!z.email().safeParse(email).success) {
      return data({ error: "Enter the email address of your account." }, { status: 400 });
    }
    // The same answer whether or not the address has an account.
    await services.identity.api.requestPasswordReset({
      body: { email, redirectTo: "/reset-password" },
    });
    return redirect(`/check-email?for=reset&email=${encodeURIComponent(email)}`);
  }
  const newPassword = String(form.get("password") ?? "");
  if (newPassword.length < 8 || newPassword.length > 128) {
    return data({ error: "Use a password of 8 to 128 characters." }, { status: 400 });
  }
  try {
    // Every session of the account is revoked (revokeSessionsOnPasswordReset).
    await services.identity.api.resetPassword({ body: { newPassword, token } });
  } catch (err) {
    if (identityError(err)) {
      return data(
        { error: "That reset link has expired or was already used. Ask for a new one." },
        { status: 400 },
      );
    }
    throw err;
  }
  return redirect("/sign-in?notice=reset");
}

function ResetPassword() {
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const token = params.get("token");
  const linkError = params.get("error")
    ? "That reset link has expired or was already used. Ask for a new one."
    : null;
  const footer = (
    <MuiLink component={Link} to="/sign-in">
      Back to sign in
    </MuiLink>
  );
  if (token) {
    return (
      <AuthCard
        title="Choose a new password"
        intro="After this, you will be signed out everywhere."
        error={result?.error}
        footer={footer}
      >
        <Form method="post" replace>
          <input type="hidden" name="token" value={token} />
          <Stack spacing={2.5}>
            <NewPasswordField label="New password" />
            <SubmitButton busyLabel="Saving…">Save new password</SubmitButton>
          </Stack>
        </Form>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Reset your password"
      intro="Enter the email address of your account and we will send you a link to choose a new password."
      error={result?.error ?? linkError}
      footer={footer}
    >
      <Form method="post" replace>
        <Stack spacing={2.5}>
          <EmailField autoFocus />
          <SubmitButton busyLabel="Sending…">Send the link</SubmitButton>
        </Stack>
      </Form>
    </AuthCard>
  );
}

// Built with MUI: its theme comes with the page, not with every page (components/mui-theme.tsx).
export default function Page() {
  return (
    <MuiTheme>
      <ResetPassword />
    </MuiTheme>
  );
}
