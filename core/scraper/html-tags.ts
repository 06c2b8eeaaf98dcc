import { Parser } from "htmlparser2";

// One pass over a page with htmlparser2's tokenizer (no DOM is built): the
// tags a preview is read from. Broken markup is fine; the parser recovers
// the way browsers roughly do.

export interface PageTags {
  /** <meta property|name="…" content="…">, keys lower-cased; the first of each wins. */
  meta: Map<string, string>;
  /** The text of the first <title> outside <svg>. */
  title: string | null;
  /** <base href>, when the page sets one. */
  base: string | null;
  /** <link rel="image_src" href>, an old way to name a share image. */
  imageSrc: string | null;
  /** The text of every <script type="application/ld+json">. */
  jsonLd: string[];
}

export function readTags(html: string): PageTags {
  const tags: PageTags = { meta: new Map(), title: null, base: null, imageSrc: null, jsonLd: [] };
  let capture: "title" | "json-ld" | null = null;
  let text = "";
  let svgDepth = 0;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === "svg") svgDepth++;
        if (name === "meta") {
          const key = (attrs.property ?? attrs.name ?? attrs.itemprop ?? "").trim().toLowerCase();
          const content = attrs.content;
          if (key && content !== undefined && !tags.meta.has(key)) tags.meta.set(key, content);
        } else if (name === "base" && attrs.href && tags.base === null) {
          tags.base = attrs.href;
        } else if (
          name === "link" &&
          attrs.href &&
          /(^|\s)image_src(\s|$)/i.test(attrs.rel ?? "")
        ) {
          tags.imageSrc ??= attrs.href;
        } else if (name === "title" && tags.title === null && svgDepth === 0) {
          capture = "title";
          text = "";
        } else if (name === "script" && /^\s*application\/ld\+json\s*$/i.test(attrs.type ?? "")) {
          capture = "json-ld";
          text = "";
        }
      },
      ontext(data) {
        if (capture) text += data;
      },
      onclosetag(name) {
        if (name === "svg" && svgDepth > 0) svgDepth--;
        if (capture === "title" && name === "title") tags.title = text;
        else if (capture === "json-ld" && name === "script") tags.jsonLd.push(text);
        else return;
        capture = null;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return tags;
}
