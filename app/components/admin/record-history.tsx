import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { fieldLabel, formatValue } from "../../lib/admin/revision-values.ts";
import { ApiCallError, api } from "../../lib/api-client.ts";
import { toast } from "../../lib/toast.tsx";
import { formatArticleDate } from "./article-status.tsx";

// A record's revision history with a revert to any of them, and its delete
// to the trash (decision 040). EditorFrame mounts it for the kinds of record
// the server keeps a history of.

/** Editor nouns (EditorFrame's `noun`) whose records have a history, and whether they can be deleted. */
const RESOURCES: Record<string, { deletable: boolean }> = {
  event: { deletable: true },
  venue: { deletable: true },
  city: { deletable: true },
  article: { deletable: true },
  author: { deletable: true },
  advert: { deletable: true },
  product: { deletable: true },
  shipping_rate: { deletable: true },
  // One per site: a history, no delete.
  marquee: { deletable: false },
};

interface Revision {
  id: string;
  action: string;
  created_date: string;
  user: { name: string };
  changes: { field: string; before: unknown; after: unknown }[];
}

type Pending = { kind: "revert"; revision: Revision } | { kind: "delete" } | null;

export function RecordHistory({
  noun,
  record,
  backTo,
}: {
  noun: string;
  record: { id: string; version: number } | null;
  backTo: string;
}) {
  // As the revisions API names the kind: "Shipping rate" → "shipping_rate".
  const resource = noun.toLowerCase().replace(/\s+/g, "_");
  const navigate = useNavigate();
  const [revisions, setRevisions] = useState<Revision[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);

  const id = record?.id;
  const version = record?.version;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version is a save: load again
  const load = useCallback(async () => {
    if (!id) return;
    try {
      setRevisions(
        await api<Revision[]>(`/revisions/list?resource=${resource}&id=${id}&page_size=100`),
      );
    } catch (err) {
      setError(err instanceof ApiCallError ? err.message : "The history could not be loaded.");
    }
  }, [id, version, resource]);
  // Loaded when opened, and again after each save while open (the version changes).
  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  const kind = RESOURCES[resource];
  if (!record || !kind) return null;
  // The revisions are the changes since the record was made; its making is the line under them.
  const changes = (revisions ?? []).filter((r) => r.action !== "created");
  const created = revisions?.find((r) => r.action === "created") ?? null;

  async function confirm() {
    if (!record || !pending) return;
    setBusy(true);
    try {
      if (pending.kind === "revert") {
        await api(`/revisions/id/${pending.revision.id}/revert`, {
          body: { version: record.version },
        });
        toast(`${noun} reverted.`, { variant: "success" });
        // The editor's form holds the old values: start again from the saved record.
        window.location.reload();
      } else {
        await api("/trash/list", { body: { resource, id: record.id, version: record.version } });
        toast(`${noun} moved to the trash. Restore it from Trash within 30 days.`, {
          variant: "success",
        });
        navigate(backTo);
      }
    } catch (err) {
      setError(err instanceof ApiCallError ? err.message : "That did not work. Try again.");
      setPending(null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="section" aria-label="History">
      {/* The panel opens and loads with JavaScript; without it, say so rather than show an empty box. */}
      <noscript>
        <Typography sx={{ mb: 1 }}>
          The history, Revert and Delete need JavaScript. Deleted records are in Trash.
        </Typography>
      </noscript>
      <Accordion
        disableGutters
        variant="outlined"
        // Accordion wraps its summary in a heading: an h2, like the editor's other sections.
        slots={{ heading: "h2" }}
        expanded={open}
        onChange={(_e, expanded) => setOpen(expanded)}
      >
        <AccordionSummary aria-controls="record-history" id="record-history-summary">
          <Typography variant="h5" component="span">
            History
          </Typography>
        </AccordionSummary>
        <AccordionDetails id="record-history">
          {error ? (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {error}
            </Alert>
          ) : null}
          {!revisions ? <Typography>Loading…</Typography> : null}
          {revisions && changes.length === 0 ? (
            <Typography>No changes recorded yet.</Typography>
          ) : null}
          <Stack spacing={3}>
            {changes.map((r, i) => (
              <RevisionEntry
                key={r.id}
                revision={r}
                latest={i === 0}
                onRevert={() => setPending({ kind: "revert", revision: r })}
              />
            ))}
            {created ? (
              <CreatedEntry
                revision={created}
                latest={changes.length === 0}
                onRevert={() => setPending({ kind: "revert", revision: created })}
              />
            ) : null}
          </Stack>
          {kind.deletable ? (
            <Button color="error" sx={{ mt: 3 }} onClick={() => setPending({ kind: "delete" })}>
              Delete {resource}
            </Button>
          ) : null}
        </AccordionDetails>
      </Accordion>
      <Dialog
        open={pending !== null}
        onClose={() => setPending(null)}
        aria-labelledby="history-confirm"
      >
        <DialogTitle id="history-confirm">
          {pending?.kind === "revert" ? `Revert this ${resource}?` : `Delete this ${resource}?`}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {pending?.kind === "revert"
              ? `Its fields go back to how they were after the change of ${formatArticleDate(pending.revision.created_date, true)}. The revert is itself a change in the history.`
              : "It moves to the trash, with what belongs to it, and can be restored from Trash for 30 days."}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPending(null)}>Cancel</Button>
          <Button
            onClick={confirm}
            disabled={busy}
            variant="contained"
            color={pending?.kind === "delete" ? "error" : "primary"}
          >
            {pending?.kind === "revert" ? "Revert" : "Delete"}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

/** Who made the record and when: the state "Revert to this" goes back to is the record as first saved. */
function CreatedEntry({
  revision: r,
  latest,
  onRevert,
}: {
  revision: Revision;
  latest: boolean;
  onRevert: () => void;
}) {
  return (
    <Stack
      data-testid="revision-created"
      direction={{ xs: "column", sm: "row" }}
      spacing={1}
      sx={{
        justifyContent: "space-between",
        alignItems: { sm: "center" },
        color: "text.secondary",
      }}
    >
      <Typography>
        Created by {r.user.name} · {formatArticleDate(r.created_date, true)}
      </Typography>
      {latest ? null : (
        <Button size="small" variant="outlined" onClick={onRevert}>
          Revert to this
        </Button>
      )}
    </Stack>
  );
}

function RevisionEntry({
  revision: r,
  latest,
  onRevert,
}: {
  revision: Revision;
  latest: boolean;
  onRevert: () => void;
}) {
  return (
    <Box data-testid="revision">
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={1}
        sx={{ justifyContent: "space-between", alignItems: { sm: "center" } }}
      >
        <Typography>
          <strong>{r.action.charAt(0).toUpperCase() + r.action.slice(1)}</strong> by {r.user.name} ·{" "}
          {formatArticleDate(r.created_date, true)}
        </Typography>
        {latest ? null : (
          <Button size="small" variant="outlined" onClick={onRevert}>
            Revert to this
          </Button>
        )}
      </Stack>
      {r.changes.length ? (
        <Box sx={{ overflowX: "auto" }}>
          <Table size="small" aria-label={`Changes: ${r.action}`}>
            <TableHead>
              <TableRow>
                <TableCell>Field</TableCell>
                <TableCell>Before</TableCell>
                <TableCell>After</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {r.changes.map((c) => (
                <TableRow key={c.field}>
                  <TableCell>{fieldLabel(c.field)}</TableCell>
                  <TableCell sx={{ whiteSpace: "pre-line", color: "text.secondary" }}>
                    {formatValue(c.before)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: "pre-line" }}>{formatValue(c.after)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : null}
    </Box>
  );
}
