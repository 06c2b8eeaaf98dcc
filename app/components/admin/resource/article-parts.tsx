import { Box, Button } from "@mui/material";
import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useWatch } from "react-hook-form";
import type { ArticleStatus } from "../../../../core/schemas/blog.ts";
import type { EditorPartProps } from "../../../lib/admin/resources/parts.ts";
import { useApiResult } from "../../../lib/admin/use-api-result.ts";
import { toast } from "../../../lib/toast.tsx";
import type { FileContainer } from "../../../lib/upload.ts";
import { ArticlePreviewDialog } from "../article-preview.tsx";
import { ArticlePublishing, type PublishChange } from "../article-publishing.tsx";

// The article screen's own parts, plugged into the resource editor through
// its description (resources/article.ts): the preview and the publishing panel.

const str = (v: unknown) => (typeof v === "string" ? v : "");

/** Preview: the article as its page will show it, from the form's unsaved values. */
export function ArticleActions({ form, now }: EditorPartProps) {
  const [open, setOpen] = useState(false);
  const [title, summary, content, authorId, categoryId, imageId, date] = useWatch({
    control: form.control,
    name: [
      "title",
      "summary",
      "content",
      "author_id",
      "category_id",
      "primary_image_id",
      "published_date",
    ],
  }).map(str);
  const author = useApiResult<{ name: string; profile_picture_id: string | null }>(
    open && authorId ? `/blog/authors/id/${authorId}` : null,
  );
  const category = useApiResult<{ title: string }>(
    open && categoryId ? `/blog/categories/id/${categoryId}` : null,
  );
  const image = useApiResult<FileContainer>(
    open && imageId ? `/files/containers/id/${imageId}` : null,
  );
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Preview
      </Button>
      <ArticlePreviewDialog
        open={open}
        onClose={() => setOpen(false)}
        article={{
          title: title ?? "",
          summary: summary ?? "",
          content: content || null,
          category: category?.title ?? null,
          author,
          image,
          date: date || now,
        }}
      />
    </>
  );
}

interface SavedArticle {
  status: ArticleStatus;
  is_published: boolean;
  published_date: string | null;
  permalink: string;
}

/**
 * Where the article stands and the publishing choices. Each button sets the
 * publication fields and saves the whole form; if the form does not validate
 * the fields go back, so the panel never shows a state nobody asked to save.
 * Without JavaScript the Publication section's fields do the same.
 */
export function ArticlePublishingPanel({ form, record, saving, now }: EditorPartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [isPublished, publishedDate] = useWatch({
    control: form.control,
    name: ["is_published", "published_date"],
  });
  const set = (c: { is_published: unknown; published_date: unknown }) =>
    flushSync(() => {
      form.setValue("is_published", c.is_published, { shouldDirty: true });
      form.setValue("published_date", c.published_date ?? "", { shouldDirty: true });
    });
  const publish = async (change: PublishChange) => {
    const [is_published, published_date] = form.getValues(["is_published", "published_date"]);
    set(change);
    if (!(await form.trigger(undefined, { shouldFocus: true }))) {
      set({ is_published, published_date });
      toast("Some fields need attention.", { variant: "error" });
      return;
    }
    ref.current?.closest("form")?.requestSubmit();
  };
  return (
    <Box ref={ref}>
      <ArticlePublishing
        saved={record as unknown as SavedArticle | null}
        values={{ is_published: isPublished === true, published_date: str(publishedDate) || null }}
        now={now}
        saving={saving}
        onChange={(c) => void publish(c)}
      />
    </Box>
  );
}
