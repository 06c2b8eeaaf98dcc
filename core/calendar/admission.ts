import type { Admission } from "../schemas/calendar.ts";

// How an event page states admission (decision 032): one plain line, said
// only when something is known. The editor's own words (the price line)
// come first; "Free" is the site's word when the editor said free.

export const ADMISSION_LABELS: Record<Admission, string> = {
  free: "Free",
  paid: "Paid",
  unknown: "Not said",
};

/** "Free", "Free · suggested donation $5", "$10, students $5", "Paid admission"; null: nothing known. */
export function admissionLine(e: {
  admission?: string | null;
  price_text?: string | null;
}): string | null {
  const price = e.price_text?.trim() || null;
  if (e.admission === "free") return price ? `Free · ${price}` : "Free";
  if (e.admission === "paid") return price ?? "Paid admission";
  return price;
}
