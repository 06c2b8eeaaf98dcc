import { useEffect, useState } from "react";
import { Link as RouterLink } from "react-router";
import { locationLine } from "../../core/feeds/entry.ts";
import { CrawlMap } from "./crawl-map.tsx";
import { CrawlPlan } from "./crawl-plan.tsx";
import { SectionHeading } from "./section-heading.tsx";
import { Box, Button, Link, Typography } from "./ui/index.ts";
import "../styles/crawl.css";

export interface RouteStop {
  number: number;
  hours: string;
  walk: string | null;
  note: string | null;
  venue: {
    name: string;
    slug: string;
    address: string | null;
    address2?: string | null;
    city?: { name: string } | null;
    geo: { lat: number; lon: number } | null;
  };
}

/** Prints the page; shown once the page runs (a button that does nothing is worse than none). */
function PrintButton() {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <Button variant="outlined" onClick={() => window.print()} className="ac-crawl-noprint">
      Print the route
    </Button>
  );
}

/**
 * A crawl (decision 060): the route on a map, then its stops in walking
 * order with their hours, the walk from the stop before and staff's note.
 * On paper (app/styles/crawl.css) it is the whole page: the drawn plan and
 * the stops, nothing else of the site.
 */
export function CrawlRoute({
  title,
  days,
  stops,
  total,
  map,
}: {
  title: string;
  days: string;
  stops: readonly RouteStop[];
  total: string | null;
  map: { tileUrl: string; attribution: string };
}) {
  return (
    <Box
      component="section"
      className="ac-crawl"
      aria-labelledby="crawl-route"
      sx={{ mt: { xs: 4, md: 6 } }}
    >
      <Box className="ac-crawl-noprint">
        <SectionHeading id="crawl-route" title="The route" />
      </Box>
      <Typography className="ac-crawl-print-title" variant="h2" sx={{ display: "none" }}>
        {title}
      </Typography>
      <Typography className="ac-crawl-print-title" sx={{ display: "none" }}>
        {days}
      </Typography>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2, mb: 2 }}>
        <Typography color="text.secondary" className="ac-crawl-summary">
          {stops.length} {stops.length === 1 ? "stop" : "stops"}
          {total ? ` · ${total}` : ""}. Walk them in this order.
        </Typography>
        <PrintButton />
      </Box>
      <Box className="ac-crawl-layout">
        <Box className="ac-crawl-maps">
          <CrawlMap
            stops={stops}
            tileUrl={map.tileUrl}
            tileAttribution={map.attribution}
            label={`Map of the ${stops.length} stops of ${title}`}
          />
          <CrawlPlan stops={stops} title={title} />
          <noscript>
            <span className="ac-map-nojs" />
          </noscript>
        </Box>
        <ol className="ac-crawl-stops">
          {stops.map((s) => (
            <li key={s.number} className="ac-crawl-stop" data-stop={s.number}>
              <span className="ac-crawl-number" aria-hidden="true">
                {s.number}
              </span>
              <div>
                {s.walk ? <p className="ac-crawl-walk">{s.walk}</p> : null}
                <h3 className="ac-crawl-name">
                  <span className="ac-sr-only">Stop {s.number}: </span>
                  <Link component={RouterLink} to={`/venues/${s.venue.slug}`}>
                    {s.venue.name}
                  </Link>
                </h3>
                <p className="ac-crawl-line">
                  {locationLine({ ...s.venue, name: "" }) || "Address to come"}
                </p>
                {s.hours ? <p className="ac-crawl-line ac-crawl-hours">{s.hours}</p> : null}
                {s.note ? <p className="ac-crawl-note">{s.note}</p> : null}
              </div>
            </li>
          ))}
        </ol>
      </Box>
    </Box>
  );
}
