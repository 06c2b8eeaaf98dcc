import { Box, Paper, Stack, Typography } from "@mui/material";
import { Form } from "react-router";
import { SubmitButton } from "./submit-button.tsx";

/** One sign-in session as the account page shows it (labels made on the server). */
export interface SessionLine {
  id: string;
  device: string;
  since: string;
  lastActive: string;
  ipAddress: string | null;
  isCurrent: boolean;
}

/** "Firefox on Windows" from a User-Agent header; "Unknown device" when there is none. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return "Unknown device";
  const browser =
    [
      [/Edg\//, "Edge"],
      [/OPR\//, "Opera"],
      [/Firefox\//, "Firefox"],
      [/Chrome\//, "Chrome"],
      [/Safari\//, "Safari"],
    ].find(([re]) => (re as RegExp).test(userAgent))?.[1] ?? "A browser";
  const system =
    [
      [/Android/, "Android"],
      [/iPhone|iPad|iOS/, "iOS"],
      [/Windows/, "Windows"],
      [/Mac OS X|Macintosh/, "macOS"],
      [/CrOS/, "ChromeOS"],
      [/Linux/, "Linux"],
    ].find(([re]) => (re as RegExp).test(userAgent))?.[1] ?? null;
  return system ? `${browser} on ${system}` : String(browser);
}

/**
 * Where the account is signed in, with a form per other session to end it
 * and one to end all others: plain forms, so it works without JavaScript
 * and each button is a tab stop with its own name.
 */
export function AccountSessions({ sessions, error }: { sessions: SessionLine[]; error?: string }) {
  const others = sessions.filter((s) => !s.isCurrent);
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, sm: 4 }, mb: 4 }}
      component="section"
      aria-labelledby="sessions-title"
    >
      <Typography id="sessions-title" variant="h4" component="h2" sx={{ mb: 1 }}>
        Where you're signed in
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Signing a device out ends its access at once.
      </Typography>
      {error ? (
        <Typography color="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Typography>
      ) : null}
      <Stack
        component="ul"
        spacing={2}
        sx={{ listStyle: "none", p: 0, m: 0, mb: others.length ? 3 : 0 }}
      >
        {sessions.map((s) => (
          <Stack
            component="li"
            key={s.id}
            direction={{ xs: "column", sm: "row" }}
            spacing={1}
            sx={{ justifyContent: "space-between", alignItems: { sm: "center" } }}
          >
            <Box>
              <Typography sx={{ fontWeight: 600 }}>
                {s.device}
                {s.isCurrent ? " · this device" : ""}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Signed in {s.since} · last active {s.lastActive}
                {s.ipAddress ? ` · ${s.ipAddress}` : ""}
              </Typography>
            </Box>
            {s.isCurrent ? null : (
              <Form method="post">
                <input type="hidden" name="session_id" value={s.id} />
                <SubmitButton
                  intent="end-session"
                  busyLabel="Signing out…"
                  variant="outlined"
                  size="small"
                  aria-label={`Sign out ${s.device}, signed in ${s.since}`}
                >
                  Sign out
                </SubmitButton>
              </Form>
            )}
          </Stack>
        ))}
      </Stack>
      {others.length ? (
        <Form method="post">
          <SubmitButton
            intent="end-others"
            busyLabel="Signing out…"
            variant="outlined"
            color="secondary"
          >
            Sign out all other sessions
          </SubmitButton>
        </Form>
      ) : null}
    </Paper>
  );
}
