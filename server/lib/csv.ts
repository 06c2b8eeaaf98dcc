// CSV for spreadsheets (RFC 4180 quoting), safe to open: a cell a
// spreadsheet would run as a formula (starting with = + - @, a tab or a
// carriage return) is written with a leading apostrophe, so a buyer's
// name such as `=HYPERLINK(…)` stays text (OWASP's "CSV injection").

/** One cell: null and undefined are empty; numbers as they are. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  let s = String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** A header row and the rows, CRLF line ends, and a BOM so Excel reads UTF-8. */
export function csvTable(head: string[], rows: unknown[][]): string {
  return `\uFEFF${[head, ...rows].map((r) => r.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
