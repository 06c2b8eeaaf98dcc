import { Alert, Button } from "@mui/material";
import { formatPreviousStart } from "../../../core/dates/index.ts";
import type { EventDateRowValues } from "../../lib/admin/resources/event-kinds.ts";

/**
 * "Moved from Sat Nov 7th 6pm" on a date that was moved after it was
 * announced (search engines are told it was rescheduled), with a way to say
 * the move was a correction instead.
 */
export function MovedDateNote({
  row,
  n,
  onClear,
}: {
  row: EventDateRowValues;
  n: number;
  onClear: () => void;
}) {
  if (!row.previous_start || !row.start || !row.end) return null;
  const from = formatPreviousStart(
    { start: new Date(row.start), end: new Date(row.end) },
    new Date(row.previous_start),
  );
  return (
    <Alert
      severity="info"
      sx={{ mt: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onClear} aria-label={`Not a move: date ${n}`}>
          Not a move
        </Button>
      }
    >
      Moved from {from}: the page and search engines say it was rescheduled. If the old date was a
      mistake, choose “Not a move”.
    </Alert>
  );
}
