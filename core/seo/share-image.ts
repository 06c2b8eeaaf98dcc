// The picture a shared link shows (OpenGraph, Twitter cards, structured
// data): the record's CARD_LARGE crop, else its CARD_SMALL (DOMAIN.md
// "Files"), else the site's own card, a 1200×630 PNG in public/.

export interface ShareImage {
  /** Absolute, or a path on the site's origin (local uploads). */
  url: string;
  width: number;
  height: number;
  alt: string | null;
}

interface Version {
  url: string;
  width: number;
  height: number;
}

/** What share images are picked from: an image as pages get it (files' presentImage). */
export interface ImageWithVersions {
  alt_text?: string | null;
  versions: Partial<Record<string, Version>>;
}

/** Made by scripts/make-share-image.ts. */
export const DEFAULT_SHARE_IMAGE: ShareImage = {
  url: "/share-default.png",
  width: 1200,
  height: 630,
  alt: null,
};

/** The CARD_LARGE or CARD_SMALL version of an image; null when it has neither. */
export function shareImageOf(image: ImageWithVersions | null | undefined): ShareImage | null {
  const v = image?.versions.CARD_LARGE ?? image?.versions.CARD_SMALL;
  if (!image || !v) return null;
  return { url: v.url, width: v.width, height: v.height, alt: image.alt_text?.trim() || null };
}

/** `url` resolved against the site's origin (a no-op for an absolute one). */
export function absoluteUrl(url: string, origin: string): string {
  return new URL(url, origin).href;
}
