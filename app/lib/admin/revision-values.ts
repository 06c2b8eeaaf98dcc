// How a revision's field values read in the history panel: short, plain text
// a person can compare, not JSON.

/** "primary_image_id" → "Primary image id". */
export const fieldLabel = (field: string) =>
  (field.charAt(0).toUpperCase() + field.slice(1)).replace(/_/g, " ");

const MAX = 160;
const short = (s: string) => (s.length > MAX ? `${s.slice(0, MAX)}…` : s);
/** Rich text compared as its words: the markup is noise here. */
const plain = (s: string) => (/<[a-z][^>]*>/i.test(s) ? s.replace(/<[^>]+>/g, " ") : s);

/** One field value as text: "—" for nothing, lists joined, records (dates, prices) one per line. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string") return short(plain(value).replace(/\s+/g, " ").trim());
  if (Array.isArray(value)) {
    if (!value.length) return "none";
    return value
      .map((v) => (v && typeof v === "object" ? describeRecord(v) : formatValue(v)))
      .join(typeof value[0] === "object" ? "\n" : ", ");
  }
  if (typeof value === "object") return describeRecord(value as Record<string, unknown>);
  return String(value);
}

/** A date, a price or a marquee item in a line: its telling fields, no ids. */
function describeRecord(r: Record<string, unknown>): string {
  return Object.entries(r)
    .filter(([k, v]) => k !== "id" && v !== null && v !== undefined && v !== "")
    .map(([k, v]) => `${fieldLabel(k)}: ${typeof v === "object" ? JSON.stringify(v) : String(v)}`)
    .join(" · ");
}
