import type { UseFormReturn } from "react-hook-form";
import { cleanText } from "../../../core/scraper/text.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { type FoundItem, ImportFromLink, useLinkReader } from "./import-from-link.tsx";

/**
 * "Import from a link" on the venue form: the venue's name, its website
 * (the page's address) and its image, downloaded into our files. The
 * editor picks what to fill, then reviews and saves.
 */
export function ImportVenueFromLink({ form }: { form: UseFormReturn<Record<string, unknown>> }) {
  const reader = useLinkReader();
  // Its dialog needs JavaScript: no button a page without it cannot use.
  const hydrated = useHydrated();
  const p = reader.preview;
  // A venue's own site usually names it in og:site_name; its title may carry a tagline.
  const name = cleanText(p?.site_name ?? p?.title ?? null, 160);
  const website = p?.url ?? null;
  const image = p?.image ?? null;
  const items: FoundItem[] = [];
  if (name) items.push({ key: "name", label: "Name", value: name });
  if (website) items.push({ key: "website", label: "Website", value: website });
  if (image) items.push({ key: "image", label: "Image (saved to the library)", value: image });

  if (!hydrated) return null;
  return (
    <ImportFromLink
      title="Import a venue from a link"
      intro="Paste the address of the venue's website. We read its name and image."
      reader={reader}
      items={items}
      image={image ? { url: image, type: "venue", alt: name } : null}
      onFill={(picked, imageId) => {
        const opts = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
        if (name && picked("name")) form.setValue("name", name, opts);
        if (website && picked("website")) form.setValue("website", website, opts);
        if (imageId) form.setValue("primary_image_id", imageId, opts);
      }}
    />
  );
}
