import Image from "@tiptap/extension-image";
import type { FileContainer } from "../../lib/upload.ts";

// Images inside rich text (articles first, event and venue texts too): a
// block <img> whose attributes are exactly what server/lib/sanitize.ts keeps,
// so what the editor shows is what the public page renders.

/** How wide an inline image is shown: the article column on a wide screen, else the screen. */
export const INLINE_IMAGE_SIZES = "(min-width: 900px) 720px, 100vw";

export interface InlineImageAttrs {
  src: string;
  srcset: string | null;
  sizes: string | null;
  alt: string;
  width: number | null;
  height: number | null;
}

/**
 * The <img> attributes for a file container: SIZED (fit within 900) as the
 * src, FULL (fit within 1500) as the larger candidate of the srcset; an
 * image type without SIZED falls back to FULL alone. Null when the container
 * has neither (nothing fit for a page).
 */
export function inlineImageAttrs(c: FileContainer, alt: string): InlineImageAttrs | null {
  const sized = c.versions.SIZED ?? c.versions.FULL;
  if (!sized) return null;
  const candidates = [sized, c.versions.FULL].filter(
    (v, i, all): v is NonNullable<typeof v> =>
      v !== undefined && all.findIndex((o) => o?.width === v.width) === i,
  );
  return {
    src: sized.url,
    srcset: candidates.map((v) => `${v.url} ${v.width}w`).join(", "),
    sizes: INLINE_IMAGE_SIZES,
    alt: alt.trim(),
    width: sized.width,
    height: sized.height,
  };
}

/**
 * TipTap's image node with the responsive attributes added, so srcset and
 * sizes survive a load and a save. `loading` and `decoding` are what the
 * sanitizer adds on save: kept, the saved HTML reads back unchanged. `title`
 * is dropped because the sanitizer drops it.
 */
export const InlineImage = Image.extend({
  addAttributes() {
    const { title: _title, ...parent } = this.parent?.() ?? {};
    const plain = { default: null };
    return {
      ...parent,
      srcset: plain,
      sizes: plain,
      loading: plain,
      decoding: plain,
    };
  },
});
