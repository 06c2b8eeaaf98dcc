import { Alert, Box, Button, FormHelperText, TextField, Typography } from "@mui/material";
import { type Ref, useEffect, useId, useImperativeHandle, useRef, useState } from "react";
import { leafletContainerSx, MapLoading } from "../map-frame.tsx";
import { useLeafletMap } from "../use-leaflet-map.ts";

export interface GeoPoint {
  lat: number;
  lon: number;
}

const TILES_FAILED =
  "The map background couldn't load; you can still place the marker or type the coordinates.";
const MAP_FAILED = "The map couldn't load; you can still type the coordinates.";
const HINT = "Click the map to place the venue.";
const LAT_ERROR = "Enter a latitude between -90 and 90.";
const LON_ERROR = "Enter a longitude between -180 and 180.";

/** Six decimals is about 11 cm: more is noise from the pointer. */
export function roundCoordinate(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

/** A coordinate field's text: null when empty, "invalid" when not a number in range. */
export function parseCoordinate(text: string, axis: "lat" | "lon"): number | null | "invalid" {
  const t = text.trim();
  if (t === "") return null;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(t)) return "invalid";
  const n = Number(t);
  const limit = axis === "lat" ? 90 : 180;
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : "invalid";
}

export type CoordinateFields =
  | { kind: "point"; point: GeoPoint }
  | { kind: "empty" }
  | { kind: "incomplete"; latError: string | null; lonError: string | null };

/** What the two fields say together: a position, no position, or what is missing or wrong. */
export function readCoordinateFields(latText: string, lonText: string): CoordinateFields {
  const lat = parseCoordinate(latText, "lat");
  const lon = parseCoordinate(lonText, "lon");
  if (lat === null && lon === null) return { kind: "empty" };
  if (typeof lat === "number" && typeof lon === "number") {
    return { kind: "point", point: { lat: roundCoordinate(lat), lon: roundCoordinate(lon) } };
  }
  return {
    kind: "incomplete",
    latError: lat === "invalid" ? LAT_ERROR : lat === null ? "Enter a latitude too." : null,
    lonError: lon === "invalid" ? LON_ERROR : lon === null ? "Enter a longitude too." : null,
  };
}

function samePoint(a: GeoPoint | null, b: GeoPoint | null): boolean {
  return a === b || (a !== null && b !== null && a.lat === b.lat && a.lon === b.lon);
}

function fieldsMatch(latText: string, lonText: string, value: GeoPoint | null): boolean {
  const read = readCoordinateFields(latText, lonText);
  if (read.kind === "point") return samePoint(read.point, value);
  if (read.kind === "empty") return value === null;
  return false;
}

export interface GeoPickerHandle {
  /** Focuses the latitude field (react-hook-form calls this to focus a field with an error). */
  focus(): void;
}

export interface GeoPickerProps {
  value: GeoPoint | null;
  onChange: (value: GeoPoint | null) => void;
  /** Called when focus leaves the whole picker. */
  onBlur?: () => void;
  /** Tile URL template, e.g. "https://tile.openstreetmap.org/{z}/{x}/{y}.png". */
  tileUrl: string;
  /** HTML for the attribution control (venue-map.tsx exports DEFAULT_TILE_ATTRIBUTION). */
  attribution: string;
  /** The group's legend (default "Position"). */
  label?: string;
  /** A message for the position as a whole (e.g. from the server, keyed `geo`). */
  error?: string;
  /** Names the latitude and longitude inputs `{name}.lat` and `{name}.lon`, so a form posts them. */
  name?: string;
  ref?: Ref<GeoPickerHandle>;
}

/**
 * A venue's position: a Leaflet map with a draggable pin, and latitude and
 * longitude fields bound to it both ways. The server and the first client
 * render show the frame; Leaflet loads in an effect.
 */
export function GeoPicker({
  value,
  onChange,
  onBlur,
  tileUrl,
  attribution,
  label = "Position",
  error,
  name,
  ref,
}: GeoPickerProps) {
  const id = useId();
  const mapRef = useRef<HTMLDivElement>(null);
  const latRef = useRef<HTMLInputElement>(null);

  const [latText, setLatText] = useState(value ? String(value.lat) : "");
  const [lonText, setLonText] = useState(value ? String(value.lon) : "");
  // A value from the map or from outside (a form reset) rewrites the fields,
  // unless they already say the same thing (someone typing "44.90").
  const [seen, setSeen] = useState(value);
  if (!samePoint(value, seen)) {
    setSeen(value);
    if (!fieldsMatch(latText, lonText, value)) {
      setLatText(value ? String(value.lat) : "");
      setLonText(value ? String(value.lon) : "");
    }
  }

  useImperativeHandle(ref, () => ({ focus: () => latRef.current?.focus() }), []);

  // The map calls back long after the render that made it: through refs, it
  // always reaches the current onChange and value.
  const onChangeRef = useRef(onChange);
  const valueRef = useRef(value);
  useEffect(() => {
    onChangeRef.current = onChange;
    valueRef.current = value;
  });

  const { controller, state, tilesFailed } = useLeafletMap(
    mapRef,
    async (el, onTilesFailed) =>
      (await import("./geo-picker-leaflet.ts")).createGeoPickerMap(el, {
        tileUrl,
        attribution,
        initial: valueRef.current,
        markerLabel: "Venue position",
        onPick: (point) => {
          if (!samePoint(point, valueRef.current)) onChangeRef.current(point);
        },
        onTilesFailed,
      }),
    `${tileUrl} ${attribution}`,
  );

  useEffect(() => {
    controller?.setPosition(value);
  }, [controller, value]);

  const typed = (nextLat: string, nextLon: string) => {
    setLatText(nextLat);
    setLonText(nextLon);
    const read = readCoordinateFields(nextLat, nextLon);
    // Half-typed or out of range: the value (and the pin) wait for something usable.
    if (read.kind === "incomplete") return;
    const next = read.kind === "point" ? read.point : null;
    if (!samePoint(next, value)) onChange(next);
  };

  const read = readCoordinateFields(latText, lonText);
  const latError = read.kind === "incomplete" ? read.latError : null;
  const lonError = read.kind === "incomplete" ? read.lonError : null;
  const legendId = `${id}-legend`;
  const hintId = `${id}-hint`;
  const showHint = value === null && state !== "failed";

  return (
    <Box
      component="fieldset"
      aria-labelledby={legendId}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onBlur?.();
      }}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
    >
      <Typography
        component="legend"
        id={legendId}
        color={error ? "error" : "text.secondary"}
        sx={{ typography: "body2", fontWeight: 600, mb: 1, p: 0 }}
      >
        {label}
      </Typography>
      <Box
        sx={{
          position: "relative",
          // Leaflet's panes use z-indexes up to 1000: keep them inside this box,
          // under the editor's sticky save bar and its dialogs.
          isolation: "isolate",
          height: 320,
          bgcolor: "grey.100",
          overflow: "hidden",
          borderRadius: 1,
          border: 1,
          borderColor: error ? "error.main" : "divider",
          // Without JavaScript the noscript note is real markup: no "Loading map…" then.
          "&:has(noscript > .ac-map-nojs) .ac-map-loading": { display: "none" },
        }}
      >
        {/* Leaflet owns this div's children; React never renders into it. */}
        <Box
          ref={mapRef}
          role="region"
          aria-label={`${label}: map`}
          aria-describedby={showHint ? hintId : undefined}
          sx={{
            position: "absolute",
            inset: 0,
            cursor: "crosshair",
            ...leafletContainerSx("4px"),
            "&.leaflet-container.leaflet-grab": { cursor: "crosshair" },
          }}
        />
        {state === "loading" && <MapLoading />}
        <noscript>
          <p className="ac-map-nojs">
            The map needs JavaScript. Type the latitude and longitude below.
          </p>
        </noscript>
        {showHint && (
          <Box
            sx={{
              position: "absolute",
              top: 10,
              // Clear of the zoom buttons on the left.
              left: 52,
              right: 12,
              zIndex: 1000,
              display: "flex",
              justifyContent: "center",
              // Text only: clicks pass through to the map.
              pointerEvents: "none",
            }}
          >
            <Typography
              id={hintId}
              variant="body2"
              sx={{
                bgcolor: "background.paper",
                px: 1.5,
                py: 0.5,
                borderRadius: 1,
                boxShadow: 2,
                textAlign: "center",
              }}
            >
              {HINT}
            </Typography>
          </Box>
        )}
      </Box>
      {/* Always present so screen readers announce a notice when one appears. */}
      <Box role="status" sx={{ "&:not(:empty)": { mt: 1 } }}>
        {state === "failed" ? (
          <Alert severity="warning" role="presentation">
            {MAP_FAILED}
          </Alert>
        ) : tilesFailed ? (
          <Alert severity="warning" role="presentation">
            {TILES_FAILED}
          </Alert>
        ) : null}
      </Box>
      <Box
        sx={{
          display: "flex",
          flexWrap: "wrap",
          alignItems: "flex-start",
          gap: 1.5,
          mt: 1.5,
        }}
      >
        <CoordinateField
          label="Latitude"
          name={name ? `${name}.lat` : undefined}
          text={latText}
          problem={latError}
          inputRef={latRef}
          min={-90}
          max={90}
          onChange={(t) => typed(t, lonText)}
        />
        <CoordinateField
          label="Longitude"
          name={name ? `${name}.lon` : undefined}
          text={lonText}
          problem={lonError}
          min={-180}
          max={180}
          onChange={(t) => typed(latText, t)}
        />
        <Button
          color="inherit"
          disabled={value === null && latText === "" && lonText === ""}
          onClick={() => {
            setLatText("");
            setLonText("");
            if (value !== null) onChange(null);
          }}
          sx={{ minHeight: 40 }}
        >
          Clear position
        </Button>
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}

function CoordinateField({
  label,
  name,
  text,
  problem,
  inputRef,
  min,
  max,
  onChange,
}: {
  label: string;
  name: string | undefined;
  text: string;
  problem: string | null;
  inputRef?: Ref<HTMLInputElement>;
  min: number;
  max: number;
  onChange: (text: string) => void;
}) {
  return (
    <TextField
      label={label}
      name={name}
      type="number"
      size="small"
      value={text}
      error={Boolean(problem)}
      helperText={problem ?? undefined}
      inputRef={inputRef}
      onChange={(e) => onChange(e.target.value)}
      sx={{ width: { xs: "100%", sm: "12rem" } }}
      // No inputMode="decimal": phone keypads for it have no minus sign, and
      // every longitude here is negative.
      slotProps={{ htmlInput: { step: 0.000001, min, max } }}
    />
  );
}
