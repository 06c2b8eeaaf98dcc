import { Box, LinearProgress, Typography } from "@mui/material";
import type { FileContainer } from "../lib/upload.ts";

/** Where an image upload is: sending bytes, the server making versions, done or failed. */
export type UploadStatus =
  | { kind: "idle" }
  | { kind: "uploading"; fraction: number }
  | { kind: "processing" }
  | { kind: "done"; container: FileContainer }
  | { kind: "error"; message: string };

export const uploadBusy = (s: UploadStatus) => s.kind === "uploading" || s.kind === "processing";

/** The progress of an upload, announced politely to screen readers. */
export function UploadProgress({
  status,
  processingText,
}: {
  status: UploadStatus;
  /** What the server is doing once the bytes are in. */
  processingText: string;
}) {
  if (status.kind === "uploading") {
    return (
      <Box role="status" aria-live="polite">
        <Typography variant="body2">Uploading… {Math.round(status.fraction * 100)}%</Typography>
        <LinearProgress
          variant="determinate"
          value={status.fraction * 100}
          aria-label="Upload progress"
        />
      </Box>
    );
  }
  if (status.kind === "processing") {
    return (
      <Box role="status" aria-live="polite">
        <Typography variant="body2">{processingText}</Typography>
        <LinearProgress aria-label="Processing" />
      </Box>
    );
  }
  return null;
}
