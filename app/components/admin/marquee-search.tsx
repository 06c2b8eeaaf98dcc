import {
  Alert,
  Box,
  Button,
  List,
  ListItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from "@mui/material";
import { useState } from "react";
import type { MarqueeResourceType } from "../../../core/schemas/featured.ts";
import { venueTypeStyle } from "../../../core/venues/types.ts";
import {
  type MarqueeRecord,
  type MarqueeSlot,
  slotKey,
  slotOf,
} from "../../lib/admin/marquee-items.ts";
import { api } from "../../lib/api-client.ts";
import type { FileContainer } from "../../lib/upload.ts";
import { useDebouncedApi } from "../../lib/use-debounced-api.ts";
import { formatArticleDate } from "./article-status.tsx";

/** A search result: the list endpoints' records, as far as the picker reads them. */
interface Found extends MarqueeRecord {
  published_date?: string | null;
  city?: { name: string } | null;
  event_dates?: Array<{
    start: string;
    end: string;
    is_canceled: boolean;
    venue: { name: string } | null;
  }>;
}

const SOURCES: Record<
  MarqueeResourceType,
  { label: string; path: string; published: boolean; hint: string }
> = {
  event: {
    label: "Events",
    path: "/calendar/events/list",
    published: true,
    hint: "Current and coming events, last changed first. Type to search.",
  },
  article: {
    label: "Articles",
    path: "/blog/articles/list",
    published: true,
    hint: "Newest first. Type to search.",
  },
  venue: {
    label: "Venues",
    path: "/places/venues/list",
    published: false,
    hint: "A to Z. Type to search.",
  },
};

function describe(type: MarqueeResourceType, r: Found, now: string): string {
  if (type === "article")
    return r.published_date ? `Published ${formatArticleDate(r.published_date)}` : "";
  if (type === "venue")
    return [venueTypeStyle(r.type ?? "").label, r.city?.name].filter(Boolean).join(" · ");
  // The date a visitor would go to: the first one not over yet.
  const dates = (r.event_dates ?? [])
    .filter((d) => !d.is_canceled)
    .sort((a, b) => (a.start < b.start ? -1 : 1));
  const first = dates.find((d) => d.end >= now) ?? dates.at(-1);
  return first
    ? [formatArticleDate(first.start), first.venue?.name].filter(Boolean).join(" · ")
    : "No dates";
}

/**
 * Find an event, article or venue and add it to the marquee. One search box
 * with a switch for the kind; only published events and articles are offered,
 * since the marquee cannot hold anything else.
 */
export function MarqueeSearch({
  has,
  full,
  onAdd,
  now,
}: {
  has: (key: string) => boolean;
  full: boolean;
  onAdd: (slot: MarqueeSlot) => void;
  /** The server's now (ISO): events that are over are not offered. */
  now: string;
}) {
  const [type, setType] = useState<MarqueeResourceType>("event");
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={type}
        onChange={(_, v: MarqueeResourceType | null) => v && setType(v)}
        aria-label="Kind of record to add"
      >
        {(Object.keys(SOURCES) as MarqueeResourceType[]).map((t) => (
          <ToggleButton key={t} value={t} sx={{ flex: 1 }}>
            {SOURCES[t].label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {full ? (
        <Alert severity="info">All 12 places are taken: remove an item to add another.</Alert>
      ) : null}
      {/* Keyed by kind, so one kind's answers never show under another's switch. */}
      <SearchResults key={type} type={type} has={has} full={full} onAdd={onAdd} now={now} />
    </Stack>
  );
}

function SearchResults({
  type,
  has,
  full,
  onAdd,
  now,
}: {
  type: MarqueeResourceType;
  has: (key: string) => boolean;
  full: boolean;
  onAdd: (slot: MarqueeSlot) => void;
  now: string;
}) {
  const source = SOURCES[type];
  const [input, setInput] = useState("");
  const [adding, setAdding] = useState<string | null>(null);
  const q = new URLSearchParams({ page_size: "8" });
  if (source.published) q.set("status", "published");
  if (type === "event") q.set("end", `gte:${now}`);
  if (input.trim()) q.set("query", input.trim());
  const { data, loading, error } = useDebouncedApi<Found[]>(`${source.path}?${q}`);

  async function add(r: Found) {
    setAdding(r.id);
    // The preview shows the card picture, so fetch it now; without it the placeholder art shows.
    const image = r.primary_image_id
      ? await api<FileContainer>(`/files/containers/id/${r.primary_image_id}`).catch(() => null)
      : null;
    onAdd(slotOf({ resource_type: type, resource_id: r.id }, r, image));
    setAdding(null);
  }

  const results = data ?? [];
  return (
    <Box>
      <TextField
        type="search"
        size="small"
        fullWidth
        label={`Search ${source.label.toLowerCase()}`}
        value={input}
        onChange={(e) => setInput(e.target.value)}
        helperText={input.trim() ? " " : source.hint}
      />
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mt: 1 }}>
        {loading ? "Searching…" : error ? error.message : results.length ? "" : "Nothing found."}
      </Typography>
      <List dense aria-label={`${source.label} found`} sx={{ py: 0 }}>
        {results.map((r) => {
          const key = slotKey({ resource_type: type, resource_id: r.id });
          const title = r.name ?? r.title ?? "Untitled";
          const inMarquee = has(key);
          return (
            <ListItem key={r.id} disableGutters divider sx={{ gap: 1, alignItems: "center" }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: "break-word" }}>
                  {title}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {describe(type, r, now)}
                </Typography>
              </Box>
              <Button
                size="small"
                variant="outlined"
                aria-label={inMarquee ? `Added: ${title}` : `Add ${title}`}
                disabled={inMarquee || full || adding !== null}
                onClick={() => void add(r)}
                sx={{ flexShrink: 0 }}
              >
                {inMarquee ? "Added" : adding === r.id ? "Adding…" : "Add"}
              </Button>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
