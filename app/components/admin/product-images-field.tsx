import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogContent,
  DialogTitle,
  Paper,
  Stack,
  Typography,
} from "@mui/material";
import { useEffect, useState } from "react";
import { api } from "../../lib/api-client.ts";
import type { FileContainer } from "../../lib/upload.ts";
import { ImagePicker } from "../image-picker.tsx";
import { ImageUploader } from "../image-uploader.tsx";
import { visuallyHidden } from "../visually-hidden.ts";

export const MAX_PRODUCT_IMAGES = 12;

type Versions = Record<string, { url: string; width: number; height: number }>;
interface Shown {
  id: string;
  alt_text: string | null;
  filename?: string;
  versions: Versions;
}

const moveId = (id: string, dir: "earlier" | "later") => `product-image-${dir}-${id}`;

/**
 * A product's pictures in order: the first is the main image (the shop's
 * card and the top of its page). Add by upload or from the library, move one
 * place earlier or later, remove. The value is the list of file container ids.
 */
export function ProductImagesField({
  value,
  onChange,
  known,
  uploadType = "product",
  error,
  itemErrors,
  onMainImage,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  /** Images the record came with (id and versions), so they show without a fetch. */
  known: readonly Shown[];
  /** The upload type of new pictures (their crops). */
  uploadType?: string;
  error?: string | undefined;
  itemErrors?: Record<string, unknown>;
  /** The first picture as it will show (for previews), null when there is none. */
  onMainImage?: (image: { url: string; alt: string } | null) => void;
}) {
  const [cache, setCache] = useState<Record<string, Shown>>(() =>
    Object.fromEntries(known.map((k) => [k.id, k])),
  );
  const [picking, setPicking] = useState(false);
  const [uploading, setUploading] = useState(false);
  const full = value.length >= MAX_PRODUCT_IMAGES;

  // An id the form starts with (or gets back from a reload) that we have no picture for.
  const missing = value.filter((id) => !cache[id]).join(",");
  useEffect(() => {
    if (!missing) return;
    let live = true;
    for (const id of missing.split(",")) {
      api<FileContainer>(`/files/containers/id/${id}`)
        .then((c) => live && setCache((m) => ({ ...m, [c.id]: c })))
        .catch(() => undefined);
    }
    return () => {
      live = false;
    };
  }, [missing]);

  const main = value[0] ? cache[value[0]] : undefined;
  const mainVersion = main?.versions.CARD_LARGE ?? main?.versions.SIZED ?? main?.versions.FULL;
  const mainUrl = mainVersion?.url ?? null;
  const mainAlt = main?.alt_text ?? "";
  useEffect(() => {
    onMainImage?.(mainUrl ? { url: mainUrl, alt: mainAlt } : null);
  }, [mainUrl, mainAlt, onMainImage]);

  const add = (c: FileContainer) => {
    setCache((m) => ({ ...m, [c.id]: c }));
    if (!value.includes(c.id)) onChange([...value, c.id]);
  };
  const move = (from: number, to: number, dir: "earlier" | "later") => {
    const next = [...value];
    const [id] = next.splice(from, 1);
    if (!id) return;
    next.splice(to, 0, id);
    onChange(next);
    // Focus follows the picture it moved; at either end, onto its other button.
    const atEnd = to === 0 || to === next.length - 1;
    const target = atEnd ? (dir === "earlier" ? "later" : "earlier") : dir;
    requestAnimationFrame(() => document.getElementById(moveId(id, target))?.focus());
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      {/* The editor's section heading says "Images"; the legend names the group for screen readers. */}
      <Box component="legend" sx={visuallyHidden}>
        Product images
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        The first is the main image. Up to {MAX_PRODUCT_IMAGES}.
      </Typography>
      {value.length ? (
        <Box
          component="ol"
          aria-label="Product images"
          sx={{
            listStyle: "none",
            p: 0,
            m: 0,
            mb: 2,
            display: "grid",
            gap: 2,
            gridTemplateColumns: {
              xs: "repeat(2, minmax(0, 1fr))",
              sm: "repeat(3, minmax(0, 1fr))",
              xl: "repeat(4, minmax(0, 1fr))",
            },
          }}
        >
          {value.map((id, i) => {
            const shown = cache[id];
            const v = shown?.versions;
            const src = v ? (v.SIZED ?? v.CARD_SMALL ?? v.THUMB ?? v.FULL) : undefined;
            const n = i + 1;
            const itemError = itemErrors?.[String(i)];
            return (
              <Paper
                key={id}
                component="li"
                variant="outlined"
                data-testid="product-image"
                sx={{ p: 1, display: "flex", flexDirection: "column", gap: 1, minWidth: 0 }}
              >
                <Box
                  sx={{
                    aspectRatio: "1 / 1",
                    bgcolor: "grey.100",
                    borderRadius: 1,
                    overflow: "hidden",
                    display: "grid",
                    placeItems: "center",
                  }}
                >
                  {src ? (
                    <Box
                      component="img"
                      src={src.url}
                      alt={shown?.alt_text ?? ""}
                      loading="lazy"
                      sx={{ width: "100%", height: "100%", objectFit: "contain" }}
                    />
                  ) : (
                    <Typography variant="body2" color="text.secondary">
                      Loading…
                    </Typography>
                  )}
                </Box>
                <Stack direction="row" spacing={1} sx={{ alignItems: "center", minHeight: 24 }}>
                  {i === 0 ? (
                    <Chip size="small" color="primary" label="Main image" />
                  ) : (
                    <Typography variant="caption" color="text.secondary">
                      Image {n}
                    </Typography>
                  )}
                </Stack>
                {shown?.filename ? (
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{ wordBreak: "break-all", lineHeight: 1.3 }}
                  >
                    {shown.filename}
                  </Typography>
                ) : null}
                {typeof itemError === "string" ? (
                  <Typography color="error" variant="caption">
                    {itemError}
                  </Typography>
                ) : null}
                <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", columnGap: 0.5 }}>
                  {i > 0 ? (
                    <Button
                      size="small"
                      id={moveId(id, "earlier")}
                      aria-label={`Move image ${n} earlier`}
                      onClick={() => move(i, i - 1, "earlier")}
                      sx={{ minWidth: 0 }}
                    >
                      ← Earlier
                    </Button>
                  ) : null}
                  {i < value.length - 1 ? (
                    <Button
                      size="small"
                      id={moveId(id, "later")}
                      aria-label={`Move image ${n} later`}
                      onClick={() => move(i, i + 1, "later")}
                      sx={{ minWidth: 0 }}
                    >
                      Later →
                    </Button>
                  ) : null}
                  <Button
                    size="small"
                    color="error"
                    aria-label={`Remove image ${n}`}
                    onClick={() => onChange(value.filter((x) => x !== id))}
                    sx={{ minWidth: 0 }}
                  >
                    Remove
                  </Button>
                </Stack>
              </Paper>
            );
          })}
        </Box>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          No images yet.
        </Typography>
      )}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
        <Button variant="outlined" disabled={full} onClick={() => setUploading(true)}>
          Upload an image
        </Button>
        <Button variant="outlined" disabled={full} onClick={() => setPicking(true)}>
          Choose from the library
        </Button>
      </Stack>
      {error ? (
        <Typography color="error" variant="caption" role="alert">
          {error}
        </Typography>
      ) : null}
      <ImagePicker
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(c) => {
          setPicking(false);
          add(c);
        }}
      />
      <Dialog
        open={uploading}
        onClose={() => setUploading(false)}
        fullWidth
        maxWidth="sm"
        aria-labelledby="upload-product-image-title"
      >
        <DialogTitle id="upload-product-image-title">Product image: upload</DialogTitle>
        <DialogContent>
          <ImageUploader
            type={uploadType}
            onUploaded={(c) => {
              add(c);
              setUploading(false);
            }}
          />
        </DialogContent>
      </Dialog>
    </Box>
  );
}
