import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from "@mui/material";
import { useState } from "react";
import { useNavigate } from "react-router";
import { formatLongDate } from "../../../core/dates/display.ts";
import { shiftWallClockDays } from "../../../core/dates/shift.ts";
import { ApiCallError, api } from "../../lib/api-client.ts";

/**
 * "Clone with dates shifted": a copy of the event as a draft, every date
 * moved by the same number of days (same local times), then open the copy.
 */
export function DuplicateEventDialog({
  open,
  event,
  onClose,
}: {
  open: boolean;
  event: { id: string; name: string; event_dates: { start: string }[] };
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const [days, setDays] = useState("7");
  const [name, setName] = useState(event.name);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shift = Number.parseInt(days, 10);
  const first = event.event_dates.map((d) => d.start).sort()[0];
  const newFirst =
    first && Number.isFinite(shift)
      ? formatLongDate(shiftWallClockDays(new Date(first), shift))
      : null;

  async function submit() {
    setBusy(true);
    setError(null);
    try {
      const copy = await api<{ id: string }>(`/calendar/events/id/${event.id}/duplicate`, {
        body: { shift_days: shift, name },
      });
      onClose();
      void navigate(`/admin/events/${copy.id}`);
    } catch (err) {
      setError(
        err instanceof ApiCallError
          ? (err.error.errors[0]?.message ?? err.message)
          : "Couldn't duplicate the event.",
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="duplicate-title" fullWidth maxWidth="xs">
      <DialogTitle id="duplicate-title">Duplicate this event</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          The copy starts as a draft with every date moved by the same number of days, at the same
          times.
        </DialogContentText>
        <Stack spacing={2}>
          <TextField
            label="Name of the copy"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <TextField
            label="Shift dates by (days)"
            type="number"
            value={days}
            onChange={(e) => setDays(e.target.value)}
            helperText={newFirst ? `The first date becomes ${newFirst}.` : " "}
            slotProps={{ htmlInput: { step: 1, min: -3650, max: 3650 } }}
          />
          {error ? <Alert severity="error">{error}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={busy || !Number.isFinite(shift)}>
          Duplicate
        </Button>
      </DialogActions>
    </Dialog>
  );
}
