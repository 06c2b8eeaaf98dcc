import { type ReactNode, useId, useState } from "react";
import {
  EMBED_DEFAULT_LIMIT,
  type EmbedTheme,
  embedUrl,
  iframeSnippet,
  scriptSnippet,
} from "../../core/embed/options.ts";
import { toast } from "../lib/toast.tsx";
import { Box, Button, Stack, Typography } from "./ui/index.ts";

// The embed snippet generator (decision 064): a host picks a theme, a size
// and a count, copies the iframe or the script tag, and sees the result
// live. Loaded by embed-menu.tsx only when its panel opens.

const THEMES: { value: EmbedTheme; label: string }[] = [
  { value: "auto", label: "Follow the visitor's setting" },
  { value: "light", label: "Light" },
  { value: "dark", label: "Dark" },
];
const WIDTHS = [
  { value: "fill", label: "Fill the column", width: null },
  { value: "narrow", label: "Narrow (320px)", width: 320 },
] as const;
const HEIGHTS = [360, 480, 640];
const COUNTS = [3, EMBED_DEFAULT_LIMIT, 10, 20];

export default function EmbedGenerator({
  sitePath,
  origin,
  what,
  title,
}: {
  sitePath: string;
  origin: string;
  what: string;
  /** The iframe's title, for screen readers on the host's page. */
  title: string;
}) {
  const [theme, setTheme] = useState<EmbedTheme>("auto");
  const [width, setWidth] = useState<(typeof WIDTHS)[number]["value"]>("fill");
  const [height, setHeight] = useState(480);
  const [limit, setLimit] = useState(EMBED_DEFAULT_LIMIT);
  const options = { theme, limit };
  const size = { width: WIDTHS.find((w) => w.value === width)!.width, height };
  const iframe = iframeSnippet(embedUrl(origin, sitePath, options), title, size);
  const script = scriptSnippet(origin, sitePath, options);
  // The preview is this site's own embed, whatever the canonical host.
  const preview = new URL(embedUrl(origin, sitePath, options));

  return (
    <Box sx={{ maxWidth: 720 }} data-testid="embed-generator">
      {/* The margin on a wrapper: the floating labels below sit above their fields. */}
      <Box sx={{ mb: 3 }}>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          Show {what} on your own site. Paste one of these where the list should appear. It keeps
          itself up to date and sets no cookies.
        </Typography>
      </Box>
      <Box
        sx={{
          display: "grid",
          gap: 2,
          // Two by two: the panel sits in the venue page's narrow side column.
          gridTemplateColumns: "1fr 1fr",
          rowGap: 2.5,
          mb: 3,
        }}
      >
        <Choice label="Theme" value={theme} onChange={(v) => setTheme(v as EmbedTheme)}>
          {THEMES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </Choice>
        <Choice label="Width" value={width} onChange={(v) => setWidth(v as typeof width)}>
          {WIDTHS.map((w) => (
            <option key={w.value} value={w.value}>
              {w.label}
            </option>
          ))}
        </Choice>
        <Choice label="Height" value={String(height)} onChange={(v) => setHeight(Number(v))}>
          {HEIGHTS.map((h) => (
            <option key={h} value={h}>
              {h}px
            </option>
          ))}
        </Choice>
        <Choice label="Events" value={String(limit)} onChange={(v) => setLimit(Number(v))}>
          {COUNTS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </Choice>
      </Box>
      <Snippet
        label="With an iframe"
        help="Works everywhere, including site builders that allow embed code."
        code={iframe}
      />
      <Snippet
        label="With a script tag (no iframe)"
        help="The list becomes part of your page and grows with it; your styles cannot reach it."
        code={script}
      />
      <Typography component="h3" variant="subtitle2" sx={{ mt: 2.5, mb: 1 }}>
        Preview
      </Typography>
      <Box
        component="iframe"
        title={`Preview: ${title}`}
        src={`${preview.pathname}${preview.search}`}
        width={size.width ?? "100%"}
        height={height}
        data-testid="embed-preview"
        sx={{
          border: 1,
          borderColor: "divider",
          borderRadius: 1,
          maxWidth: "100%",
          display: "block",
        }}
      />
    </Box>
  );
}

function Choice({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="ac-field">
      <select
        id={id}
        className="ac-field__control"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {children}
      </select>
      <label htmlFor={id} className="ac-field__label">
        {label}
      </label>
    </div>
  );
}

function Snippet({ label, help, code }: { label: string; help: string; code: string }) {
  const id = useId();
  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      toast("Embed code copied", { variant: "success" });
    } catch {
      toast("Couldn't copy. Select the code and copy it yourself.", { variant: "error" });
    }
  }
  return (
    <Box sx={{ mb: 2 }}>
      <Typography component="label" htmlFor={id} variant="subtitle2" sx={{ display: "block" }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ color: "text.secondary", mb: 0.75 }}>
        {help}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
        <textarea
          id={id}
          className="ac-field__control"
          readOnly
          spellCheck={false}
          rows={4}
          value={code}
          onFocus={(e) => e.target.select()}
          style={{
            height: "auto",
            fontFamily: "ui-monospace, monospace",
            fontSize: "0.8rem",
            resize: "vertical",
          }}
        />
        <Button variant="outlined" color="secondary" onClick={copy} sx={{ flexShrink: 0 }}>
          Copy
        </Button>
      </Stack>
    </Box>
  );
}
