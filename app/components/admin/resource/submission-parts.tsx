import {
  Alert,
  Box,
  Button,
  Chip,
  List,
  ListItem,
  Link as MuiLink,
  Paper,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { Link } from "react-router";
import { formatEventDate } from "../../../../core/dates/display.ts";
import { CATEGORY_LABELS } from "../../../../core/listing/cards.ts";
import type { EditorPartProps } from "../../../lib/admin/resources/parts.ts";
import type { ResourceRecord } from "../../../lib/admin/resources/types.ts";

// The submission queue's own parts (resources/submission.ts): Approve at the
// top, and beside the form what was sent that the form does not edit (who,
// when, where), its likely duplicates, and Reject with its reason. Both
// commands are submit buttons of the editor's form: they work without
// JavaScript.

interface Duplicate {
  id: string;
  name: string;
  status: string;
  similarity: number;
  same_venue: boolean;
  overlapping: boolean;
}
interface SentDate {
  category: string;
  label?: string | null;
  start: string;
  end: string;
}
interface ProposedVenue {
  name: string;
  address: string;
  address2?: string | null;
  postal_code?: string | null;
  geo?: { lat: number; lon: number } | null;
  website?: string | null;
}

const pending = (r: ResourceRecord | null) => r?.state === "pending";
const when = (iso: unknown) =>
  typeof iso === "string"
    ? new Date(iso).toLocaleString("en-US", {
        timeZone: "America/Chicago",
        dateStyle: "medium",
        timeStyle: "short",
      })
    : "";

/** "Save and approve" while it waits: what the form changed is saved, then it is published. */
export function SubmissionActions({ record, saving }: EditorPartProps) {
  if (!pending(record)) return null;
  return (
    <Button
      variant="contained"
      color="success"
      type="submit"
      name="_command"
      value="approve"
      disabled={saving}
    >
      Save and approve
    </Button>
  );
}

/** What was sent beside the form: state, author, dates, venue, duplicates; Reject. */
export function SubmissionAside({ record, saving, now }: EditorPartProps) {
  if (!record) return null;
  const dates = (record.dates ?? []) as SentDate[];
  const venue = record.venue as { id: string; name: string } | null;
  const proposed = record.new_venue as ProposedVenue | null;
  const author = record.author as { name?: string; email?: string } | null;
  const duplicates = (record.duplicates ?? []) as Duplicate[];
  return (
    <Stack spacing={2}>
      <State record={record} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          Sent
        </Typography>
        <Typography variant="body2">
          By {author?.name || "someone"}
          {author?.email ? ` (${author.email})` : ""}
          {record.submitted_date ? `, ${when(record.submitted_date)}` : ""}
        </Typography>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 1.5 }}>
          Dates
        </Typography>
        <List dense disablePadding>
          {dates.map((d) => {
            const shown = formatEventDate(
              { start: new Date(d.start), end: new Date(d.end) },
              new Date(now),
            );
            return (
              <ListItem key={`${d.start}${d.category}`} disableGutters sx={{ display: "block" }}>
                <strong>{CATEGORY_LABELS[d.category] ?? d.category}</strong>
                {d.label ? ` · ${d.label}` : ""}: {shown.primary}
                {shown.secondary ? ` ${shown.secondary}` : ""}
              </ListItem>
            );
          })}
        </List>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 1.5 }}>
          Venue
        </Typography>
        {venue ? (
          <MuiLink component={Link} to={`/admin/venues/${venue.id}`}>
            {venue.name}
          </MuiLink>
        ) : proposed ? (
          <Typography variant="body2" component="div">
            New venue (made when approved): <strong>{proposed.name}</strong>
            <br />
            {[proposed.address, proposed.address2, proposed.postal_code].filter(Boolean).join(", ")}
            {proposed.geo ? (
              <>
                <br />
                Pin: {proposed.geo.lat.toFixed(5)}, {proposed.geo.lon.toFixed(5)}
              </>
            ) : null}
          </Typography>
        ) : (
          <Typography variant="body2">None given</Typography>
        )}
      </Paper>
      {pending(record) ? <Duplicates duplicates={duplicates} /> : null}
      {pending(record) ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2">
            Reject
          </Typography>
          <TextField
            name="_reason"
            label="Reason (mailed to the author)"
            multiline
            minRows={3}
            fullWidth
            sx={{ my: 1.5 }}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
          <Button
            variant="outlined"
            color="error"
            type="submit"
            name="_command"
            value="reject"
            disabled={saving}
          >
            Reject and mail the reason
          </Button>
        </Paper>
      ) : null}
    </Stack>
  );
}

function State({ record }: { record: ResourceRecord }) {
  if (record.state === "approved")
    return (
      <Alert severity="success">
        Approved {when(record.reviewed_date)}.{" "}
        {record.event_id ? (
          <MuiLink component={Link} to={`/admin/events/${String(record.event_id)}`}>
            Open the event
          </MuiLink>
        ) : null}
      </Alert>
    );
  if (record.state === "rejected")
    return (
      <Alert severity="warning">
        Rejected {when(record.reviewed_date)}: {String(record.reason ?? "")}
      </Alert>
    );
  if (record.state === "draft")
    return <Alert severity="info">A draft: its author has not sent it yet.</Alert>;
  return <Chip label="Waiting for review" color="warning" sx={{ alignSelf: "flex-start" }} />;
}

/** Events this may repeat, most alike first: staff open them before approving. */
function Duplicates({ duplicates }: { duplicates: Duplicate[] }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="likely-duplicates">
      <Typography variant="h6" component="h2">
        Likely duplicates
      </Typography>
      {duplicates.length ? (
        <List dense disablePadding>
          {duplicates.map((d) => (
            <ListItem key={d.id} disableGutters sx={{ display: "block" }}>
              <MuiLink component={Link} to={`/admin/events/${d.id}`} sx={{ fontWeight: 600 }}>
                {d.name}
              </MuiLink>
              <Box component="span" sx={{ display: "block", color: "text.secondary" }}>
                {[
                  `name ${Math.round(d.similarity * 100)} % alike`,
                  d.same_venue ? "same venue" : null,
                  d.overlapping ? "dates overlap" : null,
                  d.status !== "published" ? d.status : null,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </Box>
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2">
          None found: no similar name, no overlap at its venue.
        </Typography>
      )}
    </Paper>
  );
}
