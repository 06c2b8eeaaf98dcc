import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from "@mui/material";
import { useId, useRef, useState } from "react";
import { ErrorCode } from "../../../core/errors.ts";
import { ApiCallError } from "../../lib/api-client.ts";
import { type FileContainer, uploadImage } from "../../lib/upload.ts";
import { ImagePicker } from "../image-picker.tsx";
import { UploadProgress, type UploadStatus, uploadBusy } from "../upload-progress.tsx";
import { type InlineImageAttrs, inlineImageAttrs } from "./rich-text-image.ts";

/** What a failed upload tells the editor: the server's own words when it sent any. */
function uploadProblem(err: unknown): string {
  if (err instanceof ApiCallError) {
    if (err.error.code === ErrorCode.Network)
      return "Could not reach the server. Check your connection and try again.";
    return err.error.errors?.[0]?.message ?? err.message;
  }
  return "The upload failed. Please try again.";
}

/**
 * "Insert image" in the rich text editor: upload a file (or pick one from
 * the library), describe it, and insert it where the caret was. The upload
 * goes through the same flow as the image fields (lib/upload.ts).
 */
export function InsertImageDialog({
  open,
  uploadType,
  onClose,
  onInsert,
}: {
  open: boolean;
  uploadType: string;
  onClose: () => void;
  onInsert: (attrs: InlineImageAttrs) => void;
}) {
  const titleId = useId();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<UploadStatus>({ kind: "idle" });
  const [alt, setAlt] = useState("");
  const [picking, setPicking] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setStatus({ kind: "idle" });
      setAlt("");
    }
  }
  const busy = uploadBusy(status);

  const use = (container: FileContainer) => {
    if (!inlineImageAttrs(container, "")) {
      setStatus({ kind: "error", message: "That image has no version fit for a page." });
      return;
    }
    setStatus({ kind: "done", container });
    if (!alt && container.alt_text) setAlt(container.alt_text);
  };

  async function send(file: File | undefined) {
    if (!file || busy) return;
    setStatus({ kind: "uploading", fraction: 0 });
    try {
      const container = await uploadImage(file, {
        type: uploadType,
        alt_text: alt.trim() || null,
        onProgress: (p) =>
          setStatus(
            p.phase === "uploading"
              ? { kind: "uploading", fraction: p.fraction }
              : { kind: "processing" },
          ),
      });
      use(container);
    } catch (err) {
      setStatus({ kind: "error", message: uploadProblem(err) });
    } finally {
      if (input.current) input.current.value = "";
    }
  }

  const insert = (e: React.FormEvent) => {
    e.preventDefault();
    // The dialog is a portal inside the record's form: keep the submit here.
    e.stopPropagation();
    if (status.kind !== "done") return;
    const attrs = inlineImageAttrs(status.container, alt);
    if (attrs) onInsert(attrs);
  };

  const preview = status.kind === "done" ? inlineImageAttrs(status.container, alt) : null;

  return (
    <>
      <Dialog
        open={open && !picking}
        onClose={busy ? undefined : onClose}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
        // The editor takes focus back itself, with its selection.
        disableRestoreFocus
      >
        <form onSubmit={insert} noValidate>
          <DialogTitle id={titleId}>Insert an image</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
                <Button variant="outlined" component="label" htmlFor={inputId} disabled={busy}>
                  {status.kind === "done" ? "Choose another file" : "Choose an image file"}
                </Button>
                <Button onClick={() => setPicking(true)} disabled={busy}>
                  Choose from the library
                </Button>
              </Stack>
              <input
                id={inputId}
                ref={input}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
                hidden
                onChange={(e) => void send(e.target.files?.[0])}
                data-testid="inline-image-file-input"
              />
              <UploadProgress status={status} processingText="Preparing the image for the page…" />
              {status.kind === "error" ? <Alert severity="error">{status.message}</Alert> : null}
              {preview ? (
                <Box
                  component="img"
                  src={preview.src}
                  alt=""
                  sx={{
                    display: "block",
                    maxWidth: "100%",
                    maxHeight: 240,
                    objectFit: "contain",
                    alignSelf: "flex-start",
                    border: 1,
                    borderColor: "divider",
                  }}
                />
              ) : null}
              <TextField
                label="Alt text"
                value={alt}
                onChange={(e) => setAlt(e.target.value)}
                helperText="What the image shows, for people who can't see it. Leave it empty only for a purely decorative image."
                fullWidth
                size="small"
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={status.kind !== "done"}>
              Insert image
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <ImagePicker
        open={open && picking}
        onClose={() => setPicking(false)}
        onPick={(c) => {
          setPicking(false);
          use(c);
        }}
      />
    </>
  );
}
