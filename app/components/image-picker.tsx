import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  TextField,
  Typography,
} from "@mui/material";
import { useEffect, useState } from "react";
import { ApiCallError, api } from "../lib/api-client.ts";
import type { FileContainer } from "../lib/upload.ts";

interface Page {
  results: FileContainer[];
  total: number;
}

/**
 * Choose an image already in the library: search by file name or caption,
 * click a thumbnail. The admin editors (events, venues, blog) open it next
 * to the uploader.
 */
export function ImagePicker({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (c: FileContainer) => void;
}) {
  const [query, setQuery] = useState("");
  const [page, setPage] = useState<Page | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    const ctl = new AbortController();
    const t = setTimeout(() => {
      setError(null);
      fetchPage(query, ctl.signal)
        .then(setPage)
        .catch((err) => {
          if (!ctl.signal.aborted)
            setError(err instanceof ApiCallError ? err.message : "Couldn't load the images.");
        });
    }, 250);
    return () => {
      clearTimeout(t);
      ctl.abort();
    };
  }, [open, query]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="image-picker-title"
    >
      <DialogTitle id="image-picker-title">Choose an image</DialogTitle>
      <DialogContent>
        <TextField
          label="Search file names and captions"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          fullWidth
          size="small"
          sx={{ mt: 1, mb: 2 }}
        />
        {error ? <Typography color="error">{error}</Typography> : null}
        {!page && !error ? <LinearProgress aria-label="Loading images" /> : null}
        {page ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {page.total} {page.total === 1 ? "image" : "images"}
            </Typography>
            <Box
              sx={{
                display: "grid",
                gap: 1.5,
                gridTemplateColumns: "repeat(auto-fill, minmax(140px, 1fr))",
              }}
            >
              {page.results.map((c) => {
                const v = c.versions.CARD_SMALL ?? c.versions.THUMB ?? c.versions.FULL;
                return (
                  <Button
                    key={c.id}
                    onClick={() => onPick(c)}
                    sx={{ p: 0, display: "block", textAlign: "left", color: "inherit" }}
                    aria-label={`Choose ${c.caption ?? c.filename}`}
                  >
                    {v ? (
                      <Box
                        component="img"
                        src={v.url}
                        alt=""
                        loading="lazy"
                        sx={{
                          width: "100%",
                          aspectRatio: "350 / 184",
                          objectFit: "cover",
                          display: "block",
                        }}
                      />
                    ) : null}
                    <Typography variant="caption" sx={{ display: "block", wordBreak: "break-all" }}>
                      {c.caption ?? c.filename}
                    </Typography>
                  </Button>
                );
              })}
            </Box>
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}

async function fetchPage(query: string, signal: AbortSignal): Promise<Page> {
  const params = new URLSearchParams({ page_size: "48", ...(query ? { query } : {}) });
  return api<Page>(`/files/containers/list?${params}`, { signal, envelope: true });
}
