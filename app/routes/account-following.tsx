import { Alert, Box, Button, Container, Link, Typography } from "@mui/material";
import type { FormEvent } from "react";
import { data, Form, Link as RouterLink, useActionData, useLoaderData } from "react-router";
import type { FollowKind } from "../../core/personal/follows.ts";
import { AccountPageHeading } from "../components/account-page-heading.tsx";
import { MuiTheme } from "../components/mui-theme.tsx";
import { serverContext } from "../lib/context.server.ts";
import { field } from "../lib/forms.server.ts";
import { privateMeta } from "../lib/meta.ts";
import { toggleFollow, usePersonal } from "../lib/personal.ts";
import { personalFailure } from "../lib/personal-pages.server.ts";
import { requireViewer } from "../lib/viewer.server.ts";
import type { Route } from "./+types/account-following";

// What the visitor follows (issue 29): venues, cities, kinds of event and
// tags, each linking to its page, each removable in place (at once with
// JavaScript and in their other tabs; a form post without it). Private.

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Following");
export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { actor } = await requireViewer(request, context);
  return { follows: await serverContext(context).services.personal.follows(actor) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { actor } = await requireViewer(request, context);
  const form = await request.formData();
  try {
    await serverContext(context).services.personal.unfollow(
      actor,
      field(form, "kind"),
      field(form, "target"),
    );
    return { removed: field(form, "name") || "That", problem: null };
  } catch (err) {
    const failure = personalFailure(err);
    return data({ removed: null, problem: failure.message }, { status: failure.status });
  }
}

const SECTIONS: { kind: FollowKind; title: string }[] = [
  { kind: "venue", title: "Venues" },
  { kind: "city", title: "Cities" },
  { kind: "category", title: "Kinds of event" },
  { kind: "tag", title: "Tags" },
];

type Follow = Awaited<ReturnType<typeof loader>>["follows"][number];

function RemoveForm({ follow }: { follow: Follow }) {
  const personal = usePersonal();
  const onSubmit = (e: FormEvent) => {
    if (personal.status !== "ready") return;
    e.preventDefault();
    void toggleFollow(follow.kind, follow.target, follow.name, false);
  };
  return (
    <Form method="post" onSubmit={onSubmit}>
      <input type="hidden" name="kind" value={follow.kind} />
      <input type="hidden" name="target" value={follow.target} />
      <input type="hidden" name="name" value={follow.name} />
      <Button
        type="submit"
        variant="outlined"
        color="secondary"
        size="small"
        aria-label={`Stop following ${follow.name}`}
      >
        Remove
      </Button>
    </Form>
  );
}

function AccountFollowing() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const personal = usePersonal();
  const follows = loaded.follows.filter(
    (f) => personal.status !== "ready" || personal.follows.has(`${f.kind}:${f.target}`),
  );
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <AccountPageHeading title="Following">
        {follows.length
          ? "Only you can see what you follow."
          : "Follow a venue or a city from its page, or a venue or kind of event from a card's menu (⋯)."}
      </AccountPageHeading>
      {result?.removed ? (
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {`You no longer follow ${result.removed}.`}
        </Alert>
      ) : null}
      {result?.problem ? (
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          {result.problem}
        </Alert>
      ) : null}
      {SECTIONS.map(({ kind, title }) => {
        const mine = follows.filter((f) => f.kind === kind);
        if (!mine.length) return null;
        return (
          <Box component="section" key={kind} aria-labelledby={`following-${kind}`} sx={{ mb: 4 }}>
            <Typography id={`following-${kind}`} variant="h4" component="h2" sx={{ mb: 1.5 }}>
              {title}
            </Typography>
            <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
              {mine.map((f) => (
                <Box
                  component="li"
                  key={`${f.kind}:${f.target}`}
                  data-testid="following-item"
                  sx={{
                    display: "flex",
                    alignItems: "center",
                    justifyContent: "space-between",
                    gap: 2,
                    py: 1.5,
                    borderBottom: 1,
                    borderColor: "divider",
                    overflowWrap: "anywhere",
                  }}
                >
                  {f.url ? (
                    <Link component={RouterLink} to={f.url} sx={{ fontWeight: 600 }}>
                      {f.name}
                    </Link>
                  ) : (
                    <Typography color="text.secondary">{f.name}</Typography>
                  )}
                  <RemoveForm follow={f} />
                </Box>
              ))}
            </Box>
          </Box>
        );
      })}
    </Container>
  );
}

export default function Page() {
  return (
    <MuiTheme>
      <AccountFollowing />
    </MuiTheme>
  );
}
