import { Alert, Box, Link as MuiLink, Paper, Typography } from "@mui/material";
import { Link } from "react-router";
import type { RecordViewProps } from "../../lib/admin/resources/types.ts";
import { FactList, whenShown as when } from "./resource/record-page.tsx";

export const MAIL_STATUS_LABELS: Record<string, string> = {
  kept: "Kept (not sent)",
  queued: "Waiting to send",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
};

export const mailStatusLabel = (status: unknown) =>
  MAIL_STATUS_LABELS[String(status)] ?? String(status);

/** The text part with its addresses as links (the sign-in and confirmation links staff follow). */
const linkify = (text: string) =>
  text.split(/(https?:\/\/\S+)/).map((part, i) =>
    /^https?:\/\//.test(part) ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
      <MuiLink key={i} href={part} sx={{ wordBreak: "break-all" }}>
        {part}
      </MuiLink>
    ) : (
      part
    ),
  );

/**
 * One mail in the back office: where it went and how delivery went, its text,
 * and its HTML in a sandboxed frame (no scripts, no same-origin access), so
 * whatever a mail holds cannot act on the back office.
 */
export function MailRecord({ record: m }: RecordViewProps) {
  const headers = Object.entries((m.headers ?? {}) as Record<string, string>);
  return (
    <>
      {m.status === "kept" ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          No mail server (SMTP_URL) was configured when this mail was written: it is kept here and
          never sent.
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
        <FactList
          rows={[
            ["To", String(m.to)],
            ["Kind", String(m.kind).replace("_", " ")],
            ["Status", mailStatusLabel(m.status)],
            ["Tries", String(m.attempts)],
            ["Last error", m.last_error ? String(m.last_error) : "—"],
            ["Written", when(m.created_date)],
            ["Sent", when(m.sent_date)],
            ...headers.map(([k, v]): [string, string] => [k, v]),
          ]}
        />
        {m.job_id ? (
          <MuiLink
            component={Link}
            to={`/admin/jobs/${String(m.job_id)}`}
            sx={{ mt: 2, display: "inline-block" }}
          >
            Its delivery job
          </MuiLink>
        ) : null}
      </Paper>
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }} data-testid="outbox-message">
        <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
          Text
        </Typography>
        <Typography variant="body2" color="text.secondary">
          To {String(m.to)} · {String(m.subject)}
        </Typography>
        <Box component="pre" sx={{ whiteSpace: "pre-wrap", fontFamily: "inherit", mt: 1.5, mb: 0 }}>
          {linkify(String(m.text))}
        </Box>
      </Paper>
      {typeof m.html === "string" && m.html ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
            HTML
          </Typography>
          <Box
            component="iframe"
            title="The mail as HTML"
            sandbox=""
            srcDoc={m.html}
            sx={{ width: "100%", height: 480, border: 1, borderColor: "divider", bgcolor: "#fff" }}
          />
        </Paper>
      ) : null}
    </>
  );
}
