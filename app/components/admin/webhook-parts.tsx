import {
  Alert,
  Box,
  Link as MuiLink,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { Link } from "react-router";
import type { EditorPartProps } from "../../lib/admin/resources/parts.ts";
import type { RecordViewProps } from "../../lib/admin/resources/types.ts";
import { SubmitButton } from "../submit-button.tsx";
import { CommandForm, FactList, whenShown as when } from "./resource/record-page.tsx";

// The webhook screens' own parts (decision 065): an endpoint's secret and its
// latest deliveries under its form, and one delivery's page with every try
// and "Send again".

/** A delivery's state in words: a pending one that failed before is being retried. */
export function deliveryStateLabel(r: Record<string, unknown>): string {
  if (r.status === "pending") return Number(r.attempts) > 0 ? "Retrying" : "Waiting";
  return r.status === "delivered"
    ? "Delivered"
    : r.status === "failed"
      ? "Failed"
      : String(r.status);
}

interface DeliveryRow {
  id: string;
  event_type: string;
  status: string;
  attempts: number;
  last_status_code: number | null;
  created_date: string;
}

/** Under an endpoint's form: the secret receivers verify with, and what was sent lately. */
export function WebhookEndpointBelow({ record }: EditorPartProps) {
  if (!record) return null;
  const deliveries = (record.deliveries ?? []) as DeliveryRow[];
  return (
    <Box component="section" sx={{ display: "grid", gap: 3 }}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
          Signing secret
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Each delivery carries the Standard Webhooks headers webhook-id, webhook-timestamp and
          webhook-signature. Give this secret to the receiving site so it can check them.
        </Typography>
        <Box
          component="code"
          data-testid="webhook-secret"
          sx={{ display: "block", p: 1.5, bgcolor: "action.hover", overflowWrap: "anywhere" }}
        >
          {String(record.secret)}
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
          Latest deliveries
        </Typography>
        {deliveries.length ? (
          <Box sx={{ overflowX: "auto" }}>
            <Table size="small" aria-label="Latest deliveries">
              <TableHead>
                <TableRow>
                  <TableCell>Event</TableCell>
                  <TableCell>State</TableCell>
                  <TableCell>Tries</TableCell>
                  <TableCell>Answer</TableCell>
                  <TableCell>Made</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {deliveries.map((d) => (
                  <TableRow key={d.id}>
                    <TableCell>
                      <MuiLink component={Link} to={`/admin/webhook-deliveries/${d.id}`}>
                        {d.event_type}
                      </MuiLink>
                    </TableCell>
                    <TableCell>{deliveryStateLabel({ ...d })}</TableCell>
                    <TableCell>{d.attempts}</TableCell>
                    <TableCell>{d.last_status_code ?? "—"}</TableCell>
                    <TableCell>{when(d.created_date)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        ) : (
          <Typography color="text.secondary">
            Nothing sent yet: deliveries appear here when a change it listens for happens.
          </Typography>
        )}
        <MuiLink
          component={Link}
          to={`/admin/webhook-deliveries?endpoint_id=${record.id}`}
          sx={{ mt: 2, display: "inline-block" }}
        >
          Every delivery to this endpoint
        </MuiLink>
      </Paper>
    </Box>
  );
}

interface Attempt {
  id: string;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
  created_date: string;
}

/** One delivery: what was sent, each try, and "Send again". */
export function WebhookDeliveryRecord({ record: d, error }: RecordViewProps) {
  const tries = (d.attempt_log ?? []) as Attempt[];
  return (
    <>
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
        <FactList
          rows={[
            ["Event", String(d.event_type)],
            ["State", deliveryStateLabel(d)],
            ["Tries", String(d.attempts)],
            ["Next try", when(d.next_attempt_date)],
            ["Delivered", when(d.delivered_date)],
            ["webhook-id", String(d.message_id)],
            [
              "Endpoint",
              <MuiLink key="e" component={Link} to={`/admin/webhooks/${String(d.endpoint_id)}`}>
                Its settings
              </MuiLink>,
            ],
          ]}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
        <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
          Tries
        </Typography>
        {tries.length ? (
          <Box sx={{ overflowX: "auto" }}>
            <Table size="small" aria-label="Tries">
              <TableHead>
                <TableRow>
                  <TableCell>When</TableCell>
                  <TableCell>Answer</TableCell>
                  <TableCell>Took</TableCell>
                  <TableCell>What went wrong</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {tries.map((a) => (
                  <TableRow key={a.id} data-testid="webhook-try">
                    <TableCell>{when(a.created_date)}</TableCell>
                    <TableCell>{a.status_code ?? "none"}</TableCell>
                    <TableCell>{a.duration_ms} ms</TableCell>
                    <TableCell>{a.error ?? "—"}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        ) : (
          <Typography color="text.secondary">Not tried yet.</Typography>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
        <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
          Send again
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Sends the same body with the same webhook-id, so a receiver that handled it already can
          tell; it gets a new timestamp and signature and all its tries.
        </Typography>
        {error?.command === "replay" ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error.message}
          </Alert>
        ) : null}
        <CommandForm command="replay">
          <SubmitButton busyLabel="Queuing…">Send again</SubmitButton>
        </CommandForm>
      </Paper>
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
        <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
          Body
        </Typography>
        <Box
          component="pre"
          sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", m: 0, fontSize: 13 }}
        >
          {JSON.stringify(d.payload, null, 2)}
        </Box>
      </Paper>
    </>
  );
}
