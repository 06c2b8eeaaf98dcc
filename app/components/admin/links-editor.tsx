import { Box, Button, FormHelperText, MenuItem, TextField, Typography } from "@mui/material";
import { type Ref, useEffect, useId, useImperativeHandle, useRef } from "react";

// A venue's (or an artist's) links elsewhere: social profiles, tickets, a
// newsletter. Rows stack on narrow screens and sit in a line from `sm` up.

export interface LinkValue {
  type: string;
  url: string;
  label: string | null;
}

export interface LinkRowErrors {
  type?: string;
  url?: string;
  label?: string;
}

export const LINK_TYPES: ReadonlyArray<{ value: string; label: string }> = [
  { value: "instagram", label: "Instagram" },
  { value: "facebook", label: "Facebook" },
  { value: "bluesky", label: "Bluesky" },
  { value: "threads", label: "Threads" },
  { value: "tiktok", label: "TikTok" },
  { value: "youtube", label: "YouTube" },
  { value: "vimeo", label: "Vimeo" },
  { value: "tickets", label: "Tickets" },
  { value: "newsletter", label: "Newsletter" },
  { value: "other", label: "Other" },
];

export const NEW_LINK: Readonly<LinkValue> = { type: "instagram", url: "", label: null };

/** The type options for a row: the known types, plus the row's own if it is one we don't list ("artsy"). */
export function linkTypeOptions(current: string): ReadonlyArray<{ value: string; label: string }> {
  if (current === "" || LINK_TYPES.some((t) => t.value === current)) return LINK_TYPES;
  return [...LINK_TYPES, { value: current, label: current }];
}

/** A copy of the list with row `index` changed; an emptied label is null. */
export function updateLink(
  links: readonly LinkValue[],
  index: number,
  patch: Partial<LinkValue>,
): LinkValue[] {
  return links.map((link, i) => {
    if (i !== index) return link;
    const next = { ...link, ...patch };
    if (next.label !== null && next.label.trim() === "") next.label = null;
    return next;
  });
}

export interface LinksEditorHandle {
  /** Focuses the first row's URL, or the add button when there are no rows. */
  focus(): void;
}

export interface LinksEditorProps {
  value: LinkValue[];
  onChange: (links: LinkValue[]) => void;
  /** Called when focus leaves the whole editor. */
  onBlur?: () => void;
  /** Messages per row and field, by row index. */
  errors?: Array<LinkRowErrors | undefined>;
  /** A message for the list as a whole ("At most 12 links"). */
  error?: string;
  /** The group's legend (default "Links"). */
  label?: string;
  ref?: Ref<LinksEditorHandle>;
}

type PendingFocus =
  | { kind: "url"; index: number }
  | { kind: "remove"; index: number }
  | { kind: "add" };

export function LinksEditor({
  value,
  onChange,
  onBlur,
  errors,
  error,
  label = "Links",
  ref,
}: LinksEditorProps) {
  const id = useId();
  // Rows have no ids of their own; these keep React's identity for each row
  // when one in the middle is removed.
  const keys = useRef<string[]>([]);
  const nextKey = useRef(0);
  while (keys.current.length < value.length) keys.current.push(`row-${nextKey.current++}`);
  if (keys.current.length > value.length) keys.current.length = value.length;

  const urlInputs = useRef(new Map<string, HTMLInputElement>());
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<PendingFocus | null>(null);

  useImperativeHandle(
    ref,
    () => ({
      focus: () => {
        const first = keys.current[0];
        const input = first ? urlInputs.current.get(first) : undefined;
        (input ?? addButton.current)?.focus();
      },
    }),
    [],
  );

  // Focus follows the rows the user adds and removes (after the render that shows them).
  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    if (pending.kind === "add") {
      addButton.current?.focus();
      return;
    }
    const key = keys.current[pending.index];
    if (!key) return;
    const target =
      pending.kind === "url" ? urlInputs.current.get(key) : removeButtons.current.get(key);
    target?.focus();
  });

  const add = () => {
    pendingFocus.current = { kind: "url", index: value.length };
    onChange([...value, { ...NEW_LINK }]);
  };

  const remove = (index: number) => {
    keys.current.splice(index, 1);
    const remaining = value.length - 1;
    pendingFocus.current =
      remaining === 0 ? { kind: "add" } : { kind: "remove", index: Math.min(index, remaining - 1) };
    onChange(value.filter((_, i) => i !== index));
  };

  return (
    <Box
      component="fieldset"
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onBlur?.();
      }}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
    >
      <Typography
        component="legend"
        sx={{ typography: "body2", fontWeight: 600, mb: 1, p: 0 }}
        color={error ? "error" : "text.secondary"}
      >
        {label}
      </Typography>
      {value.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          No links yet.
        </Typography>
      )}
      <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
        {value.map((link, index) => {
          const key = keys.current[index]!;
          const rowErrors = errors?.[index];
          const n = index + 1;
          const rowId = `${id}-${key}`;
          return (
            <Box
              key={key}
              role="group"
              aria-label={`Link ${n}`}
              sx={{
                display: "flex",
                flexDirection: { xs: "column", sm: "row" },
                alignItems: { xs: "stretch", sm: "flex-start" },
                gap: 1.5,
                pb: { xs: 2, sm: 0 },
                borderBottom: 1,
                borderColor: { xs: "divider", sm: "transparent" },
              }}
            >
              <TextField
                select
                id={`${rowId}-type`}
                label="Type"
                size="small"
                value={link.type}
                error={Boolean(rowErrors?.type)}
                helperText={rowErrors?.type}
                onChange={(e) => onChange(updateLink(value, index, { type: e.target.value }))}
                sx={{ width: { xs: "100%", sm: "10rem" }, flexShrink: 0 }}
              >
                {linkTypeOptions(link.type).map((t) => (
                  <MenuItem key={t.value} value={t.value}>
                    {t.label}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                id={`${rowId}-url`}
                label="URL"
                type="url"
                size="small"
                placeholder="https://…"
                autoComplete="off"
                value={link.url}
                error={Boolean(rowErrors?.url)}
                helperText={rowErrors?.url}
                inputRef={(el: HTMLInputElement | null) => {
                  if (el) urlInputs.current.set(key, el);
                  else urlInputs.current.delete(key);
                }}
                onChange={(e) => onChange(updateLink(value, index, { url: e.target.value }))}
                sx={{ flex: 2, minWidth: 0 }}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: "url" } }}
              />
              <TextField
                id={`${rowId}-label`}
                label="Label (optional)"
                size="small"
                value={link.label ?? ""}
                error={Boolean(rowErrors?.label)}
                helperText={rowErrors?.label}
                onChange={(e) => onChange(updateLink(value, index, { label: e.target.value }))}
                sx={{ flex: 1, minWidth: 0 }}
              />
              <Button
                ref={(el: HTMLButtonElement | null) => {
                  if (el) removeButtons.current.set(key, el);
                  else removeButtons.current.delete(key);
                }}
                color="inherit"
                aria-label={`Remove link ${n}`}
                onClick={() => remove(index)}
                sx={{
                  alignSelf: { xs: "flex-end", sm: "flex-start" },
                  minHeight: 40,
                  flexShrink: 0,
                }}
              >
                Remove
              </Button>
            </Box>
          );
        })}
      </Box>
      <Button ref={addButton} variant="outlined" size="small" onClick={add} sx={{ mt: 2 }}>
        Add a link
      </Button>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
