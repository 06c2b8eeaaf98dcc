import { Alert, Button, Container, Link, Typography } from "@mui/material";
import {
  data,
  Form,
  Link as RouterLink,
  redirect,
  useActionData,
  useLoaderData,
} from "react-router";
import { MuiTheme } from "../components/mui-theme.tsx";
import { SubmitButton } from "../components/submit-button.tsx";
import { serverContext } from "../lib/context.server.ts";
import { field } from "../lib/forms.server.ts";
import { privateMeta } from "../lib/meta.ts";
import { mayActOnGet, personalFailure } from "../lib/personal-pages.server.ts";
import { requireViewer, safeNext } from "../lib/viewer.server.ts";
import type { Route } from "./+types/account-saved-add";

// /account/saved/add?event=…&next=…: what a save control links to before the
// visitor's state is known, without JavaScript, and for anyone signed out.
// Signed out, it sends them to sign in (or sign up) and back here; signed in,
// it saves the event and returns them to the page they were on, where the
// control now shows it saved (issue 29).

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Save an event");
export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex" });

async function save(request: Request, context: Route.LoaderArgs["context"], eventId: string) {
  const { actor } = await requireViewer(request, context);
  await serverContext(context).services.personal.save(actor, eventId);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(request, context);
  const url = new URL(request.url);
  const eventId = url.searchParams.get("event") ?? "";
  const next = safeNext(url.searchParams.get("next"));
  if (!mayActOnGet(request)) return { eventId, next, problem: null };
  try {
    await save(request, context, eventId);
  } catch (err) {
    const failure = personalFailure(err);
    return data({ eventId, next, problem: failure.message }, { status: failure.status });
  }
  throw redirect(next);
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const next = safeNext(field(form, "next"));
  try {
    await save(request, context, field(form, "event"));
  } catch (err) {
    const failure = personalFailure(err);
    return data({ problem: failure.message }, { status: failure.status });
  }
  return redirect(next);
}

function SaveEvent() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { eventId, next } = loaded;
  const problem = result?.problem ?? loaded.problem;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
        Save an event
      </Typography>
      {problem ? (
        <>
          <Alert severity="error" role="alert" sx={{ mb: 3 }}>
            {problem}
          </Alert>
          <Button component={RouterLink} to="/calendar/upcoming" variant="contained">
            See upcoming events
          </Button>
        </>
      ) : (
        <>
          <Typography sx={{ mb: 3 }}>
            A link from another site asked to save an event to your account. Save it?
          </Typography>
          <Form method="post">
            <input type="hidden" name="event" value={eventId} />
            <input type="hidden" name="next" value={next} />
            <SubmitButton busyLabel="Saving…">Save the event</SubmitButton>
          </Form>
        </>
      )}
      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to="/account/saved">
          Your saved events
        </Link>
      </Typography>
    </Container>
  );
}

export default function Page() {
  return (
    <MuiTheme>
      <SaveEvent />
    </MuiTheme>
  );
}
