import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  Link as MuiLink,
  Paper,
  Radio,
  Stack,
  Typography,
} from "@mui/material";
import { Form, Link, useLocation, useNavigation } from "react-router";
import type { FieldOutcome } from "../../../../core/merge/three-way.ts";
import type { ConflictState } from "../../../lib/admin/resources/edit-result.ts";
import { fieldsOf, showValue } from "../../../lib/admin/resources/form-values.ts";
import type { EditedResource, ResourceRecord } from "../../../lib/admin/resources/types.ts";
import { whenText } from "../conflict-dialog.tsx";
import { AlsoEditing } from "../editor-frame.tsx";

const NOTE: Record<FieldOutcome, string> = {
  unchanged: "",
  theirs: "Only they changed this: their version is kept.",
  yours: "Only you changed this: your version is kept.",
  same: "You both made the same change.",
  conflict: "You both changed this. Choose which to keep.",
};

/**
 * The record was saved by someone else after this editor loaded it. Field by
 * field: what the editor started from, their version and this one. A field
 * only one side changed is already merged (and can be switched); a field both
 * changed needs a choice. A plain form (radio buttons, hidden versions) that
 * posts back to the editor's action, so it works without JavaScript too.
 */
export function ConflictMerge({
  d,
  record,
  conflict,
}: {
  d: EditedResource;
  record: ResourceRecord;
  conflict: ConflictState;
}) {
  const { pathname } = useLocation();
  const busy = useNavigation().state === "submitting";
  const who = conflict.who ?? "Someone else";
  const changed = conflict.fields.filter((f) => f.outcome !== "unchanged");
  const specs = new Map(fieldsOf(d).map((f) => [f.name, f]));
  const noun = d.noun.toLowerCase();
  return (
    <Form method="post" aria-labelledby="merge-title" preventScrollReset>
      <MuiLink component={Link} to={`/admin/${d.key}`} sx={{ display: "inline-block", mb: 1 }}>
        ← All {d.plural.toLowerCase()}
      </MuiLink>
      <Typography id="merge-title" variant="h2" component="h1" sx={{ mb: 2 }}>
        Merge your changes to {d.titleOf(record)}
      </Typography>
      <Alert severity="warning" sx={{ mb: 3 }}>
        {who} saved this {noun}
        {conflict.when ? ` on ${whenText(conflict.when)} (Chicago time)` : ""} while you were
        editing. Nothing of yours is saved yet: choose what to keep, then save.
      </Alert>
      <AlsoEditing type={noun} id={record.id} />
      <input type="hidden" name="_intent" value="merge" />
      <input type="hidden" name="version" value={conflict.version} />
      <input type="hidden" name="_base" value={JSON.stringify(conflict.base)} />
      <input type="hidden" name="_theirs" value={JSON.stringify(conflict.theirs)} />
      <input type="hidden" name="_yours" value={JSON.stringify(conflict.yours)} />
      <Stack spacing={2}>
        {changed.map(({ field, outcome }) => {
          const label = specs.get(field)?.label ?? field;
          const show = (v: unknown) => showValue(d, field, v);
          return (
            <Paper
              key={field}
              component="fieldset"
              variant="outlined"
              data-field={field}
              sx={{ m: 0, p: 2, minWidth: 0 }}
            >
              <Typography component="legend" variant="h6" sx={{ px: 0.5 }}>
                {label}
              </Typography>
              <Typography
                variant="body2"
                color={outcome === "conflict" ? "warning.main" : "text.secondary"}
                sx={{ mb: 1 }}
              >
                {NOTE[outcome]}
              </Typography>
              <Box
                sx={{
                  display: "grid",
                  gap: 1.5,
                  gridTemplateColumns: { xs: "1fr", md: "repeat(3, minmax(0, 1fr))" },
                }}
              >
                <Side title="Original" text={show(conflict.base[field])} />
                <Side
                  title={`theirs (${who})`}
                  text={show(conflict.theirs[field])}
                  choice={{
                    field,
                    side: "theirs",
                    checked: outcome === "theirs",
                    required: outcome === "conflict",
                  }}
                />
                <Side
                  title="yours"
                  text={show(conflict.yours[field])}
                  choice={{
                    field,
                    side: "yours",
                    checked: outcome === "yours" || outcome === "same",
                    required: outcome === "conflict",
                  }}
                />
              </Box>
            </Paper>
          );
        })}
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mt: 3 }}>
        <Button type="submit" variant="contained" disabled={busy}>
          Save merged {noun}
        </Button>
        <Button component={Link} to={pathname} reloadDocument>
          Drop my changes and load theirs
        </Button>
      </Stack>
    </Form>
  );
}

function Side({
  title,
  text,
  choice,
}: {
  title: string;
  text: string;
  choice?: { field: string; side: "theirs" | "yours"; checked: boolean; required: boolean };
}) {
  const body = (
    <Typography
      component="span"
      sx={{ whiteSpace: "pre-wrap", wordBreak: "break-word", display: "block" }}
    >
      {text}
    </Typography>
  );
  return (
    <Box sx={{ bgcolor: "action.hover", borderRadius: 1, p: 1.5, minWidth: 0 }}>
      {choice ? (
        <FormControlLabel
          sx={{ alignItems: "flex-start", m: 0, width: "100%" }}
          control={
            <Radio
              name={`choice.${choice.field}`}
              value={choice.side}
              defaultChecked={choice.checked}
              // On the input itself: the label's asterisk would read as "mandatory field".
              slotProps={{ input: { required: choice.required } }}
              sx={{ mt: -0.75, ml: -1 }}
            />
          }
          label={
            <Box>
              <Typography variant="overline" component="span" sx={{ display: "block" }}>
                Keep {title}
              </Typography>
              {body}
            </Box>
          }
        />
      ) : (
        <>
          <Typography variant="overline" component="span" sx={{ display: "block" }}>
            {title}
          </Typography>
          {body}
        </>
      )}
    </Box>
  );
}
