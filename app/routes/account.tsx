import {
  Avatar,
  Box,
  Button,
  Container,
  Divider,
  Paper,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useEffect } from "react";
import {
  data,
  Form,
  Link as RouterLink,
  redirect,
  useActionData,
  useLoaderData,
  useRevalidator,
} from "react-router";
import { formatLongDate } from "../../core/dates/display.ts";
import { AccountSessions, deviceName } from "../components/account-sessions.tsx";
import { NewPasswordField } from "../components/form-fields.tsx";
import { ImageUploader } from "../components/image-uploader.tsx";
import { MuiTheme } from "../components/mui-theme.tsx";
import { ShopMembershipPanel } from "../components/shop-membership-panel.tsx";
import { SubmitButton } from "../components/submit-button.tsx";
import { initials } from "../components/user-menu.tsx";
import { UsernameField } from "../components/username-field.tsx";
import { serverContext } from "../lib/context.server.ts";
import { cookieHeaders, field, formFailure, identityError } from "../lib/forms.server.ts";
import { privateMeta } from "../lib/meta.ts";
import { profileFailure } from "../lib/profile-errors.server.ts";
import { useSession } from "../lib/session.tsx";
import { shopFailure } from "../lib/shop-pages.server.ts";
import { toast } from "../lib/toast.tsx";
import { useErrorToast } from "../lib/use-error-toast.ts";
import { requireViewer } from "../lib/viewer.server.ts";
import type { Route } from "./+types/account";

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Your account");

// One person's page: never indexed.
export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { profile, actor } = await requireViewer(request, context);
  const { services } = serverContext(context);
  const membership = await services.buyer.membership(actor);
  // Labels are made here, so the server and the browser render the same text.
  const sessions = (await services.sessions.list(actor)).map((s) => ({
    id: s.id,
    device: deviceName(s.user_agent),
    since: formatLongDate(new Date(s.created_date)),
    lastActive: formatLongDate(new Date(s.last_active_date)),
    ipAddress: s.ip_address,
    isCurrent: s.is_current,
  }));
  // The membership checkout returns here with ?membership=welcome.
  const welcome = new URL(request.url).searchParams.get("membership") === "welcome";
  return { profile, membership, sessions, welcome };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { actor } = await requireViewer(request, context);
  const { services } = serverContext(context);
  const form = await request.formData();
  const at = Date.now();
  if (field(form, "intent") === "billing") {
    // "Manage billing": the payment provider's portal (the sandbox's, or Stripe's).
    try {
      return redirect((await services.shop.portalLink(actor)).url);
    } catch (err) {
      const failure = shopFailure(err);
      return data(
        { intent: "billing", at, error: failure.message, fields: {} },
        { status: failure.status },
      );
    }
  }
  const intent = field(form, "intent");
  if (intent === "end-session" || intent === "end-others") {
    try {
      const { ended } =
        intent === "end-session"
          ? await services.sessions.revoke(actor, { session_id: field(form, "session_id") })
          : await services.sessions.revokeOthers(actor);
      const saved =
        ended === 0
          ? "No other device was signed in."
          : ended === 1
            ? "That device is signed out."
            : `${ended} devices are signed out.`;
      return { intent: "sessions", at, saved };
    } catch (err) {
      return data(
        { intent: "sessions", at, error: formFailure(err).message, fields: {} },
        { status: 400 },
      );
    }
  }
  if (intent === "password") {
    const newPassword = String(form.get("new_password") ?? "");
    if (newPassword.length < 8 || newPassword.length > 128) {
      return data(
        { intent: "password", at, error: "Use a new password of 8 to 128 characters.", fields: {} },
        { status: 400 },
      );
    }
    try {
      // Every other session is signed out; this one gets a fresh cookie.
      const { headers } = await services.identity.api.changePassword({
        body: {
          currentPassword: String(form.get("current_password") ?? ""),
          newPassword,
          revokeOtherSessions: true,
        },
        headers: request.headers,
        returnHeaders: true,
      });
      return data(
        { intent: "password", at, saved: "Password changed. Other devices are signed out." },
        { headers: cookieHeaders(headers) },
      );
    } catch (err) {
      if (!identityError(err)) throw err;
      return data(
        { intent: "password", at, error: "Your current password is not right.", fields: {} },
        { status: 400 },
      );
    }
  }
  const values = {
    username: field(form, "username"),
    name: field(form, "name"),
    avatar_url: field(form, "avatar_url"),
  };
  const version = Number(field(form, "version")) || undefined;
  try {
    const profile = await services.account.updateProfile(actor, {
      ...values,
      ...(version ? { version } : {}),
    });
    return { intent: "profile", at, saved: "Profile saved.", profile };
  } catch (err) {
    const failure = profileFailure(err);
    if (!failure) throw err;
    return data(
      { intent: "profile", at, error: failure.message, fields: failure.fields, values },
      { status: 400 },
    );
  }
}

function Account() {
  const { profile, membership, sessions, welcome } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const session = useSession();
  const error = result && "error" in result ? result.error : undefined;
  const fields: Record<string, string> = (result && "fields" in result && result.fields) || {};
  useErrorToast(error, result?.at);
  const { setProfile } = session;
  const revalidator = useRevalidator();
  useEffect(() => {
    if (result && "saved" in result && result.saved) {
      toast(result.saved, { variant: "success" });
      if ("profile" in result && result.profile) {
        setProfile({ name: result.profile.name, avatar_url: result.profile.avatar_url });
      }
    }
  }, [result, setProfile]);
  const values: { name?: string; username?: string; avatar_url?: string } | null =
    result && "values" in result && result.values ? result.values : null;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", mb: 4 }}>
        <Avatar
          src={profile.avatar_url ?? undefined}
          alt=""
          sx={{ width: 64, height: 64, bgcolor: "primary.main", fontSize: 24 }}
        >
          {initials(profile)}
        </Avatar>
        <Box>
          <Typography variant="h2" component="h1">
            Your account
          </Typography>
          <Typography color="text.secondary">{profile.email}</Typography>
        </Box>
      </Stack>

      <ShopMembershipPanel
        membership={membership}
        welcome={welcome}
        error={result?.intent === "billing" ? error : undefined}
      />

      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="account-for-you"
        sx={{ p: { xs: 3, sm: 4 }, mb: 4 }}
      >
        <Typography id="account-for-you" variant="h4" component="h2" sx={{ mb: 1.5 }}>
          For you and your calendar feed
        </Typography>
        <Typography sx={{ mb: 2 }}>
          What's coming up at the places and subjects you follow and the events you saved, and one
          calendar feed of them for your calendar app.
        </Typography>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5}>
          <Button component={RouterLink} to="/for-you" variant="outlined" color="secondary">
            For you
          </Button>
          <Button
            component={RouterLink}
            to="/account/calendar"
            variant="outlined"
            color="secondary"
          >
            Calendar feed
          </Button>
        </Stack>
      </Paper>

      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="account-orders"
        sx={{ p: { xs: 3, sm: 4 }, mb: 4 }}
      >
        <Typography id="account-orders" variant="h4" component="h2" sx={{ mb: 1.5 }}>
          Orders
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Prints and tips you have paid for, with their receipts, shipping and refunds.
        </Typography>
        <Button component={RouterLink} to="/account/orders" variant="outlined" color="secondary">
          Your orders
        </Button>
      </Paper>

      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="account-saved"
        sx={{ p: { xs: 3, sm: 4 }, mb: 4 }}
      >
        <Typography id="account-saved" variant="h4" component="h2" sx={{ mb: 1.5 }}>
          Saved and followed
        </Typography>
        <Typography sx={{ mb: 2 }}>
          The events you have saved, and the venues, cities and kinds of event you follow. Only you
          can see them.
        </Typography>
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5 }}>
          <Button component={RouterLink} to="/account/saved" variant="outlined" color="secondary">
            Saved events
          </Button>
          <Button
            component={RouterLink}
            to="/account/following"
            variant="outlined"
            color="secondary"
          >
            Following
          </Button>
        </Box>
      </Paper>

      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="account-submissions"
        sx={{ p: { xs: 3, sm: 4 }, mb: 4 }}
      >
        <Typography id="account-submissions" variant="h4" component="h2" sx={{ mb: 1.5 }}>
          Events you sent
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Tell us about an event for the calendar, and see where the ones you sent stand.
        </Typography>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5}>
          <Button component={RouterLink} to="/submit" variant="outlined" color="secondary">
            Send an event
          </Button>
          <Button
            component={RouterLink}
            to="/account/submissions"
            variant="outlined"
            color="secondary"
          >
            Your submissions
          </Button>
        </Stack>
      </Paper>

      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="account-mail-data"
        sx={{ p: { xs: 3, sm: 4 }, mb: 4 }}
      >
        <Typography id="account-mail-data" variant="h4" component="h2" sx={{ mb: 1.5 }}>
          Mail and your data
        </Typography>
        <Typography sx={{ mb: 2 }}>
          The weekly digest and reminders of saved dates; a copy of everything we keep about you; or
          your account deleted with it.
        </Typography>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} useFlexGap>
          <Button component={RouterLink} to="/account/mail" variant="outlined" color="secondary">
            Mail preferences
          </Button>
          <Button href="/account/export.json" download variant="outlined" color="secondary">
            Download my data
          </Button>
          <Button component={RouterLink} to="/account/delete" variant="text" color="error">
            Delete my account
          </Button>
        </Stack>
      </Paper>

      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="account-api-keys"
        sx={{ p: { xs: 3, sm: 4 }, mb: 4 }}
      >
        <Typography id="account-api-keys" variant="h4" component="h2" sx={{ mb: 1.5 }}>
          API keys
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Keys that let a program of yours read the calendar through our API, each with a limit of
          its own.
        </Typography>
        <Button component={RouterLink} to="/account/api-keys" variant="outlined" color="secondary">
          Your API keys
        </Button>
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, mb: 4 }}>
        <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
          Picture
        </Typography>
        <ImageUploader
          type="avatar"
          attachTo={{ type: "avatar" }}
          withText={false}
          label="Upload a picture"
          onUploaded={(c) => {
            const url = c.versions.THUMB?.url ?? null;
            setProfile({ avatar_url: url });
            toast("Your picture is saved.", { variant: "success" });
            void revalidator.revalidate();
          }}
        />
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, mb: 4 }}>
        <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
          Profile
        </Typography>
        {result?.intent === "profile" && error ? (
          <Typography color="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Typography>
        ) : null}
        <Form method="post">
          <input type="hidden" name="intent" value="profile" />
          <input type="hidden" name="version" value={profile.version} />
          <Stack spacing={2.5}>
            <TextField
              label="Name"
              name="name"
              required
              fullWidth
              autoComplete="name"
              defaultValue={values?.name ?? profile.name ?? ""}
              error={Boolean(fields.name)}
              helperText={fields.name}
            />
            <UsernameField
              defaultValue={values?.username ?? profile.username ?? ""}
              current={profile.username}
              serverError={fields.username}
            />
            <TextField
              label="Avatar image address"
              name="avatar_url"
              // Not type="url": an uploaded picture's address (/files/…) is relative.
              fullWidth
              slotProps={{
                htmlInput: { inputMode: "url", pattern: "(https://|HTTPS://|/files/).+" },
              }}
              defaultValue={values?.avatar_url ?? profile.avatar_url ?? ""}
              error={Boolean(fields.avatar_url)}
              helperText={
                fields.avatar_url ??
                "A link to a square picture starting with https://, or upload one above."
              }
            />
            <Box>
              <SubmitButton busyLabel="Saving…">Save profile</SubmitButton>
            </Box>
          </Stack>
        </Form>
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, mb: 4 }}>
        <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
          Password
        </Typography>
        {result?.intent === "password" && error ? (
          <Typography color="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Typography>
        ) : null}
        <Form method="post">
          <input type="hidden" name="intent" value="password" />
          <Stack spacing={2.5}>
            <TextField
              label="Current password"
              name="current_password"
              type="password"
              autoComplete="current-password"
              required
              fullWidth
            />
            <NewPasswordField
              name="new_password"
              label="New password"
              hint="At least 8 characters. Changing it signs you out on your other devices."
            />
            <Box>
              <SubmitButton busyLabel="Changing…" variant="outlined" color="secondary">
                Change password
              </SubmitButton>
            </Box>
          </Stack>
        </Form>
      </Paper>

      <AccountSessions
        sessions={sessions}
        {...(result?.intent === "sessions" && error ? { error } : {})}
      />

      <Divider sx={{ mb: 3 }} />
      <Form method="post" action="/sign-out">
        <Button type="submit" variant="text" color="secondary">
          Sign out
        </Button>
      </Form>
    </Container>
  );
}

// Built with MUI: its theme comes with the page, not with every page (components/mui-theme.tsx).
export default function Page() {
  return (
    <MuiTheme>
      <Account />
    </MuiTheme>
  );
}
