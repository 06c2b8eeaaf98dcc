import { Parser } from "htmlparser2";
import { cleanText, MAX_TEXT } from "./text.ts";

/** The text of an HTML fragment (JSON-LD descriptions often carry markup and entities). */
export function htmlToText(value: unknown, max = MAX_TEXT): string | null {
  if (typeof value !== "string") return null;
  if (!/[<&]/.test(value)) return cleanText(value, max);
  let text = "";
  const parser = new Parser(
    {
      ontext(data) {
        text += data;
      },
      onopentag(name) {
        if (name === "br" || name === "p" || name === "li") text += " ";
      },
    },
    { decodeEntities: true },
  );
  parser.end(value);
  return cleanText(text, max);
}
