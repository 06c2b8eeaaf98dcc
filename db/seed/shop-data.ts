// Demo shop: prints and a tote bag, two membership tiers, and the tip jar.

export interface SeedProduct {
  key: string;
  name: string;
  kind: "product" | "membership" | "tip";
  summary: string;
  description: string;
  prices: { amount: number; label?: string; interval?: "month" | "year" }[];
  images: number;
  /** How many are left to sell; absent: no limit. */
  stock?: number;
  /** Sent by post (prints, the tote); memberships and the tip jar never are. */
  ships?: boolean;
}

export const SEED_PRODUCTS: SeedProduct[] = [
  {
    key: "lake-print",
    name: "Lake Harriet at Dusk, Risograph Print",
    kind: "product",
    summary: "Two-colour risograph print by a Minneapolis artist, signed and numbered.",
    description:
      "<p>Printed in fluorescent pink and teal on heavy cream stock at a Northeast studio. Edition of 100, signed and numbered.</p><p>Ships flat in a rigid mailer within a week.</p>",
    prices: [
      { amount: 2500, label: "11 × 17 in" },
      { amount: 4000, label: "18 × 24 in" },
    ],
    images: 2,
    ships: true,
  },
  {
    key: "stone-arch-print",
    name: "Stone Arch Bridge, Screen Print",
    kind: "product",
    summary: "Three-colour screen print of the bridge at first light.",
    description: "<p>Hand-pulled on 100% cotton paper. Edition of 50.</p>",
    prices: [{ amount: 3500, label: "16 × 20 in" }],
    images: 1,
    ships: true,
    stock: 12,
  },
  {
    key: "map-print",
    name: "Gallery Map of the Twin Cities",
    kind: "product",
    summary: "Every gallery on our calendar on one illustrated map.",
    description: "<p>A folded map for the glovebox, or a poster for the wall.</p>",
    prices: [
      { amount: 1200, label: "Folded" },
      { amount: 2200, label: "Poster" },
    ],
    images: 1,
    ships: true,
  },
  {
    key: "tote",
    name: "Art Calendar Tote Bag",
    kind: "product",
    summary: "Heavy canvas tote, screen printed in Minneapolis.",
    description: "<p>Big enough for a stack of exhibition catalogues.</p>",
    prices: [{ amount: 1800 }],
    images: 1,
    stock: 40,
    ships: true,
  },
  {
    key: "friend",
    name: "Friend",
    kind: "membership",
    summary: "Keep the calendar free for everyone, and get our weekly picks first.",
    description:
      "<ul><li>The weekly picks email, a day early</li><li>Our thanks on the supporters page</li></ul>",
    prices: [
      { amount: 500, label: "Monthly", interval: "month" },
      { amount: 5000, label: "Yearly", interval: "year" },
    ],
    images: 0,
  },
  {
    key: "patron",
    name: "Patron",
    kind: "membership",
    summary: "Everything Friends get, plus invitations to members' previews.",
    description:
      "<ul><li>Everything in Friend</li><li>Two members' preview evenings a year</li><li>A print of the year</li></ul>",
    prices: [
      { amount: 1500, label: "Monthly", interval: "month" },
      { amount: 15000, label: "Yearly", interval: "year" },
    ],
    images: 0,
  },
  {
    key: "tip-jar",
    name: "Tip Jar",
    kind: "tip",
    summary: "A one-time thank-you of any amount from $1 to $1,000.",
    description: "<p>Every tip goes to keeping the calendar complete and correct.</p>",
    prices: [],
    images: 0,
  },
];

export interface SeedShippingRate {
  name: string;
  countries: string[];
  amount: number;
  free_above: number | null;
}

/** Demo shipping: US standard (free from $150), US express, Canada, and everywhere else. */
export const SEED_SHIPPING_RATES: SeedShippingRate[] = [
  { name: "US standard", countries: ["US"], amount: 800, free_above: 15000 },
  { name: "US express", countries: ["US"], amount: 2400, free_above: null },
  { name: "Canada", countries: ["CA"], amount: 1800, free_above: null },
  { name: "International", countries: [], amount: 3200, free_above: null },
];
