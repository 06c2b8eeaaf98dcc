import {
  Alert,
  Checkbox,
  FormControlLabel,
  Link as MuiLink,
  Paper,
  Stack,
  Typography,
} from "@mui/material";
import { Link } from "react-router";
import type { RecordViewProps } from "../../lib/admin/resources/types.ts";
import { SubmitButton } from "../submit-button.tsx";
import { CommandForm, FactList, whenShown as when } from "./resource/record-page.tsx";

interface Owner {
  user_id: string;
  name: string | null;
  username: string | null;
}

/** "Ada Lovelace (@ada)" ("Ada Lovelace" when `short`), or what there is of it. */
export function ownerLabel(owner: unknown, short = false): string {
  const o = owner as Owner | null;
  if (!o) return "—";
  if (o.name && o.username && !short) return `${o.name} (@${o.username})`;
  return o.name || (o.username ? `@${o.username}` : "(no name yet)");
}

/** Working or Revoked (the key's page says when). */
export function keyStateLabel(r: Record<string, unknown>): string {
  return r.revoked_date ? "Revoked" : "Working";
}

/**
 * One API key in the back office (decision 063): whose it is, how much it is
 * used, and Revoke (ticked to confirm): a key that leaked or is abused stops
 * working at once. The secret is never shown, here or anywhere after it was made.
 */
export function ApiKeyRecord({ record: k, error }: RecordViewProps) {
  const owner = k.owner as Owner;
  const revoked = Boolean(k.revoked_date);
  return (
    <>
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
        <FactList
          rows={[
            [
              "Owner",
              <MuiLink key="owner" component={Link} to={`/admin/users/${owner.user_id}`}>
                {ownerLabel(owner)}
              </MuiLink>,
            ],
            ["Prefix", <code key="prefix">{String(k.prefix)}</code>],
            ["State", revoked ? `Revoked ${when(k.revoked_date)}` : "Working"],
            ["Made", when(k.created_date)],
            ["Last used", when(k.last_used_date)],
            ["Requests today", Number(k.requests_today).toLocaleString("en-US")],
            ["Requests in 30 days", Number(k.requests_30d).toLocaleString("en-US")],
          ]}
        />
      </Paper>
      {revoked ? null : (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
            Revoke
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            The key stops working at once: every request made with it is refused from then on. It
            cannot be turned back on; its owner can make a new one.
          </Typography>
          {error?.command === "revoke" ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error.message}
            </Alert>
          ) : null}
          <CommandForm command="revoke">
            <Stack spacing={1} sx={{ alignItems: "flex-start" }}>
              <FormControlLabel
                control={<Checkbox name="confirm" value="yes" required />}
                label="I want to stop this key for good."
              />
              <SubmitButton busyLabel="Revoking…" color="error">
                Revoke this key
              </SubmitButton>
            </Stack>
          </CommandForm>
        </Paper>
      )}
    </>
  );
}
