import { z } from "zod";
import { countryName, isCountry } from "./countries.ts";

/**
 * Where an order with physical goods goes. Stored as the order's
 * `shipping_address` (JSON) and shown on the receipt, the buyer's orders and
 * the staff order page. `country` is an ISO 3166-1 alpha-2 code; `state` is a
 * USPS two-letter code for the US and free text (or empty) elsewhere.
 */
export interface ShippingAddress {
  name: string;
  line1: string;
  line2?: string | null;
  city: string;
  state?: string | null;
  postal_code: string;
  country: string;
}

/** The US states, DC, territories and military post, by USPS code: the address form's select. */
export const US_STATES: Readonly<Record<string, string>> = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
  AS: "American Samoa",
  GU: "Guam",
  MP: "Northern Mariana Islands",
  PR: "Puerto Rico",
  VI: "U.S. Virgin Islands",
  AA: "Armed Forces Americas",
  AE: "Armed Forces Europe",
  AP: "Armed Forces Pacific",
};

export const US_STATE_OPTIONS = Object.entries(US_STATES).map(([value, label]) => ({
  value,
  label,
}));

// Postal codes checked where their shape is certain; elsewhere any short text.
const POSTAL: Record<string, { re: RegExp; example: string }> = {
  US: { re: /^\d{5}(-\d{4})?$/, example: "55401 or 55401-1234" },
  CA: { re: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/, example: "K1A 0B1" },
};

/** A value as upper-case text, whatever it was: the refinements run on unchecked input too. */
const upper = (v: unknown) => (typeof v === "string" ? v.trim().toUpperCase() : "");

const text = (max: number, required: string | null) =>
  z
    .string({ error: required ?? "Use text." })
    .trim()
    .max(max, `Keep it under ${max} characters.`)
    .refine((v) => !required || v.length > 0, { message: required ?? "" });

/**
 * A shipping address as a form or an API client sends it: trimmed, the
 * country a code we ship to, a US state from the list, a postal code of the
 * country's shape (US, Canada). Errors name the field (`state`, `postal_code`).
 */
export const addressSchema = z
  .object({
    name: text(100, "Enter the name to send it to."),
    line1: text(200, "Enter the street address."),
    line2: text(200, null).optional().nullable(),
    city: text(100, "Enter the city."),
    state: text(100, null).optional().nullable(),
    postal_code: text(20, null).default(""),
    country: z
      .string({ error: "Choose a country." })
      .trim()
      .toUpperCase()
      .refine(isCountry, { message: "Choose a country from the list." }),
  })
  .strict()
  // Checked even when other fields are wrong, so the form shows every problem at once.
  .refine((a) => upper(a.country) !== "US" || Object.hasOwn(US_STATES, upper(a.state)), {
    path: ["state"],
    message: "Choose a state.",
    when: () => true,
  })
  .refine(
    (a) => {
      const postal = POSTAL[upper(a.country)];
      return !postal || postal.re.test(upper(a.postal_code));
    },
    {
      path: ["postal_code"],
      error: (issue) => {
        const country = upper((issue.input as { country?: unknown } | undefined)?.country);
        return country === "US"
          ? `Enter a ZIP code like ${POSTAL.US!.example}.`
          : `Enter a postal code like ${POSTAL[country]?.example ?? "the country's"}.`;
      },
      when: () => true,
    },
  )
  .transform(
    (a): ShippingAddress => ({
      name: a.name,
      line1: a.line1,
      line2: a.line2 || null,
      city: a.city,
      state: a.country === "US" ? (a.state ?? "").toUpperCase() : a.state || null,
      postal_code: POSTAL[a.country] ? a.postal_code.toUpperCase() : a.postal_code,
      country: a.country,
    }),
  );

/** The address as lines for a label, a receipt or the staff page. */
export function addressLines(a: ShippingAddress): string[] {
  const place = [a.city, [a.state, a.postal_code].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return [a.name, a.line1, a.line2 ?? "", place, countryName(a.country)].filter(Boolean);
}
