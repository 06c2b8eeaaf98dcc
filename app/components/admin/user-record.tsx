import { Alert, Checkbox, FormControlLabel, Paper, Stack, Typography } from "@mui/material";
import type { RecordViewProps } from "../../lib/admin/resources/types.ts";
import { SubmitButton } from "../submit-button.tsx";
import { CommandForm, FactList } from "./resource/record-page.tsx";
import { UserVenues } from "./user-venues.tsx";

/** A user's record page in the back office: who they are, their role, their sessions. */
export function UserRecord(props: RecordViewProps) {
  const { record: user, error } = props;
  const isSelf = user.is_self === true;
  const superadmin = user.is_superadmin === true;
  const errorFor = (command: string) =>
    error?.command === command ? (
      <Alert severity="error" sx={{ mb: 2 }}>
        {error.message}
      </Alert>
    ) : null;
  return (
    <>
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
        <FactList
          rows={[
            ["Email", `${user.email}${user.email_verified ? "" : " (not confirmed)"}`],
            ["Username", typeof user.username === "string" ? user.username : "—"],
            ["Profile", user.is_initialized ? "Complete" : "Not completed yet"],
            [
              "Joined",
              new Date(String(user.created_date)).toLocaleString("en-US", {
                timeZone: "America/Chicago",
              }),
            ],
          ]}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
          Role: {superadmin ? "Superadmin" : "Member"}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Superadmins can edit everything on the site, including other people's roles.
        </Typography>
        {errorFor("role")}
        <CommandForm command="role">
          <input type="hidden" name="is_superadmin" value={superadmin ? "false" : "true"} />
          <input type="hidden" name="version" value={String(user.version)} />
          <Stack spacing={1} sx={{ alignItems: "flex-start" }}>
            <FormControlLabel
              control={<Checkbox name="confirm" value="yes" required />}
              label={
                superadmin
                  ? isSelf
                    ? "I understand I will lose access to the back office."
                    : "I want to remove this person's superadmin role."
                  : "I trust this person with full access to the site."
              }
            />
            <SubmitButton busyLabel="Saving…" color={superadmin ? "error" : "primary"}>
              {superadmin ? "Remove superadmin role" : "Make superadmin"}
            </SubmitButton>
          </Stack>
        </CommandForm>
      </Paper>
      <UserVenues {...props} />
      <Paper variant="outlined" sx={{ p: 3, mt: 3 }}>
        <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
          Sessions
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Signs {isSelf ? "you" : "this person"} out on every device at once, for a lost phone or a
          shared password. {isSelf ? "You will need to sign in again." : ""}
        </Typography>
        {errorFor("revoke-sessions")}
        <CommandForm command="revoke-sessions">
          <SubmitButton busyLabel="Signing out…" variant="outlined" color="error">
            Sign out everywhere
          </SubmitButton>
        </CommandForm>
      </Paper>
    </>
  );
}
