import { useEffect, useMemo, useState } from "react";
import { Link as RouterLink } from "react-router";
import { formatEventDate } from "../../core/dates/display.ts";
import { formatDistance, type LatLon, sortByDistance } from "../../core/geo/distance.ts";
import { tonightQuery } from "../../core/presets/tonight.ts";
import { api } from "../lib/api-client.ts";
import type { EventDateListRow } from "../lib/api-types.ts";
import { Box, Link, Typography } from "./ui/index.ts";

type TonightRow = EventDateListRow;

type Load = { kind: "loading" } | { kind: "done"; rows: TonightRow[] } | { kind: "failed" };

/**
 * Tonight's events (core/presets/tonight.ts) nearest first from `position`.
 * The request carries only the time window: the position is used here, in
 * the browser, to sort the answer.
 */
export function TonightNearby({ position, nowIso }: { position: LatLon; nowIso: string }) {
  const [load, setLoad] = useState<Load>({ kind: "loading" });

  useEffect(() => {
    const ctrl = new AbortController();
    const query = new URLSearchParams(tonightQuery(new Date(nowIso), new Date()));
    setLoad({ kind: "loading" });
    api<TonightRow[]>(`/calendar/event_dates/list?${query}`, { auth: false, signal: ctrl.signal })
      .then((rows) => setLoad({ kind: "done", rows }))
      .catch(() => {
        if (!ctrl.signal.aborted) setLoad({ kind: "failed" });
      });
    return () => ctrl.abort();
  }, [nowIso]);

  const nearest = useMemo(() => {
    if (load.kind !== "done") return [];
    // One line per event: its soonest date tonight (the rows come soonest first).
    const seen = new Set<string>();
    const once = load.rows.filter((r) => !seen.has(r.event_id) && seen.add(r.event_id));
    return sortByDistance(once, position, (r) => r.venue?.geo);
  }, [load, position]);

  const now = new Date(nowIso);
  return (
    <Box component="section" aria-labelledby="tonight-near" sx={{ mb: 3 }}>
      <Typography id="tonight-near" component="h2" variant="h6">
        Tonight, nearest first
      </Typography>
      {load.kind === "loading" ? (
        <Typography variant="body2" role="status" sx={{ mt: 1 }}>
          Looking for tonight's events…
        </Typography>
      ) : load.kind === "failed" ? (
        <Typography variant="body2" role="status" sx={{ mt: 1 }}>
          Tonight's events couldn't load. The calendar has them all.
        </Typography>
      ) : nearest.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Nothing more on the calendar tonight.
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: "none", p: 0, m: 0, mt: 1 }}>
          {nearest.map(({ item: r, metres }) => (
            <Box
              component="li"
              key={r.id}
              data-testid="tonight-event"
              sx={{ py: 1, borderBottom: 1, borderColor: "divider" }}
            >
              <Link component={RouterLink} to={`/events/${r.event.slug}`} sx={{ fontWeight: 700 }}>
                {r.event.name}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {[
                  formatEventDate({ start: new Date(r.start), end: new Date(r.end) }, now).primary,
                  r.venue?.name,
                  metres != null ? formatDistance(metres) : null,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
