import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";

/**
 * Asks before leaving a form with unsaved changes: an in-app link opens a
 * dialog, closing or reloading the tab gets the browser's own prompt.
 * `isDirty` is read at the moment of leaving, so a save that just reset the
 * form lets the following navigation through.
 */
export function UnsavedChangesGuard({ isDirty }: { isDirty: () => boolean }) {
  const dirty = useRef(isDirty);
  dirty.current = isDirty;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current() && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!dirty.current()) return;
      e.preventDefault();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, []);

  return (
    <Dialog
      open={blocker.state === "blocked"}
      onClose={() => blocker.reset?.()}
      aria-labelledby="unsaved-title"
    >
      <DialogTitle id="unsaved-title">Leave without saving?</DialogTitle>
      <DialogContent>Your changes on this page have not been saved yet.</DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()} autoFocus>
          Stay and keep editing
        </Button>
        <Button color="error" onClick={() => blocker.proceed?.()}>
          Leave and discard changes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
