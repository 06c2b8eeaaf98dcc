import { Box, Button, Link as MuiLink, Stack, TextField, Typography } from "@mui/material";
import { Link } from "react-router";
import { AD_SPOTS, type AdSpot, isAdSpot } from "../../../core/schemas/promo.ts";
import type { Advert } from "../../../server/api/promo/present.ts";
import { AD_SPOT_LABELS, advertState } from "../../lib/admin/advert-form-values.ts";
import type { MarqueeSlot } from "../../lib/admin/marquee-items.ts";
import { AdvertStateChip } from "./advert-state.tsx";

/** Each spot's adverts (at most a page of them) and how many it has in all. */
export type SpotAdverts = Partial<Record<AdSpot, { adverts: Advert[]; total: number }>>;

/** The spot a marquee place is meant for: home_2 is shown nowhere else on the home page. */
export const MARQUEE_SPOT: AdSpot = "home_2";

const spotName = (spot: string) =>
  isAdSpot(spot) ? `${AD_SPOT_LABELS[spot]} (${spot})` : `${spot} (not an advert spot)`;

/**
 * An item's "Advert in this place": the spot whose active advert the home
 * page shows instead of the item, or none.
 */
export function AdvertSpotSelect({
  slot,
  name,
  onChange,
}: {
  slot: MarqueeSlot;
  name: string;
  onChange: (spot: AdSpot | null) => void;
}) {
  const value = slot.advert_spot ?? "";
  // A spot saved before spots were checked is shown as it is, so it can be cleared.
  const spots: string[] = value && !isAdSpot(value) ? [...AD_SPOTS, value] : [...AD_SPOTS];
  return (
    <TextField
      select
      size="small"
      label="Advert in this place"
      value={value}
      onChange={(e) => onChange(isAdSpot(e.target.value) ? e.target.value : null)}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        // The visible label first (label in name), then which item it is for.
        htmlInput: { "aria-label": `Advert in this place: ${name}` },
      }}
      sx={{ width: "100%", maxWidth: 360 }}
    >
      <option value="">None: always this item</option>
      {spots.map((s) => (
        <option key={s} value={s}>
          {spotName(s)}
        </option>
      ))}
    </TextField>
  );
}

/**
 * What the marquee's advert places show: for each spot an item names (or
 * the marquee's own spot when none does yet), its adverts with their state
 * and a link to edit each, so staff change what the place shows from here.
 */
export function MarqueeAdverts({
  slots,
  spots,
  now,
}: {
  slots: readonly MarqueeSlot[];
  spots: SpotAdverts;
  now: string;
}) {
  const used = [...new Set(slots.map((s) => s.advert_spot).filter((s) => s !== null))];
  const shown = used.length ? used : [MARQUEE_SPOT];
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        An item with an advert spot gives its place to one of that spot’s active adverts, picked at
        random in proportion to their weights; while the spot has none active, the item shows.
        Choose the spot under “Advert in this place” on an item.
        {used.length
          ? null
          : ` No item has one yet. ${spotName(MARQUEE_SPOT)} is meant for the marquee: the home page shows it nowhere else.`}
      </Typography>
      {shown.map((spot) => (
        <SpotAdvertList
          key={spot}
          spot={spot}
          found={isAdSpot(spot) ? spots[spot] : undefined}
          now={now}
        />
      ))}
      <Button
        component={Link}
        to="/admin/adverts/new"
        variant="outlined"
        size="small"
        sx={{ alignSelf: "flex-start" }}
      >
        New advert
      </Button>
    </Stack>
  );
}

function SpotAdvertList({
  spot,
  found,
  now,
}: {
  spot: string;
  found: { adverts: Advert[]; total: number } | undefined;
  now: string;
}) {
  const adverts = found?.adverts ?? [];
  const active = adverts.filter((a) => advertState(a, new Date(now)) === "active").length;
  const headingId = `marquee-spot-${spot}`;
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="marquee-spot-adverts">
      <Typography id={headingId} component="h3" sx={{ fontWeight: 600 }}>
        {spotName(spot)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {active
          ? `${active} active now: the place shows one of them.`
          : "None active now: the place shows its item."}
      </Typography>
      {adverts.length ? (
        <Box component="ul" sx={{ p: 0, m: 0, listStyle: "none", display: "grid", gap: 1 }}>
          {adverts.map((a) => (
            <Box
              component="li"
              key={a.id}
              sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}
            >
              <MuiLink
                component={Link}
                to={`/admin/adverts/${a.id}`}
                aria-label={`Edit advert: ${a.label}`}
              >
                {a.label}
              </MuiLink>
              <Typography variant="body2" color="text.secondary">
                {a.client} · weight {a.weight}
              </Typography>
              <AdvertStateChip advert={a} now={now} />
            </Box>
          ))}
        </Box>
      ) : (
        <Typography variant="body2">No advert names this spot.</Typography>
      )}
      {isAdSpot(spot) ? (
        <MuiLink
          component={Link}
          to={`/admin/adverts?spot=${spot}`}
          variant="body2"
          sx={{ display: "inline-block", mt: 1 }}
        >
          {found && found.total > adverts.length
            ? `All ${found.total} adverts in this spot`
            : "This spot in the adverts list"}
        </MuiLink>
      ) : null}
    </Box>
  );
}
