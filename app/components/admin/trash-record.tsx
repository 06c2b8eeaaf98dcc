import { Alert, Paper, Typography } from "@mui/material";
import type { RecordViewProps } from "../../lib/admin/resources/types.ts";
import { SubmitButton } from "../submit-button.tsx";
import { formatArticleDate } from "./article-status.tsx";
import { CommandForm, FactList } from "./resource/record-page.tsx";

const kindOf = (resource: string) => resource.charAt(0).toUpperCase() + resource.slice(1);

/** A deleted record waiting in the trash: what it was, who deleted it, until when, and Restore. */
export function TrashRecord({ record, error }: RecordViewProps) {
  const deletedBy = (record.deleted_by as { name: string | null } | null)?.name;
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <FactList
        rows={[
          ["Kind", kindOf(String(record.resource))],
          ["Deleted by", deletedBy || "—"],
          ["Deleted", formatArticleDate(String(record.deleted_date), true)],
          ["Emptied", formatArticleDate(String(record.expires_date))],
        ]}
      />
      <Typography color="text.secondary" sx={{ mt: 3, mb: 2 }}>
        Restore brings it back with what was deleted with it (an event's or a venue's dates, a
        product's prices), under the same address.
      </Typography>
      {error?.command === "restore" ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error.message}
        </Alert>
      ) : null}
      <CommandForm command="restore">
        <SubmitButton busyLabel="Restoring…">Restore</SubmitButton>
      </CommandForm>
    </Paper>
  );
}
