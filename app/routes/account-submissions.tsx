import { Alert, Box, Button, Chip, Container, Link, Paper, Stack, Typography } from "@mui/material";
import { data, Form, useActionData, useLoaderData } from "react-router";
import { formatEventDate, formatLongDate } from "../../core/dates/display.ts";
import { AUTHOR_EDITABLE } from "../../core/submissions/rules.ts";
import { AccountPageHeading } from "../components/account-page-heading.tsx";
import { MuiTheme } from "../components/mui-theme.tsx";
import { SubmitButton } from "../components/submit-button.tsx";
import { visuallyHidden } from "../components/visually-hidden.ts";
import { serverContext } from "../lib/context.server.ts";
import { field, formFailure } from "../lib/forms.server.ts";
import { privateMeta } from "../lib/meta.ts";
import { requireViewer } from "../lib/viewer.server.ts";
import type { Route } from "./+types/account-submissions";

// The events a person sent in (issue 30 item 1): where each stands, a link
// to the event an approved one became, the reason a rejected one was given,
// and, until staff review it, Edit, Send for review and Withdraw. Private:
// never cached (not a public page), never indexed.

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Your submissions");
export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex" });

const SAVED: Record<string, string> = {
  sent: "Sent for review. We will write to you when staff have looked at it.",
  draft: "Draft saved. Send it for review when it is ready.",
  changed: "Your changes are saved. It is still waiting for review.",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { actor } = await requireViewer(request, context);
  const { services } = serverContext(context);
  const now = services.clock.now();
  const mine = await services.submissions.mine(actor);
  // Labels are made here, so the server and the browser render the same text.
  const items = mine.map((s) => {
    const first = s.dates[0];
    return {
      id: s.id,
      name: s.name,
      state: s.state,
      reason: s.reason,
      eventSlug: s.event_slug,
      editable: (AUTHOR_EDITABLE as readonly string[]).includes(s.state),
      when: first
        ? [
            formatEventDate({ start: new Date(first.start), end: new Date(first.end) }, now)
              .primary,
            s.dates.length > 1 ? `and ${s.dates.length - 1} more` : null,
          ]
            .filter(Boolean)
            .join(" ")
        : "",
      sent: s.submitted_date ? formatLongDate(new Date(s.submitted_date)) : null,
    };
  });
  const saved = SAVED[new URL(request.url).searchParams.get("saved") ?? ""] ?? null;
  return { items, saved };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { actor } = await requireViewer(request, context);
  const { services } = serverContext(context);
  const form = await request.formData();
  const id = field(form, "id");
  const name = field(form, "name") || "Your event";
  try {
    if (field(form, "intent") === "withdraw") {
      await services.submissions.withdraw(actor, id);
      return { done: `${name} was withdrawn.`, problem: null };
    }
    await services.submissions.submit(actor, id);
    return { done: `${name} was sent for review.`, problem: null };
  } catch (err) {
    return data({ done: null, problem: formFailure(err).message }, { status: 409 });
  }
}

// The accent for "waiting": MUI's info blue is too light for white text (axe: colour contrast).
const STATE: Record<string, { label: string; color: "default" | "primary" | "success" | "error" }> =
  {
    draft: { label: "Draft", color: "default" },
    pending: { label: "Pending review", color: "primary" },
    approved: { label: "Approved", color: "success" },
    rejected: { label: "Not accepted", color: "error" },
  };

type Item = Awaited<ReturnType<typeof loader>>["items"][number];

function SubmissionItem({ item }: { item: Item }) {
  const state = STATE[item.state] ?? STATE.draft!;
  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="submission">
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={1}
        sx={{ justifyContent: "space-between", alignItems: { sm: "flex-start" } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h2" sx={{ overflowWrap: "anywhere" }}>
            {item.name}
          </Typography>
          <Typography color="text.secondary">
            {[item.when, item.sent ? `sent ${item.sent}` : null].filter(Boolean).join(" · ")}
          </Typography>
        </Box>
        <Chip
          label={state.label}
          color={state.color}
          variant={item.state === "draft" ? "outlined" : "filled"}
          sx={{ alignSelf: "flex-start" }}
        />
      </Stack>
      {item.state === "approved" && item.eventSlug ? (
        <Typography sx={{ mt: 1.5 }}>
          It is on the calendar: <Link href={`/events/${item.eventSlug}`}>see the event</Link>.
        </Typography>
      ) : null}
      {item.state === "rejected" && item.reason ? (
        <Typography sx={{ mt: 1.5 }}>
          <strong>Why:</strong> {item.reason}
        </Typography>
      ) : null}
      {item.editable ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: "wrap" }}>
          <Button href={`/submit/${item.id}`} variant="outlined" color="secondary" size="small">
            {`Edit`}
            <Box component="span" sx={visuallyHidden}>{` ${item.name}`}</Box>
          </Button>
          <Form method="post">
            <input type="hidden" name="id" value={item.id} />
            <input type="hidden" name="name" value={item.name} />
            {item.state === "draft" ? (
              <SubmitButton intent="send" busyLabel="Sending…" size="small" sx={{ mr: 1 }}>
                Send for review
              </SubmitButton>
            ) : null}
            <SubmitButton
              intent="withdraw"
              busyLabel="Withdrawing…"
              size="small"
              variant="text"
              color="error"
            >
              {item.state === "draft" ? "Delete" : "Withdraw"}
            </SubmitButton>
          </Form>
        </Stack>
      ) : null}
    </Paper>
  );
}

function AccountSubmissions() {
  const { items, saved } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <AccountPageHeading title="Your submissions">
        {items.length
          ? "The events you sent us. You can change one until staff have reviewed it."
          : "Events you send us appear here, with where each one stands."}
      </AccountPageHeading>
      {saved && !result ? (
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {saved}
        </Alert>
      ) : null}
      {result?.done ? (
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {result.done}
        </Alert>
      ) : null}
      {result?.problem ? (
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          {result.problem}
        </Alert>
      ) : null}
      <Button href="/submit" variant="contained" sx={{ mb: 4 }}>
        Send an event
      </Button>
      {items.length ? (
        <Stack component="ol" spacing={2} sx={{ listStyle: "none", p: 0, m: 0 }}>
          {items.map((item) => (
            <SubmissionItem key={item.id} item={item} />
          ))}
        </Stack>
      ) : null}
    </Container>
  );
}

export default function Page() {
  return (
    <MuiTheme>
      <AccountSubmissions />
    </MuiTheme>
  );
}
