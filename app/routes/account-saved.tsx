import { Alert, Box, Button, Container, Typography } from "@mui/material";
import type { FormEvent } from "react";
import { data, Form, Link as RouterLink, useActionData, useLoaderData } from "react-router";
import type { CardEventDate } from "../../core/listing/cards.ts";
import { AccountPageHeading } from "../components/account-page-heading.tsx";
import { EventCard } from "../components/event-card.tsx";
import { MuiTheme } from "../components/mui-theme.tsx";
import { serverContext } from "../lib/context.server.ts";
import { field } from "../lib/forms.server.ts";
import { privateMeta } from "../lib/meta.ts";
import { toggleSave, usePersonal } from "../lib/personal.ts";
import { personalFailure } from "../lib/personal-pages.server.ts";
import { requireViewer } from "../lib/viewer.server.ts";
import type { Route } from "./+types/account-saved";

// The visitor's saved events (issue 29): every date still to come, soonest
// first; events that are over folded away below. "Remove" takes one off in
// place (at once with JavaScript, and in the visitor's other tabs through
// their realtime topic); without JavaScript it posts to this page. Private:
// never cached, never shown to anyone else.

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Saved events");
export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { actor } = await requireViewer(request, context);
  const { services } = serverContext(context);
  const saved = await services.personal.saved(actor);
  return { ...saved, now: services.clock.now().toISOString() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { actor } = await requireViewer(request, context);
  const form = await request.formData();
  try {
    await serverContext(context).services.personal.unsave(actor, field(form, "event"));
    return { removed: field(form, "name") || "The event", problem: null };
  } catch (err) {
    const failure = personalFailure(err);
    return data({ removed: null, problem: failure.message }, { status: failure.status });
  }
}

function RemoveForm({ card }: { card: CardEventDate }) {
  const personal = usePersonal();
  const onSubmit = (e: FormEvent) => {
    // With JavaScript and the state known, removed at once (and rolled back with a toast on failure).
    if (personal.status !== "ready") return;
    e.preventDefault();
    void toggleSave(card.event.id, card.event.name, false);
  };
  return (
    <Form method="post" onSubmit={onSubmit} className="ac-saved__remove">
      <input type="hidden" name="event" value={card.event.id} />
      <input type="hidden" name="name" value={card.event.name} />
      <Button
        type="submit"
        variant="outlined"
        color="secondary"
        size="small"
        aria-label={`Remove ${card.event.name} from your saved events`}
      >
        Remove
      </Button>
    </Form>
  );
}

function SavedList({ cards, now }: { cards: CardEventDate[]; now: string }) {
  return (
    <Box component="ol" className="ac-grid" sx={{ listStyle: "none", p: 0, m: 0 }}>
      {cards.map((card) => (
        <li key={card.id} data-testid="saved-item">
          <EventCard date={card} now={now} />
          <RemoveForm card={card} />
        </li>
      ))}
    </Box>
  );
}

function AccountSaved() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const personal = usePersonal();
  // Removed here or in another tab: gone at once, before any reload.
  const kept = (c: CardEventDate) => personal.status !== "ready" || personal.saved.has(c.event.id);
  const upcoming = loaded.upcoming.filter(kept);
  const past = loaded.past.filter(kept);
  const empty = upcoming.length === 0 && past.length === 0;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
      <AccountPageHeading title="Saved events">
        {empty
          ? "Save an event with the bookmark on its card or page, and its dates appear here."
          : "Only you can see what you save. Dates still to come, soonest first."}
      </AccountPageHeading>
      {result?.removed ? (
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {`${result.removed} was removed from your saved events.`}
        </Alert>
      ) : null}
      {result?.problem ? (
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          {result.problem}
        </Alert>
      ) : null}
      {upcoming.length ? (
        <section aria-labelledby="saved-upcoming">
          <Typography id="saved-upcoming" variant="h4" component="h2" sx={{ mb: 2 }}>
            Coming up
          </Typography>
          <SavedList cards={upcoming} now={loaded.now} />
        </section>
      ) : empty ? (
        <Button component={RouterLink} to="/calendar/upcoming" variant="contained">
          See upcoming events
        </Button>
      ) : (
        <Typography sx={{ mb: 2 }}>Nothing you saved is coming up.</Typography>
      )}
      {past.length ? (
        <Box component="details" data-testid="saved-past" sx={{ mt: 6 }}>
          <Box
            component="summary"
            sx={{ cursor: "pointer", fontWeight: 700, fontSize: "1.1rem", mb: 2 }}
          >
            {`Past events you saved (${past.length})`}
          </Box>
          <SavedList cards={past} now={loaded.now} />
        </Box>
      ) : null}
    </Container>
  );
}

export default function Page() {
  return (
    <MuiTheme>
      <AccountSaved />
    </MuiTheme>
  );
}
