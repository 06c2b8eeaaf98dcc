import { Link as MuiLink, Stack, TextField, Typography } from "@mui/material";
import { data, Form, Link, redirect, useActionData, useSearchParams } from "react-router";
import { z } from "zod";
import { displayNameSchema } from "../../core/schemas/profile.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { EmailField, NewPasswordField } from "../components/form-fields.tsx";
import { MuiTheme } from "../components/mui-theme.tsx";
import { SubmitButton } from "../components/submit-button.tsx";
import { serverContext } from "../lib/context.server.ts";
import { field, formFailure, identityError } from "../lib/forms.server.ts";
import { privateMeta } from "../lib/meta.ts";
import { getViewer, safeNext } from "../lib/viewer.server.ts";
import type { Route } from "./+types/sign-up";

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Create an account");

const signUpForm = z.object({
  name: displayNameSchema,
  email: z.email("Enter a valid email address."),
  password: z.string().min(8, "Use at least 8 characters.").max(128, "Use at most 128 characters."),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  if ((await getViewer(request, context)).profile) throw redirect("/account");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = serverContext(context);
  const form = await request.formData();
  const values = { name: field(form, "name"), email: field(form, "email").toLowerCase() };
  const next = safeNext(field(form, "next"));
  try {
    await services.limiter.check({ name: "sign-up-form", max: 5, windowSeconds: 60 }, clientIp);
  } catch (err) {
    return data({ error: formFailure(err).message, fields: {}, values }, { status: 429 });
  }
  const parsed = signUpForm.safeParse({ ...values, password: String(form.get("password") ?? "") });
  if (!parsed.success) {
    const fields = Object.fromEntries(
      parsed.error.issues.map((i) => [String(i.path[0]), i.message]),
    );
    return data({ error: "Some fields need attention.", fields, values }, { status: 400 });
  }
  try {
    // A second sign-up with a known email answers the same way (no account enumeration).
    await services.identity.api.signUpEmail({
      body: { ...parsed.data, callbackURL: `/auth/continue?next=${encodeURIComponent(next)}` },
      headers: request.headers,
    });
  } catch (err) {
    const e = identityError(err);
    if (e && e.status < 500) return data({ error: e.message, fields: {}, values }, { status: 400 });
    throw err;
  }
  return redirect(`/check-email?for=verify&email=${encodeURIComponent(parsed.data.email)}`);
}

function SignUp() {
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const fields: Record<string, string> = result?.fields ?? {};
  return (
    <AuthCard
      title="Create an account"
      // Say only what an account gives today; saving events is not built yet.
      intro="An account gives you a profile (your name, username and picture) and lets you become a supporter: memberships are bought and managed from it."
      error={result?.error}
      footer={
        <Typography>
          Already have an account?{" "}
          <MuiLink component={Link} to="/sign-in">
            Sign in
          </MuiLink>
        </Typography>
      }
    >
      <Form method="post" replace>
        <input type="hidden" name="next" value={params.get("next") ?? "/"} />
        <Stack spacing={2.5}>
          <TextField
            label="Your name"
            name="name"
            autoComplete="name"
            required
            fullWidth
            defaultValue={result?.values.name ?? ""}
            error={Boolean(fields.name)}
            helperText={fields.name}
            autoFocus
          />
          <EmailField defaultValue={result?.values.email ?? ""} error={fields.email} />
          <NewPasswordField error={fields.password} />
          <SubmitButton busyLabel="Creating your account…">Create account</SubmitButton>
          <Typography variant="body2" color="text.secondary">
            We will email you a link to confirm your address.
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
      <SignUp />
    </MuiTheme>
  );
}
