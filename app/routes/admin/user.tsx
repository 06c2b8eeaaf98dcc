import {
  Alert,
  Box,
  Checkbox,
  FormControlLabel,
  Link as MuiLink,
  Paper,
  Stack,
  Typography,
} from "@mui/material";
import { useEffect } from "react";
import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import { SubmitButton } from "../../components/submit-button.tsx";
import { serverContext } from "../../lib/context.server.ts";
import { field, formFailure } from "../../lib/forms.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { toast } from "../../lib/toast.tsx";
import { requireAdmin } from "../../lib/viewer.server.ts";
import type { Route } from "./+types/user";

export const meta = ({ loaderData, ...args }: Route.MetaArgs) =>
  privateMeta(args, `${loaderData?.user.name ?? "User"} · Back office`);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { actor } = await requireAdmin(request, context);
  const user = await serverContext(context).services.security.getUser(actor, params.id);
  return { user, isSelf: actor.userId === user.id };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { actor } = await requireAdmin(request, context);
  const form = await request.formData();
  if (field(form, "intent") === "revoke-sessions") {
    try {
      const { ended } = await serverContext(context).services.security.revokeSessions(
        actor,
        params.id,
      );
      return {
        saved: ended
          ? `Signed out of ${ended} session${ended === 1 ? "" : "s"}.`
          : "No session was open.",
        at: Date.now(),
      };
    } catch (err) {
      return data({ error: formFailure(err).message, at: Date.now() }, { status: 400 });
    }
  }
  const grant = field(form, "is_superadmin") === "true";
  if (field(form, "confirm") !== "yes") {
    return data({ error: "Tick the box to confirm the change.", at: Date.now() }, { status: 400 });
  }
  try {
    const user = await serverContext(context).services.security.setSuperadmin(actor, params.id, {
      is_superadmin: grant,
      version: Number(field(form, "version")) || undefined,
    });
    return {
      saved: grant ? `${user.name ?? user.email} is now a superadmin.` : "Superadmin role removed.",
      at: Date.now(),
    };
  } catch (err) {
    return data({ error: formFailure(err).message, at: Date.now() }, { status: 400 });
  }
}

export default function AdminUser() {
  const { user, isSelf } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  useEffect(() => {
    if (result && "saved" in result) toast(result.saved, { variant: "success" });
    if (result && "error" in result) toast(result.error, { variant: "error" });
  }, [result]);
  const rows: [string, string][] = [
    ["Email", `${user.email}${user.email_verified ? "" : " (not confirmed)"}`],
    ["Username", user.username ?? "—"],
    ["Profile", user.is_initialized ? "Complete" : "Not completed yet"],
    [
      "Joined",
      new Date(user.created_date).toLocaleString("en-US", { timeZone: "America/Chicago" }),
    ],
  ];
  return (
    <>
      <MuiLink component={Link} to="/admin/users">
        ← All users
      </MuiLink>
      <Typography variant="h2" component="h1" sx={{ mt: 1, mb: 3 }}>
        {user.name || user.email}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: "grid",
            gridTemplateColumns: "max-content 1fr",
            columnGap: 3,
            rowGap: 1,
          }}
        >
          {rows.map(([k, v]) => (
            <Box key={k} sx={{ display: "contents" }}>
              <Typography component="dt" color="text.secondary">
                {k}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {v}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
          Role: {user.is_superadmin ? "Superadmin" : "Member"}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Superadmins can edit everything on the site, including other people's roles.
        </Typography>
        {result && "error" in result ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {result.error}
          </Alert>
        ) : null}
        <Form method="post">
          <input type="hidden" name="is_superadmin" value={user.is_superadmin ? "false" : "true"} />
          <input type="hidden" name="version" value={user.version} />
          <Stack spacing={1} sx={{ alignItems: "flex-start" }}>
            <FormControlLabel
              control={<Checkbox name="confirm" value="yes" required />}
              label={
                user.is_superadmin
                  ? isSelf
                    ? "I understand I will lose access to the back office."
                    : "I want to remove this person's superadmin role."
                  : "I trust this person with full access to the site."
              }
            />
            <SubmitButton busyLabel="Saving…" color={user.is_superadmin ? "error" : "primary"}>
              {user.is_superadmin ? "Remove superadmin role" : "Make superadmin"}
            </SubmitButton>
          </Stack>
        </Form>
      </Paper>
      <Paper variant="outlined" sx={{ p: 3, mt: 3 }}>
        <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
          Sessions
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Signs {isSelf ? "you" : "this person"} out on every device at once, for a lost phone or a
          shared password. {isSelf ? "You will need to sign in again." : ""}
        </Typography>
        <Form method="post">
          <SubmitButton
            intent="revoke-sessions"
            busyLabel="Signing out…"
            variant="outlined"
            color="error"
          >
            Sign out everywhere
          </SubmitButton>
        </Form>
      </Paper>
    </>
  );
}
