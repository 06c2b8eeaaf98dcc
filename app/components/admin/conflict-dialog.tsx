import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from "@mui/material";
import { DateTime } from "luxon";
import { useState } from "react";
import { formatLongDate } from "../../../core/dates/display.ts";
import { DEFAULT_TIMEZONE } from "../../../core/site.ts";
import type { ConflictInfo } from "../../lib/admin/use-record-form.ts";

/** "November 21st, 2026 at 3:05pm" in Chicago time. */
export function whenText(iso: string) {
  const d = DateTime.fromISO(iso, { zone: DEFAULT_TIMEZONE });
  if (!d.isValid) return "";
  return `${formatLongDate(d.toJSDate())} at ${d.toFormat("h:mma").toLowerCase()}`;
}

/**
 * Someone saved the record after this editor loaded it. Say who and when,
 * and let the editor either load their version (losing these edits) or save
 * these edits over it.
 */
export function ConflictDialog({
  conflict,
  noun,
  onReload,
  onOverwrite,
  onClose,
}: {
  conflict: ConflictInfo | null;
  noun: string;
  onReload: () => Promise<void>;
  onOverwrite: () => Promise<void>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const run = (fn: () => Promise<void>) => async () => {
    setBusy(true);
    try {
      await fn();
    } finally {
      setBusy(false);
    }
  };
  const who = conflict?.modified_by?.name ?? "Someone else";
  return (
    <Dialog open={conflict !== null} onClose={onClose} aria-labelledby="conflict-title">
      <DialogTitle id="conflict-title">This {noun} was changed while you were editing</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {who} saved it on {conflict ? whenText(conflict.modified_date) : ""} (Chicago time). Your
          changes have not been saved.
        </DialogContentText>
        <DialogContentText sx={{ mt: 2 }}>
          Reload to see their version (your edits here are dropped), or overwrite their changes with
          yours.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={run(onReload)} disabled={busy}>
          Reload their version
        </Button>
        <Button color="error" variant="contained" onClick={run(onOverwrite)} disabled={busy}>
          Overwrite with mine
        </Button>
      </DialogActions>
    </Dialog>
  );
}
