import { Alert, Box, Button, Paper, Stack, Typography } from "@mui/material";
import type { FocusEvent } from "react";
import { Form, Link as RouterLink } from "react-router";
import { toast } from "../lib/toast.tsx";
import { useHydrated } from "../lib/use-hydrated.ts";
import { SubmitButton } from "./submit-button.tsx";

// The parts of /account/api-keys (decision 063): the new key's secret, shown
// once, and the list of one's keys with Revoke asked twice. Plain forms and
// links, so all of it works without JavaScript.

/** One of the viewer's keys as the page shows it (labels made on the server). */
export interface KeyLine {
  id: string;
  name: string;
  prefix: string;
  made: string;
  lastUsed: string | null;
  requests30d: number;
  revoked: string | null;
}

const codeBox = {
  width: "100%",
  boxSizing: "border-box",
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  // Small enough on a phone for the whole key (35 characters) to show on one line.
  fontSize: { xs: "0.78rem", sm: "0.95rem" },
  p: 1.25,
  border: 1,
  borderColor: "divider",
  borderRadius: 1,
  bgcolor: "background.paper",
  color: "text.primary",
} as const;

/**
 * The secret of the key just made, in a read-only field (focus selects it, so
 * copying works without JavaScript) with a Copy button once the page runs
 * scripts, and the plain truth: it is not shown again.
 */
export function NewKeySecret({
  name,
  secret,
  example,
}: {
  name: string;
  secret: string;
  example: string;
}) {
  const hydrated = useHydrated();
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      toast("Key copied", { variant: "success" });
    } catch {
      toast("Couldn't copy. Select the key and copy it yourself.", { variant: "error" });
    }
  }
  return (
    <Alert
      severity="success"
      role="status"
      icon={false}
      sx={{ mb: 4, "& .MuiAlert-message": { width: "100%", minWidth: 0 } }}
      data-testid="new-key"
    >
      <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
        Copy your new key now
      </Typography>
      <Typography sx={{ mb: 2 }}>
        “{name}” is ready. <strong>This is the only time we show it</strong>: we keep only a
        fingerprint of it, not the key. If you lose it, make a new key and revoke this one.
      </Typography>
      <label htmlFor="new-key-secret">
        <Typography component="span" variant="body2" sx={{ display: "block", mb: 0.5 }}>
          Your API key
        </Typography>
      </label>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ mb: 2 }}>
        <Box
          component="input"
          id="new-key-secret"
          readOnly
          value={secret}
          data-testid="new-key-secret"
          spellCheck={false}
          // Where a keyboard user lands after making a key: selected, ready to copy.
          autoFocus
          onFocus={(e: FocusEvent<HTMLInputElement>) => e.currentTarget.select()}
          sx={codeBox}
        />
        {hydrated ? (
          <Button variant="contained" onClick={() => void copy()} sx={{ flexShrink: 0 }}>
            Copy key
          </Button>
        ) : null}
      </Stack>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        Send it as the <code>X-Api-Key</code> header with each request, for example:
      </Typography>
      <Box
        component="pre"
        // break-all: a long address breaks where the line ends, not onto a line of its own.
        sx={{ ...codeBox, m: 0, whiteSpace: "pre-wrap", wordBreak: "break-all" }}
      >
        {example}
      </Box>
    </Alert>
  );
}

/** One key: its name, prefix and use, and Revoke (a link that asks, then a form that does it). */
function KeyItem({ k, confirming }: { k: KeyLine; confirming: boolean }) {
  const facts = [
    `Made ${k.made}`,
    k.lastUsed ? `last used ${k.lastUsed}` : "never used",
    `${k.requests30d.toLocaleString("en-US")} ${k.requests30d === 1 ? "request" : "requests"} in the last 30 days`,
  ];
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, bgcolor: k.revoked ? "action.hover" : undefined }}
      data-testid="api-key"
      aria-labelledby={`key-${k.id}`}
    >
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={1.5}
        sx={{ justifyContent: "space-between", alignItems: { sm: "flex-start" } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography
            id={`key-${k.id}`}
            variant="h5"
            component="h3"
            sx={{ overflowWrap: "anywhere" }}
          >
            {k.name}
          </Typography>
          <Typography sx={{ mt: 0.5 }}>
            <Box component="code" sx={{ fontSize: "0.95rem" }}>
              {k.prefix}…
            </Box>
            {k.revoked ? (
              <Box component="span" sx={{ fontWeight: 700, ml: 1 }}>
                Revoked {k.revoked}
              </Box>
            ) : null}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {facts.join(" · ")}
          </Typography>
        </Box>
        {k.revoked || confirming ? null : (
          <Button
            component={RouterLink}
            to={`?revoke=${k.id}`}
            replace
            preventScrollReset
            variant="outlined"
            color="secondary"
            aria-label={`Revoke ${k.name}…`}
            sx={{ flexShrink: 0, alignSelf: { xs: "flex-start" } }}
          >
            Revoke…
          </Button>
        )}
      </Stack>
      {confirming && !k.revoked ? (
        <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
          <Typography sx={{ mb: 2 }}>
            Revoke “{k.name}”? Anything using it stops working at once, and it cannot be turned back
            on.
          </Typography>
          <Form method="post" action="/account/api-keys">
            <input type="hidden" name="key" value={k.id} />
            <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5}>
              {/* Focused as the question opens, so the keyboard is where the answer is. */}
              <SubmitButton
                busyLabel="Revoking…"
                intent="revoke"
                color="error"
                size="medium"
                autoFocus
              >
                Yes, revoke it
              </SubmitButton>
              <Button component={RouterLink} to="." replace preventScrollReset variant="text">
                Keep it
              </Button>
            </Stack>
          </Form>
        </Alert>
      ) : null}
    </Paper>
  );
}

/** The viewer's working keys, then the revoked ones folded away. */
export function KeyList({ keys, confirm }: { keys: KeyLine[]; confirm: string | null }) {
  const working = keys.filter((k) => !k.revoked);
  const revoked = keys.filter((k) => k.revoked);
  const list = (lines: KeyLine[]) => (
    <Stack component="ul" spacing={2} sx={{ listStyle: "none", p: 0, m: 0 }}>
      {lines.map((k) => (
        <KeyItem key={k.id} k={k} confirming={confirm === k.id} />
      ))}
    </Stack>
  );
  return (
    <>
      {working.length ? (
        list(working)
      ) : (
        <Typography color="text.secondary">
          {revoked.length ? "None of your keys works any more." : "You have no API keys yet."}
        </Typography>
      )}
      {revoked.length ? (
        <Box component="details" sx={{ mt: 3 }} data-testid="revoked-keys">
          <Box
            component="summary"
            sx={{ cursor: "pointer", fontWeight: 700, fontSize: "1.05rem", mb: 2 }}
          >
            {`Revoked keys (${revoked.length})`}
          </Box>
          {list(revoked)}
        </Box>
      ) : null}
    </>
  );
}
