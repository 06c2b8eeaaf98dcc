import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import type { LinkPreview } from "../../../core/scraper/types.ts";
import { importImage, problemOf, readLink } from "../../lib/admin/link-import.ts";
import { toast } from "../../lib/toast.tsx";

// The shell of "Import from a link" on the back-office forms: a web address,
// the page read on the server (with progress and plain-worded errors), then
// the form's own review of what was found and its button to fill the form.
// Nothing is saved: the editor reviews the filled form and saves it.

export type LinkRead =
  | { kind: "idle" }
  | { kind: "reading" }
  | { kind: "error"; message: string }
  | { kind: "read"; preview: LinkPreview };

/** The address typed and what reading it gave. */
export function useLinkReader() {
  const [url, setUrl] = useState("");
  const [state, setState] = useState<LinkRead>({ kind: "idle" });
  return {
    url,
    setUrl,
    state,
    preview: state.kind === "read" ? state.preview : null,
    async read() {
      setState({ kind: "reading" });
      try {
        setState({ kind: "read", preview: await readLink(url) });
      } catch (err) {
        setState({ kind: "error", message: problemOf(err) });
      }
    },
    reset() {
      setUrl("");
      setState({ kind: "idle" });
    },
  };
}

export type LinkReader = ReturnType<typeof useLinkReader>;

/** Fills the form with what the editor picked; `imageId` is the kept image, now one of our files. */
export type FillFn = (picked: (key: string) => boolean, imageId: string | null) => void;

/** The page's image, offered as the item "image": downloaded on the server when kept. */
export interface FoundImage {
  url: string;
  type: "event" | "venue";
  alt: string | null;
}

/**
 * The "Import from a link" button and its dialog. The form's own component
 * reads the page (its `reader`), lists what it found as `items`, and fills
 * the form in `onFill`; `extra` shows below the list (the event's venue).
 * The image, when kept, is saved to the library first, so nothing is filled
 * unless everything worked.
 */
export function ImportFromLink({
  title,
  intro,
  reader,
  items,
  image,
  extra,
  busy = false,
  onFill,
}: {
  title: string;
  intro: string;
  reader: LinkReader;
  items: readonly FoundItem[];
  image: FoundImage | null;
  extra?: ReactNode;
  /** Something in `extra` is still working: wait before filling. */
  busy?: boolean;
  onFill: FillFn;
}) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [filling, setFilling] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const picks = usePicks(items, reader.preview);
  const reading = reader.state.kind === "reading";

  const close = () => {
    setOpen(false);
    setProblem(null);
    reader.reset();
  };
  const submit = (e: FormEvent) => {
    // The dialog sits inside the editor's form in React's tree: keep this
    // submit from bubbling up and saving the record.
    e.preventDefault();
    e.stopPropagation();
    if (!reading && reader.url.trim()) void reader.read();
  };
  async function fill() {
    setProblem(null);
    try {
      let imageId: string | null = null;
      if (image && picks.has("image")) {
        setFilling("Saving the image to the library…");
        imageId = (await importImage(image.url, image.type, image.alt)).id;
      }
      onFill(picks.has, imageId);
      close();
      toast("Filled from the link. Review the form, then save.", { variant: "info" });
    } catch (err) {
      setProblem(problemOf(err));
    } finally {
      setFilling(null);
    }
  }

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Import from a link
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText>
          <Stack
            component="form"
            noValidate
            onSubmit={submit}
            direction={{ xs: "column", sm: "row" }}
            spacing={1}
            sx={{ alignItems: { sm: "flex-start" }, pt: 1 }}
          >
            <TextField
              label="Web address"
              type="url"
              placeholder="https://"
              value={reader.url}
              onChange={(e) => reader.setUrl(e.target.value)}
              autoFocus
              fullWidth
              size="small"
            />
            <Button
              type="submit"
              variant="outlined"
              disabled={reading || !reader.url.trim()}
              sx={{ flexShrink: 0, whiteSpace: "nowrap" }}
            >
              Read the page
            </Button>
          </Stack>
          <Box sx={{ mt: 2 }} aria-live="polite">
            <Progress text={reading ? "Reading the page…" : null} />
            {reader.state.kind === "error" ? (
              <Alert severity="error">{reader.state.message}</Alert>
            ) : null}
          </Box>
          {reader.preview ? (
            <>
              <FoundList items={items} picks={picks} />
              {extra}
              {problem ? (
                <Alert severity="error" sx={{ mt: 2 }}>
                  {problem}
                </Alert>
              ) : null}
              <Box sx={{ mt: 2 }}>
                <Progress text={filling} />
              </Box>
            </>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          {reader.preview ? (
            <Button
              variant="contained"
              onClick={fill}
              disabled={Boolean(filling) || busy || !items.some((i) => picks.has(i.key))}
            >
              Fill the form
            </Button>
          ) : null}
        </DialogActions>
      </Dialog>
    </>
  );
}

/** One thing found on the page, with a checkbox to fill it or not. */
export interface FoundItem {
  key: string;
  label: string;
  value: ReactNode;
}

/** Which found items the editor wants filled: all of them, each time a new page is read. */
function usePicks(items: readonly FoundItem[], preview: LinkPreview | null) {
  const [off, setOff] = useState<Set<string>>(new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page starts with everything picked.
  useEffect(() => setOff(new Set()), [preview]);
  return {
    has: (key: string) => items.some((i) => i.key === key) && !off.has(key),
    toggle: (key: string) =>
      setOff((prev) => {
        const next = new Set(prev);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
  };
}

/** The found items as checkboxes, each naming what it would fill and with what. */
function FoundList({
  items,
  picks,
}: {
  items: readonly FoundItem[];
  picks: ReturnType<typeof usePicks>;
}) {
  if (!items.length) {
    return (
      <Alert severity="info" sx={{ mt: 2 }}>
        The page has nothing this form can use.
      </Alert>
    );
  }
  return (
    <FormGroup sx={{ mt: 2, gap: 1 }}>
      {items.map((item) => (
        <FormControlLabel
          key={item.key}
          sx={{ alignItems: "flex-start", m: 0 }}
          control={
            <Checkbox
              checked={picks.has(item.key)}
              onChange={() => picks.toggle(item.key)}
              sx={{ mt: -0.75 }}
            />
          }
          label={
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="subtitle2">{item.label}</Typography>
              <Typography
                variant="body2"
                color="text.secondary"
                component="div"
                sx={{ wordBreak: "break-word" }}
              >
                {item.value}
              </Typography>
            </Box>
          }
        />
      ))}
    </FormGroup>
  );
}

/** A line saying what is happening, with an indeterminate bar. */
function Progress({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Box role="status">
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {text}
      </Typography>
      <LinearProgress aria-label={text} />
    </Box>
  );
}
