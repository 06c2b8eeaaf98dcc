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
import type { Route } from "./+types/account-following-add";

// /account/following/add?kind=…&target=…&next=…: what a follow control links
// to before the visitor's state is known, without JavaScript, and for anyone
// signed out; like /account/saved/add, it signs them in first and comes back
// with the follow done (issue 29).

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Follow");
export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex" });

async function follow(
  request: Request,
  context: Route.LoaderArgs["context"],
  kind: string,
  target: string,
) {
  const { actor } = await requireViewer(request, context);
  await serverContext(context).services.personal.follow(actor, kind, target);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(request, context);
  const url = new URL(request.url);
  const kind = url.searchParams.get("kind") ?? "";
  const target = url.searchParams.get("target") ?? "";
  const next = safeNext(url.searchParams.get("next"));
  if (!mayActOnGet(request)) return { kind, target, next, problem: null };
  try {
    await follow(request, context, kind, target);
  } catch (err) {
    const failure = personalFailure(err);
    return data({ kind, target, next, problem: failure.message }, { status: failure.status });
  }
  throw redirect(next);
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const next = safeNext(field(form, "next"));
  try {
    await follow(request, context, field(form, "kind"), field(form, "target"));
  } catch (err) {
    const failure = personalFailure(err);
    return data({ problem: failure.message }, { status: failure.status });
  }
  return redirect(next);
}

function FollowThing() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { kind, target, next } = loaded;
  const problem = result?.problem ?? loaded.problem;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
        Follow
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
            A link from another site asked to add a follow to your account. Follow it?
          </Typography>
          <Form method="post">
            <input type="hidden" name="kind" value={kind} />
            <input type="hidden" name="target" value={target} />
            <input type="hidden" name="next" value={next} />
            <SubmitButton busyLabel="Following…">Follow</SubmitButton>
          </Form>
        </>
      )}
      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to="/account/following">
          What you follow
        </Link>
      </Typography>
    </Container>
  );
}

export default function Page() {
  return (
    <MuiTheme>
      <FollowThing />
    </MuiTheme>
  );
}
