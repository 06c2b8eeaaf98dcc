import { Alert, Box, Container, Link, Typography } from "@mui/material";
import { data, Form, Link as RouterLink, useActionData, useLoaderData } from "react-router";
import { MuiTheme } from "../components/mui-theme.tsx";
import { SubmitButton } from "../components/submit-button.tsx";
import { serverContext } from "../lib/context.server.ts";
import { field, formFailure } from "../lib/forms.server.ts";
import { privateMeta } from "../lib/meta.ts";
import type { Route } from "./+types/mail-unsubscribe";

// Where a mail's "Unsubscribe" link lands (GET /api/v5/mail/unsubscribe sends
// people here): opening it changes nothing, since mail scanners open links;
// the button turns the list off, without signing in. The token in the
// address is the key. Never cached, never indexed.

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Unsubscribe");
export const headers: Route.HeadersFunction = () => ({
  "X-Robots-Tag": "noindex",
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
});

const LIST_NAMES: Record<string, string> = {
  digest: "the weekly digest",
  reminders: "reminders of your saved dates",
};

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const list = url.searchParams.get("list") ?? "";
  return {
    token: url.searchParams.get("token") ?? "",
    list,
    listName: LIST_NAMES[list] ?? null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  try {
    await serverContext(context).services.personalMail.unsubscribe({
      token: field(form, "token"),
      list: field(form, "list"),
    });
    return { done: true as const, error: null };
  } catch (err) {
    const failure = formFailure(err, "We could not unsubscribe you. Please try again.");
    const gone = /does not exist/.test(failure.message);
    return data(
      {
        done: false as const,
        error: gone
          ? "This unsubscribe link is not one we know: its account may have been deleted. Change what we send from your account's mail preferences."
          : failure.message,
      },
      { status: gone ? 404 : 400 },
    );
  }
}

function Unsubscribe() {
  const { token, list, listName } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
        Unsubscribe
      </Typography>
      {result?.done ? (
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          Done: we will not send you {listName} any more.
        </Alert>
      ) : null}
      {result?.error ? (
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          {result.error}
        </Alert>
      ) : null}
      {!result?.done && listName && token ? (
        <>
          <Typography sx={{ mb: 3 }}>Stop sending me {listName}?</Typography>
          <Form method="post">
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="list" value={list} />
            <Box>
              <SubmitButton busyLabel="Unsubscribing…">Unsubscribe</SubmitButton>
            </Box>
          </Form>
        </>
      ) : null}
      {!listName || !token ? (
        <Alert severity="warning" sx={{ mb: 3 }}>
          This link is incomplete. Open it from the mail again, or change what we send from your
          account's mail preferences.
        </Alert>
      ) : null}
      <Typography sx={{ mt: 4 }}>
        Everything we send, in one place:{" "}
        <Link component={RouterLink} to="/account/mail">
          your mail preferences
        </Link>{" "}
        (sign-in needed).
      </Typography>
    </Container>
  );
}

export default function Page() {
  return (
    <MuiTheme>
      <Unsubscribe />
    </MuiTheme>
  );
}
