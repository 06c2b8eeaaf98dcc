// Venue types and how they look on maps and in lists (DOMAIN.md "Venue"):
// each type has a map colour, a small dot for regular venues and a pin for
// premium ones. Anything outside the known list displays as the default.

export const KNOWN_VENUE_TYPES = [
  "gallery",
  "business",
  "institution",
  "popup",
  "public",
  "studios",
] as const;
export type KnownVenueType = (typeof KNOWN_VENUE_TYPES)[number];

export interface VenueTypeStyle {
  /** The known type, or "default" for anything else. */
  key: KnownVenueType | "default";
  /** Singular label for a badge: "Gallery". */
  label: string;
  /** Plural label for a filter or legend: "Galleries". */
  plural: string;
  /** Map colour (DOMAIN.md). */
  color: string;
}

const STYLES: Record<KnownVenueType | "default", VenueTypeStyle> = {
  gallery: { key: "gallery", label: "Gallery", plural: "Galleries", color: "#fd0595" },
  business: { key: "business", label: "Business", plural: "Businesses", color: "#607d8b" },
  institution: {
    key: "institution",
    label: "Institution",
    plural: "Institutions",
    color: "#3f51b5",
  },
  popup: { key: "popup", label: "Pop-up", plural: "Pop-ups", color: "#673ab7" },
  public: { key: "public", label: "Public space", plural: "Public spaces", color: "#009688" },
  studios: { key: "studios", label: "Studios", plural: "Studios", color: "#9c27b0" },
  default: { key: "default", label: "Venue", plural: "Other venues", color: "#9e9e9e" },
};

export function isKnownVenueType(type: string | null | undefined): type is KnownVenueType {
  return (KNOWN_VENUE_TYPES as readonly string[]).includes(type ?? "");
}

/** The style for a venue's type; unknown or missing types get the default. */
export function venueTypeStyle(type: string | null | undefined): VenueTypeStyle {
  return STYLES[isKnownVenueType(type) ? type : "default"];
}

/** Every style, known types first, for legends and filters. */
export const VENUE_TYPE_STYLES: readonly VenueTypeStyle[] = [
  ...KNOWN_VENUE_TYPES.map((t) => STYLES[t]),
  STYLES.default,
];
