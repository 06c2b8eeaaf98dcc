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
import type { Route } from "./+types/account-keep-add";

// /account/saved/add?event=…&next=… and /account/following/add?kind=…&target=…&next=…:
// what a save or follow control links to before the visitor's state is known,
// without JavaScript, and for anyone signed out. Signed out, it sends them to
// sign in (or sign up) and back here; signed in, it saves or follows and returns
// them to the page they were on, where the control now shows it (issue 29).
// One module for both routes (app/routes.ts gives each its id); the path says which.

type Services = ReturnType<typeof serverContext>["services"];
type Actor = Awaited<ReturnType<typeof requireViewer>>["actor"];

interface Keep {
  /** The query (and form) fields that name what is kept. */
  fields: readonly string[];
  title: string;
  ask: string;
  button: string;
  busy: string;
  back: { to: string; label: string };
  run: (services: Services, actor: Actor, v: Record<string, string>) => Promise<unknown>;
}

const KEEPS: Record<"save" | "follow", Keep> = {
  save: {
    fields: ["event"],
    title: "Save an event",
    ask: "A link from another site asked to save an event to your account. Save it?",
    button: "Save the event",
    busy: "Saving…",
    back: { to: "/account/saved", label: "Your saved events" },
    run: (s, actor, v) => s.personal.save(actor, v.event ?? ""),
  },
  follow: {
    fields: ["kind", "target"],
    title: "Follow",
    ask: "A link from another site asked to add a follow to your account. Follow it?",
    button: "Follow",
    busy: "Following…",
    back: { to: "/account/following", label: "What you follow" },
    run: (s, actor, v) => s.personal.follow(actor, v.kind ?? "", v.target ?? ""),
  },
};

function which(request: Request): "save" | "follow" {
  return new URL(request.url).pathname.startsWith("/account/saved/") ? "save" : "follow";
}

export const meta = (args: Route.MetaArgs) =>
  privateMeta(
    args,
    args.location.pathname.startsWith("/account/saved/") ? "Save an event" : "Follow",
  );
export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex" });

async function keep(
  request: Request,
  context: Route.LoaderArgs["context"],
  values: Record<string, string>,
) {
  const { actor } = await requireViewer(request, context);
  await KEEPS[which(request)].run(serverContext(context).services, actor, values);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(request, context);
  const url = new URL(request.url);
  const kind = which(request);
  const values = Object.fromEntries(
    KEEPS[kind].fields.map((f) => [f, url.searchParams.get(f) ?? ""]),
  );
  const next = safeNext(url.searchParams.get("next"));
  if (!mayActOnGet(request)) return { kind, values, next, problem: null };
  try {
    await keep(request, context, values);
  } catch (err) {
    const failure = personalFailure(err);
    return data({ kind, values, next, problem: failure.message }, { status: failure.status });
  }
  throw redirect(next);
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const next = safeNext(field(form, "next"));
  const values = Object.fromEntries(KEEPS[which(request)].fields.map((f) => [f, field(form, f)]));
  try {
    await keep(request, context, values);
  } catch (err) {
    const failure = personalFailure(err);
    return data({ problem: failure.message }, { status: failure.status });
  }
  return redirect(next);
}

function KeepPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { values, next } = loaded;
  const k = KEEPS[loaded.kind];
  const problem = result?.problem ?? loaded.problem;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
        {k.title}
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
          <Typography sx={{ mb: 3 }}>{k.ask}</Typography>
          <Form method="post">
            {k.fields.map((f) => (
              <input key={f} type="hidden" name={f} value={values[f] ?? ""} />
            ))}
            <input type="hidden" name="next" value={next} />
            <SubmitButton busyLabel={k.busy}>{k.button}</SubmitButton>
          </Form>
        </>
      )}
      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to={k.back.to}>
          {k.back.label}
        </Link>
      </Typography>
    </Container>
  );
}

export default function Page() {
  return (
    <MuiTheme>
      <KeepPage />
    </MuiTheme>
  );
}
