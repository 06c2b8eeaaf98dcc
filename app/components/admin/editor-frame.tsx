import { Alert, Box, Button, Link as MuiLink, Paper, Stack, Typography } from "@mui/material";
import { type ReactNode, type Ref, useEffect, useId, useState } from "react";
import { type FieldValues, useWatch } from "react-hook-form";
import { Link } from "react-router";
import type { RecordForm, Versioned } from "../../lib/admin/use-record-form.ts";
import { useEditPresence } from "../../lib/realtime/use-edit-presence.ts";
import { ConflictDialog } from "./conflict-dialog.tsx";
import { RecordHistory } from "./record-history.tsx";
import { UnsavedChangesGuard } from "./unsaved-changes-guard.tsx";

/** The record's kind as presence and history name it: "Shipping rate" → "shipping_rate". */
const recordType = (noun: string) => noun.toLowerCase().replace(/\s+/g, "_");

/**
 * The frame of every back-office editor: a heading with a way back and the
 * record's actions, the form, a save bar that stays in view, messages the
 * server sent that belong to no field, the conflict dialog, the guard
 * against leaving with unsaved changes, and who else has the record open.
 */
export function EditorFrame<V extends FieldValues, R extends Versioned>({
  title,
  backTo,
  backLabel,
  noun,
  rf,
  actions,
  aside,
  saveLabel,
  method,
  formRef,
  notice,
  hiddenFields,
  staffOnly = true,
  children,
}: {
  title: string;
  backTo: string;
  backLabel: string;
  noun: string;
  rf: RecordForm<V, R>;
  actions?: ReactNode;
  aside?: ReactNode;
  /** The save button's words when "Save changes" / "Create …" would not say what it does. */
  saveLabel?: string;
  /**
   * "post": a real form that posts to the route's action, so it works without
   * JavaScript (the resource editor); with it, `rf.onSubmit` still runs first.
   */
  method?: "post";
  formRef?: Ref<HTMLFormElement>;
  /** A message above the form, such as "City saved." after a save. */
  notice?: ReactNode;
  /** Hidden inputs the form posts (the version, what the form started from). */
  hiddenFields?: ReactNode;
  /**
   * Staff's parts too: who else is editing, the history, delete. False for a
   * venue editor (decision 056), whose screen is the form alone.
   */
  staffOnly?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={rf.onSubmit}
      aria-label={title}
      {...(method ? { method } : {})}
      {...(formRef ? { ref: formRef } : {})}
    >
      {hiddenFields}
      <MuiLink component={Link} to={backTo} sx={{ display: "inline-block", mb: 1 }}>
        ← {backLabel}
      </MuiLink>
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={2}
        sx={{ justifyContent: "space-between", alignItems: { sm: "center" }, mb: 3 }}
      >
        <Typography variant="h2" component="h1" sx={{ overflowWrap: "anywhere" }}>
          {title}
        </Typography>
        {actions ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
            {actions}
          </Stack>
        ) : null}
      </Stack>
      {staffOnly ? <AlsoEditing type={recordType(noun)} id={rf.record?.id ?? null} /> : null}
      {notice}
      {rf.formErrors.length ? (
        <Alert severity="error" sx={{ mb: 3 }} role="alert">
          {rf.formErrors.map((m) => (
            <div key={m}>{m}</div>
          ))}
        </Alert>
      ) : null}
      <Box
        sx={{
          display: "grid",
          gap: 4,
          gridTemplateColumns: { xs: "1fr", lg: aside ? "minmax(0, 1fr) 320px" : "1fr" },
          alignItems: "start",
        }}
      >
        <Stack spacing={4} sx={{ minWidth: 0 }}>
          {children}
          {staffOnly ? <RecordHistory noun={noun} record={rf.record} backTo={backTo} /> : null}
        </Stack>
        {aside ? (
          <Box sx={{ position: { lg: "sticky" }, top: { lg: 16 }, order: { xs: -1, lg: 0 } }}>
            {aside}
          </Box>
        ) : null}
      </Box>
      <SaveBar rf={rf} noun={noun} saveLabel={saveLabel} posts={method === "post"} />
      <ConflictDialog
        conflict={rf.conflict}
        noun={noun.toLowerCase()}
        onReload={rf.reloadTheirs}
        onOverwrite={rf.overwrite}
        onClose={rf.dismissConflict}
      />
      <UnsavedChangesGuard
        isDirty={() => rf.form.formState.isDirty && !rf.saving && rf.changed(rf.form.getValues())}
      />
    </Box>
  );
}

/** Who else has this record open in an editor (realtime presence). */
export function AlsoEditing({ type, id }: { type: string; id: string | null }) {
  const alsoEditing = useEditPresence(type, id);
  return alsoEditing.length ? (
    <Alert severity="info" sx={{ mb: 3 }} role="status" data-testid="also-editing">
      Also editing: {alsoEditing.join(", ")}
    </Alert>
  ) : null;
}

/** A titled group of fields inside an editor. */
export function EditorSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Box component="section">
      <Typography variant="h5" component="h2" sx={{ mb: description ? 0.5 : 2 }}>
        {title}
      </Typography>
      {description ? (
        <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
          {description}
        </Typography>
      ) : null}
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}

/**
 * The bar at the bottom of an editor. Save stays disabled while the form
 * would save nothing new: on opening, after a change is undone and after a
 * save. The status beside it says why, and describes the button. Its own
 * component, so watching every field re-renders only the bar.
 */
function SaveBar<V extends FieldValues, R extends Versioned>({
  rf,
  noun,
  saveLabel,
  posts,
}: {
  rf: RecordForm<V, R>;
  noun: string;
  saveLabel: string | undefined;
  posts: boolean;
}) {
  const values = useWatch({ control: rf.form.control }) as V;
  const changed = rf.form.formState.isDirty && rf.changed(values);
  // Before hydration nothing tracks changes: a form that posts keeps its
  // button on, so it works without JavaScript.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const tracking = hydrated || !posts;
  return (
    <StickySaveBar
      status={
        !tracking
          ? ""
          : rf.saving
            ? "Saving…"
            : changed
              ? "You have unsaved changes."
              : rf.record
                ? "All changes saved. Nothing new to save."
                : "Nothing entered yet."
      }
      disabled={tracking && (rf.saving || !changed)}
      label={saveLabel ?? (rf.record ? "Save changes" : `Create ${noun.toLowerCase()}`)}
    />
  );
}

/**
 * A save bar stuck to the bottom of a back-office screen: what the state is,
 * and the button (a submit unless `onSave` is given), described by the state.
 */
export function StickySaveBar({
  status,
  disabled,
  label,
  onSave,
}: {
  status: string;
  disabled: boolean;
  label: string;
  onSave?: () => void;
}) {
  const statusId = useId();
  return (
    <Paper
      elevation={3}
      sx={{
        position: "sticky",
        bottom: 0,
        mt: 4,
        px: 2,
        py: 1.5,
        zIndex: "appBar",
        display: "flex",
        alignItems: "center",
        gap: 2,
      }}
    >
      <Typography
        id={statusId}
        variant="body2"
        color="text.secondary"
        sx={{ flex: 1 }}
        aria-live="polite"
      >
        {status}
      </Typography>
      <Button
        type={onSave ? "button" : "submit"}
        variant="contained"
        disabled={disabled}
        aria-describedby={statusId}
        onClick={onSave}
      >
        {label}
      </Button>
    </Paper>
  );
}
