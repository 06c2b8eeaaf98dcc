import { Alert, Button, Container, Link, Typography } from "@mui/material";
import { useActionData, useLoaderData } from "react-router";
import { MuiTheme } from "../components/mui-theme.tsx";
import { PrefillForm, SubmitForm } from "../components/submit-form.tsx";
import { privateMeta } from "../lib/meta.ts";
import { submitPageAction, submitPageLoader } from "../lib/submit-pages.server.ts";
import type { Route } from "./+types/submit";

// Send an event in (issue 30 item 1, decision 055): /submit for a new one,
// /submit/{id} to change a draft or one waiting for review. Posts go to the
// action (app/lib/submit-pages.server.ts), with or without JavaScript.
// Someone's own form: never cached, never indexed.

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Send an event");
export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex" });

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  submitPageLoader(request, context, params.id);

export const action = ({ request, context, params }: Route.ActionArgs) =>
  submitPageAction(request, context, params.id);

function Standing({ standing, signIn }: { standing: string; signIn: string }) {
  if (standing === "anonymous")
    return (
      <>
        <Typography sx={{ mb: 3 }}>
          Sign in to send an event: we write to you when it is reviewed, and you can change it until
          then.
        </Typography>
        <Button href={signIn} variant="contained" size="large">
          Sign in
        </Button>
        <Typography sx={{ mt: 2 }}>
          No account yet? <Link href="/sign-up">Create one</Link>.
        </Typography>
      </>
    );
  if (standing === "unconfirmed")
    return (
      <Alert severity="warning">
        Confirm your email address first: open the link we mailed you when you signed up. We write
        to that address about the events you send.
      </Alert>
    );
  return (
    <Alert severity="error">
      Your account cannot send events. Write to us if you think that is a mistake.
    </Alert>
  );
}

function SubmitPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const editing = "submission" in loaded ? loaded.submission : null;
  const title = editing ? "Change your event" : "Send an event";
  if (loaded.standing !== "ok")
    return (
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
        <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Standing standing={loaded.standing} signIn={loaded.signIn} />
      </Container>
    );
  const f = result ?? loaded.form;
  const fields: Record<string, string> = f.fields;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography sx={{ mb: 1 }}>
        <Link href="/account/submissions">← Your submissions</Link>
      </Typography>
      <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        An opening, a talk, a class, a show: tell us about a visual-arts event in the Twin Cities.
        Staff read every event before it is listed.
      </Typography>
      {editing && !editing.editable ? (
        <Alert severity="info">
          {`It was ${editing.state} already, so it can no longer be changed.`}
        </Alert>
      ) : (
        <>
          {f.message ? (
            <Alert
              severity={f.severity}
              role={f.severity === "error" ? "alert" : "status"}
              sx={{ mb: 3 }}
            >
              {f.message}
            </Alert>
          ) : null}
          {editing ? null : <PrefillForm link={f.link} error={fields.link} />}
          <SubmitForm
            // A new answer (a link read, venues found) fills the fields afresh.
            key={JSON.stringify([f.values, f.venues.length, f.image?.id])}
            values={f.values}
            venues={f.venues}
            image={f.image}
            fields={fields}
            cities={loaded.cities}
            editing={
              editing ? { version: editing.version, pending: editing.state === "pending" } : null
            }
          />
        </>
      )}
    </Container>
  );
}

export default function Page() {
  return (
    <MuiTheme>
      <SubmitPage />
    </MuiTheme>
  );
}
