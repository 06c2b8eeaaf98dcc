// Escaping for the documents we write: XML (sitemaps, feeds) and HTML (mail,
// feed content).

/** XML 1.0's Char production: no C0 controls but tab, LF and CR, no lone surrogates, no U+FFFE/U+FFFF. */
function isXmlChar(c: number): boolean {
  return (
    c === 0x9 ||
    c === 0xa ||
    c === 0xd ||
    (c >= 0x20 && c <= 0xd7ff) ||
    (c >= 0xe000 && c <= 0xfffd) ||
    c >= 0x10000
  );
}

/** The text without the characters an XML document cannot carry (no escaping). */
export function xmlChars(text: string): string {
  // for…of walks code points; a lone surrogate comes through as one unit and is dropped.
  let kept = "";
  for (const ch of text) if (isXmlChar(ch.codePointAt(0) ?? 0)) kept += ch;
  return kept;
}

/** Text or attribute value, escaped for XML; characters XML cannot carry are dropped. */
export function escapeXml(text: string): string {
  return xmlChars(text)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** Plain text as HTML that shows it as it is. */
export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );
