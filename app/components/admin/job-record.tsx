import { Alert, Box, Link as MuiLink, Paper, Typography } from "@mui/material";
import { Link } from "react-router";
import type { RecordViewProps } from "../../lib/admin/resources/types.ts";
import { SubmitButton } from "../submit-button.tsx";
import { CommandForm, FactList, whenShown as when } from "./resource/record-page.tsx";

/** A job's state in words: a pending job that has failed before is being retried. */
export function jobStatusLabel(r: Record<string, unknown>): string {
  if (r.status === "pending") return Number(r.attempts) > 0 ? "Retrying" : "Pending";
  return (
    { running: "Running", done: "Done", failed: "Failed" }[String(r.status)] ?? String(r.status)
  );
}

/** One job of the queue: its state, tries and last error, what it was given, and "Retry now". */
export function JobRecord({ record: j, error }: RecordViewProps) {
  const payload = (j.payload ?? {}) as Record<string, unknown>;
  const mailId = typeof payload.mail_id === "string" ? payload.mail_id : null;
  return (
    <>
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
        <FactList
          rows={[
            ["Kind", String(j.kind)],
            ["Status", jobStatusLabel(j)],
            ["Tries", `${String(j.attempts)} of ${String(j.max_attempts)}`],
            [j.status === "pending" ? "Runs at" : "Due at", when(j.run_at)],
            ["Unique key", j.unique_key ? String(j.unique_key) : "—"],
            ["Queued", when(j.created_date)],
            ["Finished", when(j.finished_date)],
            ...(j.status === "running"
              ? ([
                  ["Held by", String(j.locked_by)],
                  ["Lease until", when(j.locked_until)],
                ] as [string, string][])
              : []),
          ]}
        />
        {mailId ? (
          <MuiLink
            component={Link}
            to={`/admin/outbox/${mailId}`}
            sx={{ mt: 2, display: "inline-block" }}
          >
            The mail it sends
          </MuiLink>
        ) : null}
      </Paper>
      {j.last_error ? (
        <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
          <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
            Last error
          </Typography>
          <Box component="pre" sx={{ whiteSpace: "pre-wrap", m: 0 }} data-testid="job-error">
            {String(j.last_error)}
          </Box>
        </Paper>
      ) : null}
      {j.status === "failed" ? (
        <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
          <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
            Retry
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Runs the job again as soon as a runner is free, with all its tries. A mail whose sending
            was cut off may then arrive twice.
          </Typography>
          {error?.command === "retry" ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error.message}
            </Alert>
          ) : null}
          <CommandForm command="retry">
            <SubmitButton busyLabel="Queuing…">Retry now</SubmitButton>
          </CommandForm>
        </Paper>
      ) : null}
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
          Payload
        </Typography>
        <Box component="pre" sx={{ whiteSpace: "pre-wrap", m: 0, overflowWrap: "anywhere" }}>
          {JSON.stringify(payload, null, 2)}
        </Box>
      </Paper>
    </>
  );
}
