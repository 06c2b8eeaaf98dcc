import type { JsonLd } from "./json-ld.ts";

// What an event page says of admission in structured data (decision 032):
// `offers` and `isAccessibleForFree`, from the event's admission, price text
// and ticket link, never guessed from its description. Every venue on the
// calendar is in the United States, so a price is in dollars.

export interface Admission {
  admission?: string | null;
  price_text?: string | null;
  ticket_url?: string | null;
}

const CURRENCY = "USD";

/** Words that make a single amount no price: a range, a floor, a donation, a choice. */
const NOT_ONE_PRICE =
  /free|donat|sliding|pay what|what you can|suggest|\bfrom\b|\bup to\b|\bor\b|starting|\+|[€£¥]/i;
const AMOUNT = /\d[\d,]*(?:\.\d+)?/g;

/**
 * The one price a price line states, in dollars: "$10" and "10 dollars" are
 * 10, "$12.50 at the door" is 12.5. Anything else is not one clear price and
 * gives null: several amounts ("$10, students $5", "$10–15", "$10 after
 * 7pm"), an open or voluntary one ("$10+", "suggested donation $5", "free
 * for members, $8"), or another currency.
 */
export function onePrice(text: string | null | undefined): number | null {
  if (!text || NOT_ONE_PRICE.test(text)) return null;
  const amounts = text.match(AMOUNT) ?? [];
  if (amounts.length !== 1) return null;
  const raw = amounts[0]!;
  // A comma only as a thousands separator: "1,200" yes, "10,5" (a decimal comma) no.
  if (raw.includes(",") && !/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(raw)) return null;
  const value = Number(raw.replaceAll(",", ""));
  return Number.isFinite(value) ? value : null;
}

/**
 * `offers` and `isAccessibleForFree` for an event: free is an Offer at 0 and
 * free to attend; paid is an Offer at its ticket link, with the price when
 * the price line states exactly one; unknown with a ticket link is an Offer
 * at that link. Availability and sale dates are never known, so never said.
 */
export function admissionLd(a: Admission): { offers?: JsonLd; isAccessibleForFree?: true } {
  const url = a.ticket_url || undefined;
  if (a.admission === "free") {
    return {
      offers: offer({ url, price: 0 }),
      isAccessibleForFree: true,
    };
  }
  if (a.admission === "paid") {
    const price = onePrice(a.price_text);
    if (!url && price === null) return {};
    return { offers: offer({ url, price }) };
  }
  return url ? { offers: offer({ url, price: null }) } : {};
}

function offer({ url, price }: { url: string | undefined; price: number | null }): JsonLd {
  return {
    "@type": "Offer",
    ...(url ? { url } : {}),
    ...(price !== null ? { price, priceCurrency: CURRENCY } : {}),
  };
}
