import { Stack, TextField } from "@mui/material";
import { useEffect, useState } from "react";
import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import { AuthCard } from "../components/auth-card.tsx";
import { MuiTheme } from "../components/mui-theme.tsx";
import { SubmitButton } from "../components/submit-button.tsx";
import { UsernameField } from "../components/username-field.tsx";
import { serverContext } from "../lib/context.server.ts";
import { field } from "../lib/forms.server.ts";
import { privateMeta } from "../lib/meta.ts";
import { profileFailure } from "../lib/profile-errors.server.ts";
import { dismissToast } from "../lib/toast.tsx";
import { useErrorToast } from "../lib/use-error-toast.ts";
import { requireViewer, safeNext } from "../lib/viewer.server.ts";
import type { Route } from "./+types/welcome";

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Complete your profile");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { profile } = await requireViewer(request, context);
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  if (profile.is_initialized) throw redirect(next);
  return { next, name: profile.name ?? "", email: profile.email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { actor } = await requireViewer(request, context);
  const form = await request.formData();
  const values = { username: field(form, "username"), name: field(form, "name") };
  try {
    await serverContext(context).services.account.initProfile(actor, values);
  } catch (err) {
    const failure = profileFailure(err);
    if (!failure) throw err;
    return data({ ...failure, values, at: Date.now() }, { status: 400 });
  }
  return redirect(safeNext(field(form, "next")));
}

function Welcome() {
  const { next, name, email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const toastKey = result ? `welcome-error-${result.at}` : undefined;
  useErrorToast(result?.message, result?.at, toastKey);
  // A failed save's message stays only while it is true: once the live check
  // finds the new username free (and the name was not the problem), it goes,
  // inline and as a toast; and a successful save, which leaves this page,
  // takes the toast with it.
  const [resolvedAt, setResolvedAt] = useState<number | null>(null);
  const stale = result != null && resolvedAt === result.at;
  useEffect(() => {
    if (!toastKey) return;
    if (stale) dismissToast(toastKey);
    return () => dismissToast(toastKey);
  }, [toastKey, stale]);
  const onAvailable = () => {
    if (result && !result.fields.name) setResolvedAt(result.at);
  };
  return (
    <AuthCard
      title="Welcome! One more step"
      intro={`You are signed in as ${email}. Choose the username and name people will see.`}
      error={stale ? null : result?.message}
    >
      <Form method="post" replace>
        <input type="hidden" name="next" value={next} />
        <Stack spacing={2.5}>
          <UsernameField
            defaultValue={result?.values.username ?? ""}
            serverError={stale ? undefined : result?.fields.username}
            onAvailable={onAvailable}
          />
          <TextField
            label="Your name"
            name="name"
            required
            fullWidth
            autoComplete="name"
            defaultValue={result?.values.name ?? name}
            error={Boolean(result?.fields.name)}
            helperText={result?.fields.name ?? "How your name appears on the site."}
          />
          <SubmitButton busyLabel="Saving…">Save and continue</SubmitButton>
        </Stack>
      </Form>
    </AuthCard>
  );
}

// Built with MUI: its theme comes with the page, not with every page (components/mui-theme.tsx).
export default function Page() {
  return (
    <MuiTheme>
      <Welcome />
    </MuiTheme>
  );
}
