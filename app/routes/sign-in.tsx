import { Divider, Link as MuiLink, Stack, TextField, Typography } from "@mui/material";
import { data, Form, Link, redirect, useActionData, useSearchParams } from "react-router";
import { z } from "zod";
import { AuthCard } from "../components/auth-card.tsx";
import { EmailField } from "../components/form-fields.tsx";
import { MuiTheme } from "../components/mui-theme.tsx";
import { SubmitButton } from "../components/submit-button.tsx";
import { serverContext } from "../lib/context.server.ts";
import { cookieHeaders, field, formFailure, identityError } from "../lib/forms.server.ts";
import { privateMeta } from "../lib/meta.ts";
import { getViewer, safeNext } from "../lib/viewer.server.ts";
import type { Route } from "./+types/sign-in";

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Sign in");

const NOTICES: Record<string, string> = {
  reset: "Your password is changed. Sign in with the new one.",
  "signed-out": "You are signed out.",
};
const ERRORS: Record<string, string> = {
  link: "That sign-in link has expired or was already used. Ask for a new one below.",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = safeNext(url.searchParams.get("next"));
  if ((await getViewer(request, context)).profile) throw redirect(next);
  return null;
}

const continueTo = (next: string) => `/auth/continue?next=${encodeURIComponent(next)}`;

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = serverContext(context);
  const form = await request.formData();
  const next = safeNext(field(form, "next"));
  const email = field(form, "email").toLowerCase();
  const intent = field(form, "intent");
  try {
    await services.limiter.check({ name: "sign-in-form", max: 10, windowSeconds: 60 }, clientIp);
  } catch (err) {
    return data({ error: formFailure(err).message, email }, { status: 429 });
  }
  if (!z.email().safeParse(email).success) {
    return data({ error: "Enter the email address of your account.", email }, { status: 400 });
  }
  if (intent === "magic-link") {
    await services.identity.api.signInMagicLink({
      body: { email, callbackURL: continueTo(next), errorCallbackURL: "/sign-in?error=link" },
      headers: request.headers,
    });
    return redirect(`/check-email?for=sign-in&email=${encodeURIComponent(email)}`);
  }
  try {
    const { headers } = await services.identity.api.signInEmail({
      body: { email, password: field(form, "password"), rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
    return redirect(continueTo(next), { headers: cookieHeaders(headers) });
  } catch (err) {
    const e = identityError(err);
    if (e?.code === "EMAIL_NOT_VERIFIED") {
      return data(
        {
          error:
            "Please confirm your email address first. We have sent you a new confirmation link.",
          email,
        },
        { status: 403 },
      );
    }
    if (e && e.status < 500) {
      return data(
        {
          error: "That email and password don't match. Try again, or get a sign-in link by email.",
          email,
        },
        { status: 401 },
      );
    }
    throw err;
  }
}

function SignIn() {
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const next = params.get("next") ?? "/";
  const notice = NOTICES[params.get("notice") ?? ""] ?? null;
  const error = result?.error ?? ERRORS[params.get("error") ?? ""] ?? null;
  return (
    <AuthCard
      title="Sign in"
      intro="Save events, manage your profile and, for staff, keep the calendar current."
      error={error}
      notice={notice}
      footer={
        <Typography>
          New here?{" "}
          <MuiLink
            component={Link}
            to={`/sign-up${next !== "/" ? `?next=${encodeURIComponent(next)}` : ""}`}
          >
            Create an account
          </MuiLink>
        </Typography>
      }
    >
      <Form method="post" replace>
        <input type="hidden" name="next" value={next} />
        <Stack spacing={2.5}>
          <EmailField defaultValue={result?.email ?? ""} autoFocus />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            fullWidth
          />
          <SubmitButton intent="password" busyLabel="Signing in…">
            Sign in
          </SubmitButton>
          <MuiLink component={Link} to="/reset-password" sx={{ alignSelf: "flex-start" }}>
            Forgot your password?
          </MuiLink>
          <Divider>or</Divider>
          <SubmitButton
            intent="magic-link"
            variant="outlined"
            color="secondary"
            busyLabel="Sending the link…"
            formNoValidate
          >
            Email me a sign-in link
          </SubmitButton>
          <Typography variant="body2" color="text.secondary">
            No password needed: we email you a link that signs you in once.
          </Typography>
        </Stack>
      </Form>
    </AuthCard>
  );
}

// Built with MUI: its theme comes with the page, not with every page (components/mui-theme.tsx).
export default function Page() {
  return (
    <MuiTheme>
      <SignIn />
    </MuiTheme>
  );
}
