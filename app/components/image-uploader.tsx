import { Alert, Box, Button, Stack, TextField, Typography } from "@mui/material";
import { type DragEvent, useId, useRef, useState } from "react";
import { ApiCallError } from "../lib/api-client.ts";
import { type FileContainer, type UploadOptions, uploadImage } from "../lib/upload.ts";
import { ImageCrops } from "./image-crops.tsx";
import { UploadProgress, type UploadStatus, uploadBusy } from "./upload-progress.tsx";

/**
 * Drop or choose an image, give it a caption and alt text, and watch it
 * upload and turn into its versions; the crops are shown when it is done.
 */
export function ImageUploader({
  type,
  attachTo,
  withText = true,
  onUploaded,
  label = "Upload an image",
}: {
  type: string;
  attachTo?: UploadOptions["attach_to"];
  withText?: boolean;
  onUploaded?: (c: FileContainer) => void;
  label?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [status, setStatus] = useState<UploadStatus>({ kind: "idle" });
  const [caption, setCaption] = useState("");
  const [alt, setAlt] = useState("");
  const [over, setOver] = useState(false);
  const busy = uploadBusy(status);

  async function send(file: File | undefined) {
    if (!file || busy) return;
    setStatus({ kind: "uploading", fraction: 0 });
    try {
      const container = await uploadImage(file, {
        type,
        caption: caption || null,
        alt_text: alt || null,
        ...(attachTo ? { attach_to: attachTo } : {}),
        onProgress: (p) =>
          setStatus(
            p.phase === "uploading"
              ? { kind: "uploading", fraction: p.fraction }
              : { kind: "processing" },
          ),
      });
      setStatus({ kind: "done", container });
      onUploaded?.(container);
    } catch (err) {
      const message =
        err instanceof ApiCallError
          ? (err.error.errors?.[0]?.message ?? err.message)
          : "The upload failed. Please try again.";
      setStatus({ kind: "error", message });
    } finally {
      if (input.current) input.current.value = "";
    }
  }

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    void send(e.dataTransfer.files[0]);
  };

  return (
    <Stack spacing={2}>
      <Box
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: "dashed",
          borderColor: over ? "primary.main" : "divider",
          bgcolor: over ? "#f0f3fb" : "transparent",
          p: 3,
          textAlign: "center",
        }}
      >
        <Typography sx={{ mb: 1.5 }}>Drop a JPEG, PNG, WebP, GIF or AVIF image here, or</Typography>
        <Button variant="contained" component="label" htmlFor={id} disabled={busy}>
          {label}
        </Button>
        <input
          id={id}
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          hidden
          onChange={(e) => void send(e.target.files?.[0])}
          data-testid="image-file-input"
        />
      </Box>
      {withText ? (
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <TextField
            label="Caption"
            value={caption}
            onChange={(e) => setCaption(e.target.value)}
            fullWidth
            size="small"
          />
          <TextField
            label="Alt text"
            helperText="What the image shows, for people who can't see it."
            value={alt}
            onChange={(e) => setAlt(e.target.value)}
            fullWidth
            size="small"
          />
        </Stack>
      ) : null}
      <UploadProgress status={status} processingText="Making the image versions…" />
      {status.kind === "error" ? <Alert severity="error">{status.message}</Alert> : null}
      {status.kind === "done" && withText ? (
        <Box role="status">
          <Typography sx={{ fontWeight: 600, mb: 1 }}>
            Uploaded {status.container.filename}
          </Typography>
          <ImageCrops container={status.container} />
        </Box>
      ) : null}
    </Stack>
  );
}
