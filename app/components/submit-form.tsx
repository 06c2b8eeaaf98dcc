import { Alert, Box, Button, Paper, Stack, TextField, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { Form } from "react-router";
import type { SubmissionFormValues, VenueChoice } from "../../core/submissions/form.ts";
import { SubmitButton } from "./submit-button.tsx";
import { SubmitDates } from "./submit-dates.tsx";
import { SubmitFacets } from "./submit-facets.tsx";
import { SubmitImage, type SubmitImageValue } from "./submit-image.tsx";
import { SubmitVenue } from "./submit-venue.tsx";
import { visuallyHidden } from "./visually-hidden.ts";

export interface SubmitFormProps {
  values: SubmissionFormValues;
  venues: VenueChoice[];
  image: SubmitImageValue | null;
  fields: Record<string, string>;
  cities: { id: string; name: string }[];
  /** The submission being edited: its version, and whether it is in review already. */
  editing: { version: number; pending: boolean } | null;
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
    >
      <Typography id={id} variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** "Start from a link": its own small form, so Enter in it reads the page and nothing else. */
export function PrefillForm({ link, error }: { link: string; error: string | undefined }) {
  return (
    <Form method="post" aria-labelledby="submit-from-link">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3, bgcolor: "#fafafa" }}>
        <Typography id="submit-from-link" variant="h5" component="h2" sx={{ mb: 1 }}>
          Start from a link
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Paste the event's page (the venue's or the artist's) and we fill in what it says.
        </Typography>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5}>
          <TextField
            label="Event page address"
            name="link"
            type="url"
            placeholder="https://"
            defaultValue={link}
            error={Boolean(error)}
            helperText={error}
            size="small"
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <SubmitButton
            intent="prefill"
            busyLabel="Reading…"
            variant="outlined"
            color="secondary"
            size="medium"
            sx={{ flexShrink: 0, height: 40 }}
          >
            Fill in from the link
          </SubmitButton>
        </Stack>
      </Paper>
    </Form>
  );
}

/**
 * The event form (issue 30 item 1): plain inputs and a React Router Form, so
 * it posts to the page's action with or without JavaScript, and every value
 * comes back into its field when something needs fixing.
 */
export function SubmitForm({ values, venues, image, fields, cities, editing }: SubmitFormProps) {
  const shrink = { inputLabel: { shrink: true } };
  return (
    <Form method="post" noValidate aria-label="Your event">
      {/* Enter in a text field presses the form's first button: saving a draft loses nothing. */}
      <button
        type="submit"
        name="intent"
        value={editing?.pending ? "send" : "draft"}
        tabIndex={-1}
        aria-hidden="true"
        style={visuallyHidden}
      />
      {editing ? <input type="hidden" name="version" value={editing.version} /> : null}
      {fields.form ? (
        <Alert severity="error" sx={{ mb: 3 }}>
          {fields.form}
        </Alert>
      ) : null}
      <Section title="The event" id="submit-what">
        <Stack spacing={2}>
          <TextField
            label="Title"
            name="name"
            required
            defaultValue={values.name}
            error={Boolean(fields.name)}
            helperText={fields.name}
            fullWidth
            slotProps={shrink}
          />
          <TextField
            label="In one sentence"
            name="summary"
            defaultValue={values.summary}
            error={Boolean(fields.summary)}
            helperText={fields.summary ?? "Shown on the event's card. Up to 300 characters."}
            fullWidth
            slotProps={shrink}
          />
          <TextField
            label="Description"
            name="content"
            multiline
            minRows={5}
            defaultValue={values.content}
            error={Boolean(fields.content)}
            helperText={
              fields.content ?? "What visitors will see and do. A blank line starts a paragraph."
            }
            fullWidth
            slotProps={shrink}
          />
          <TextField
            label="Web page"
            name="url"
            type="url"
            placeholder="https://"
            defaultValue={values.url}
            error={Boolean(fields.url)}
            helperText={fields.url ?? "The event's page on the venue's or artist's site."}
            fullWidth
            slotProps={shrink}
          />
        </Stack>
      </Section>

      <Section title="Dates" id="submit-when">
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Add each opening, talk or class as a date, and an exhibition as a run from its first to
          its last day. Times are Twin Cities time.
        </Typography>
        <SubmitDates rows={values.dates} fields={fields} />
      </Section>

      <Section title="Venue" id="submit-where">
        <SubmitVenue values={values} venues={venues} cities={cities} fields={fields} />
      </Section>

      <Section title="Picture" id="submit-picture">
        <SubmitImage
          image={image}
          focus={{ x: values.focus_x, y: values.focus_y }}
          error={fields.primary_image_id ?? fields.focus}
        />
      </Section>

      <Section title="Price and access" id="submit-access">
        <SubmitFacets values={values} fields={fields} />
      </Section>

      {/* A field people never see or fill in; robots that fill in everything do. */}
      <Box aria-hidden="true" sx={visuallyHidden}>
        <label>
          Leave this empty
          <input type="text" name="hp" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </Box>

      <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ mt: 1 }}>
        {editing?.pending ? (
          <SubmitButton intent="send" busyLabel="Saving…">
            Save changes
          </SubmitButton>
        ) : (
          <>
            <SubmitButton intent="send" busyLabel="Sending…">
              Send for review
            </SubmitButton>
            <SubmitButton intent="draft" busyLabel="Saving…" variant="outlined" color="secondary">
              Save draft
            </SubmitButton>
          </>
        )}
        <Button href="/account/submissions" color="secondary">
          Your submissions
        </Button>
      </Stack>
    </Form>
  );
}
