import sanitizeHtml from "sanitize-html";

// User-supplied HTML (event, venue and article text) is cleaned on write and
// only ever rendered as this cleaned HTML.
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "a",
    "ul",
    "ol",
    "li",
    "h2",
    "h3",
    "h4",
    "blockquote",
    "figure",
    "figcaption",
    "img",
    "hr",
    "span",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    // srcset and sizes make inline images responsive; sanitize-html checks each srcset URL.
    img: ["src", "srcset", "sizes", "alt", "width", "height", "loading", "decoding"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  transformTags: {
    // Inline images load when scrolled to and never block the text.
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, loading: "lazy", decoding: "async" },
    }),
    a: (tagName, attribs) => ({
      tagName,
      attribs:
        attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : { ...attribs },
    }),
  },
};

export function sanitizeRichText(html: string | null | undefined): string | null {
  if (html == null) return null;
  const clean = sanitizeHtml(html, options).trim();
  return clean === "" ? null : clean;
}
