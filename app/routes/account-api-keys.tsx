import { Alert, Box, Container, Link, Paper, TextField, Typography } from "@mui/material";
import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import { formatLongDate } from "../../core/dates/display.ts";
import { ApiError } from "../../core/errors.ts";
import { MAX_ACTIVE_API_KEYS } from "../../core/schemas/api-keys.ts";
import { type KeyLine, KeyList, NewKeySecret } from "../components/account-api-keys.tsx";
import { AccountPageHeading } from "../components/account-page-heading.tsx";
import { MuiTheme } from "../components/mui-theme.tsx";
import { SubmitButton } from "../components/submit-button.tsx";
import { serverContext } from "../lib/context.server.ts";
import { field, formFailure } from "../lib/forms.server.ts";
import { privateMeta } from "../lib/meta.ts";
import { requireViewer } from "../lib/viewer.server.ts";
import type { Route } from "./+types/account-api-keys";

// API keys for read access (issue 32, decision 063): name and make one, see
// its secret once, see one's keys and their use, revoke one (asked twice:
// ?revoke={id}, a page state, as /account/calendar asks). Works without
// JavaScript: making a key answers the post itself (the secret is in that
// answer and nowhere else); revoking redirects back (?revoked={id}).

export const meta = (args: Route.MetaArgs) => privateMeta(args, "API keys");
export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex" });

const day = (iso: string | null) => (iso ? formatLongDate(new Date(iso)) : null);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { actor } = await requireViewer(request, context);
  const { services } = serverContext(context);
  // Labels are made here, so the server and the browser render the same text.
  const keys: KeyLine[] = (await services.apiKeys.listOwn(actor)).map((k) => ({
    id: k.id,
    name: k.name,
    prefix: k.prefix,
    made: day(k.created_date) ?? "",
    lastUsed: day(k.last_used_date),
    requests30d: k.requests_30d,
    revoked: day(k.revoked_date),
  }));
  const search = new URL(request.url).searchParams;
  const revoked = keys.find((k) => k.id === search.get("revoked") && k.revoked);
  return {
    keys,
    confirm: search.get("revoke"),
    revokedName: revoked?.name ?? null,
    origin: services.site.canonicalOrigin(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { actor } = await requireViewer(request, context);
  const { apiKeys } = serverContext(context).services;
  const form = await request.formData();
  try {
    if (field(form, "intent") === "revoke") {
      const key = await apiKeys.revoke(actor, field(form, "key"));
      return redirect(`/account/api-keys?revoked=${key.id}`);
    }
    // Not a redirect: this answer is the one place the secret appears.
    const key = await apiKeys.create(actor, { name: String(form.get("name") ?? "") });
    return { created: { name: key.name, secret: key.secret }, error: null, fields: {}, name: "" };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    const failure = formFailure(err);
    return data(
      { created: null, error: failure.message, fields: failure.fields, name: field(form, "name") },
      { status: err.status },
    );
  }
}

function AccountApiKeys() {
  const { keys, confirm, revokedName, origin } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const working = keys.filter((k) => !k.revoked).length;
  const nameError = result?.fields && "name" in result.fields ? String(result.fields.name) : null;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <AccountPageHeading title="API keys">
        A key lets a program of yours read the calendar through our{" "}
        <Link href="/api/v5/docs">API</Link>, with a limit of its own. It reads only what anyone can
        see on the site; it cannot change anything or act as you. Keep each key to yourself.
      </AccountPageHeading>
      {result?.created ? (
        <NewKeySecret
          name={result.created.name}
          secret={result.created.secret}
          example={`curl -H "X-Api-Key: ${result.created.secret}" \\\n  ${origin}/api/v5/calendar/event_dates/list`}
        />
      ) : null}
      {revokedName && !result ? (
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {`“${revokedName}” is revoked: requests with it are refused from now on.`}
        </Alert>
      ) : null}
      {result?.error && !nameError ? (
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          {result.error}
        </Alert>
      ) : null}

      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="new-key-title"
        sx={{ p: { xs: 3, sm: 4 }, mb: 4 }}
      >
        <Typography id="new-key-title" variant="h4" component="h2" sx={{ mb: 1 }}>
          Make a key
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {`Name it for what will use it, so you can tell your keys apart. You can have ${MAX_ACTIVE_API_KEYS} working keys; you have ${working}.`}
        </Typography>
        {/* A new key after each key made, so the name field starts empty again. */}
        <Form method="post" key={result?.created?.secret ?? "new"}>
          <Box
            sx={{
              display: "flex",
              flexDirection: { xs: "column", sm: "row" },
              gap: 2,
              alignItems: { sm: "flex-start" },
            }}
          >
            <TextField
              label="Key name"
              name="name"
              required
              fullWidth
              autoComplete="off"
              placeholder="Gallery newsletter"
              defaultValue={result?.created ? "" : (result?.name ?? "")}
              error={Boolean(nameError)}
              helperText={nameError ?? "Up to 80 characters."}
              slotProps={{ htmlInput: { maxLength: 80 } }}
            />
            <SubmitButton busyLabel="Making…" intent="create" sx={{ flexShrink: 0, minHeight: 56 }}>
              Make key
            </SubmitButton>
          </Box>
        </Form>
      </Paper>

      <Box component="section" aria-labelledby="keys-title">
        <Typography id="keys-title" variant="h4" component="h2" sx={{ mb: 2 }}>
          Your keys
        </Typography>
        <KeyList keys={keys} confirm={confirm} />
      </Box>
    </Container>
  );
}

// Built with MUI: its theme comes with the page, not with every page (components/mui-theme.tsx).
export default function Page() {
  return (
    <MuiTheme>
      <AccountApiKeys />
    </MuiTheme>
  );
}
