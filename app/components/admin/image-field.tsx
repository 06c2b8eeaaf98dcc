import { Box, Button, Dialog, DialogContent, DialogTitle, Stack, Typography } from "@mui/material";
import { useEffect, useState } from "react";
import { api } from "../../lib/api-client.ts";
import type { FileContainer } from "../../lib/upload.ts";
import { ImagePicker } from "../image-picker.tsx";
import { ImageUploader } from "../image-uploader.tsx";

/**
 * A record's image: a thumbnail of the chosen file, and buttons to upload a
 * new one, pick one from the library, or remove it. The value is the file
 * container's id; `onChosen` also hands over the container (for previews).
 */
export function ImageField({
  label,
  value,
  onChange,
  uploadType,
  onChosen,
  error,
  shape = "card",
  library = true,
}: {
  label: string;
  value: string | null;
  onChange: (id: string | null) => void;
  uploadType: string;
  onChosen?: (c: FileContainer | null) => void;
  error?: string | undefined;
  /**
   * "card" previews the wide card crop; "portrait" the square THUMB (author
   * pictures have no wide crops, and a face reads better square).
   */
  shape?: "card" | "portrait";
  /** False: no "Choose from the library" (a venue editor uploads only). */
  library?: boolean;
}) {
  const [container, setContainer] = useState<FileContainer | null>(null);
  const [picking, setPicking] = useState(false);
  const [uploading, setUploading] = useState(false);

  // Load the chosen file's thumbnail when the form starts with an id.
  useEffect(() => {
    if (!value || container?.id === value) return;
    let live = true;
    api<FileContainer>(`/files/containers/id/${value}`)
      .then((c) => {
        if (!live) return;
        setContainer(c);
        onChosen?.(c);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [value, container?.id, onChosen]);

  const choose = (c: FileContainer | null) => {
    setContainer(c);
    onChosen?.(c);
    onChange(c?.id ?? null);
  };
  const shown = value && container?.id === value ? container : null;
  const v = shown?.versions;
  const thumb = v
    ? shape === "portrait"
      ? (v.THUMB ?? v.CARD_SMALL ?? v.FULL)
      : (v.CARD_SMALL ?? v.CARD_LARGE ?? v.THUMB ?? v.FULL)
    : null;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Stack sx={{ alignItems: "flex-start" }} direction={{ xs: "column", sm: "row" }} spacing={2}>
        <Box
          sx={{
            width: shape === "portrait" ? 160 : 200,
            aspectRatio: shape === "portrait" ? "1 / 1" : "4 / 3",
            bgcolor: "grey.100",
            borderRadius: 1,
            overflow: "hidden",
            display: "grid",
            placeItems: "center",
          }}
        >
          {thumb ? (
            <Box
              component="img"
              src={thumb.url}
              alt={shown?.alt_text ?? ""}
              sx={{ width: "100%", height: "100%", objectFit: "cover" }}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {value ? "Loading…" : "No image"}
            </Typography>
          )}
        </Box>
        <Stack spacing={1}>
          <Button variant="outlined" onClick={() => setUploading(true)}>
            Upload an image
          </Button>
          {library ? (
            <Button variant="outlined" onClick={() => setPicking(true)}>
              Choose from the library
            </Button>
          ) : null}
          {value ? (
            <Button color="error" onClick={() => choose(null)}>
              Remove image
            </Button>
          ) : null}
          {shown ? (
            <Typography variant="caption" color="text.secondary" sx={{ wordBreak: "break-all" }}>
              {shown.filename}
            </Typography>
          ) : null}
        </Stack>
      </Stack>
      {error ? (
        <Typography color="error" variant="caption">
          {error}
        </Typography>
      ) : null}
      <ImagePicker
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(c) => {
          setPicking(false);
          choose(c);
        }}
      />
      <Dialog
        open={uploading}
        onClose={() => setUploading(false)}
        fullWidth
        maxWidth="sm"
        aria-labelledby="upload-image-title"
      >
        <DialogTitle id="upload-image-title">{label}: upload</DialogTitle>
        <DialogContent>
          <ImageUploader
            type={uploadType}
            onUploaded={(c) => {
              choose(c);
              setUploading(false);
            }}
          />
        </DialogContent>
      </Dialog>
    </Box>
  );
}
