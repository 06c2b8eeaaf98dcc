import type { Admission } from "../schemas/calendar.ts";

// How an event page states admission (decision 032): one plain line, said
// only when something is known. The editor's own words (the price line)
// come first; "Free" is the site's word when the editor said free.

export const ADMISSION_LABELS: Record<Admission, string> = {
  free: "Free",
  paid: "Paid (a price or a range)",
  pay_what_you_can: "Pay what you can",
  donation: "Suggested donation",
  unknown: "Not said",
};

/**
 * "Free", "Free · members' night", "$10, students $5", "Paid admission",
 * "Pay what you can · $5–$20", "Suggested donation · $10"; null: nothing known.
 */
export function admissionLine(e: {
  admission?: string | null;
  price_text?: string | null;
}): string | null {
  const price = e.price_text?.trim() || null;
  if (e.admission === "free") return price ? `Free · ${price}` : "Free";
  if (e.admission === "paid") return price ?? "Paid admission";
  if (e.admission === "pay_what_you_can")
    return price ? `Pay what you can · ${price}` : "Pay what you can";
  if (e.admission === "donation")
    return price ? `Suggested donation · ${price}` : "Suggested donation";
  return price;
}
