import {
  Alert,
  Button,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import type { RecordViewProps } from "../../lib/admin/resources/types.ts";
import { SubmitButton } from "../submit-button.tsx";
import { CommandForm } from "./resource/record-page.tsx";

interface VenueRef {
  id: string;
  name: string;
}

/**
 * The venues a person edits (decision 056), on their page in the back office:
 * each with a Remove, and a venue to add. Plain forms, with or without
 * JavaScript. Whether a venue's editors' events wait for review is the
 * venue's own setting, on its page.
 */
export function UserVenues({ record: user, error }: RecordViewProps) {
  const venues = (user.edited_venues ?? []) as VenueRef[];
  const options = ((user.venue_options ?? []) as VenueRef[]).filter(
    (o) => !venues.some((v) => v.id === o.id),
  );
  const shown = (command: string) =>
    error?.command === command ? (
      <Alert severity="error" sx={{ mb: 2 }}>
        {error.message}
      </Alert>
    ) : null;
  return (
    <Paper variant="outlined" sx={{ p: 3, mt: 3 }} data-testid="user-venues">
      <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
        Venue editor
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        An editor of a venue edits its page, hours and events in the back office, and nothing else.
        Each venue's page says whether staff review its editors' events first.
      </Typography>
      {shown("remove-venue")}
      {venues.length ? (
        <List dense sx={{ mb: 2 }} aria-label="Venues this person edits">
          {venues.map((v) => (
            <ListItem
              key={v.id}
              disableGutters
              secondaryAction={
                <CommandForm command="remove-venue">
                  <input type="hidden" name="venue_id" value={v.id} />
                  <Button type="submit" size="small" color="error" aria-label={`Remove ${v.name}`}>
                    Remove
                  </Button>
                </CommandForm>
              }
            >
              <ListItemText primary={v.name} />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography sx={{ mb: 2 }}>Edits no venue.</Typography>
      )}
      {shown("add-venue")}
      <CommandForm command="add-venue">
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={1}
          sx={{ alignItems: { sm: "center" } }}
        >
          <TextField
            select
            name="venue_id"
            label="Venue"
            size="small"
            defaultValue=""
            required
            sx={{ minWidth: 260 }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">Choose a venue</option>
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </TextField>
          <SubmitButton busyLabel="Adding…" variant="outlined">
            Make editor of this venue
          </SubmitButton>
        </Stack>
      </CommandForm>
    </Paper>
  );
}
