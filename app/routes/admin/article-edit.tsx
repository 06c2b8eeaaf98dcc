import { Box, Button } from "@mui/material";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { Link } from "react-router";
import { articlePath, articleStatus } from "../../../core/blog/articles.ts";
import { ArticlePreviewDialog } from "../../components/admin/article-preview.tsx";
import {
  ArticlePublishing,
  type PublishChange,
} from "../../components/admin/article-publishing.tsx";
import { EditorFrame, EditorSection } from "../../components/admin/editor-frame.tsx";
import { FormSelect, FormTextField } from "../../components/admin/form-fields.tsx";
import { FormImage, FormRichText } from "../../components/admin/form-rich-fields.tsx";
import { SlugField } from "../../components/admin/slug-field.tsx";
import {
  type ArticleFormValues,
  type ArticleRecord,
  articleFormSchema,
  articlePayload,
  articleToValues,
} from "../../lib/admin/article-form-values.ts";
import { useAdminRecord, useRecordForm } from "../../lib/admin/use-record-form.ts";
import { serverContext } from "../../lib/context.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { orNotFound } from "../../lib/page.server.ts";
import { toast } from "../../lib/toast.tsx";
import type { FileContainer } from "../../lib/upload.ts";
import { requireAdmin } from "../../lib/viewer.server.ts";
import type { Route } from "./+types/article-edit";

export const meta = ({ loaderData, ...args }: Route.MetaArgs) =>
  privateMeta(
    args,
    `${loaderData?.article ? loaderData.article.title : "New article"} · Back office`,
  );

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { actor } = await requireAdmin(request, context);
  const { services } = serverContext(context);
  const [article, authors, categories] = await Promise.all([
    params.id
      ? orNotFound(services.blog.getArticle(actor, "id", params.id), "Article")
      : Promise.resolve(null),
    services.blog.listAuthors({ page_size: "100", sort_by: "name" }),
    services.blog.listCategories({ page_size: "100", sort_by: "title" }),
  ]);
  return {
    article,
    authors: authors.results.map((a) => ({
      id: a.id,
      name: a.name,
      profile_picture_id: a.profile_picture_id,
    })),
    categories: categories.results.map((c) => ({ id: c.id, title: c.title })),
    now: services.clock.now().toISOString(),
  };
}

export default function ArticleEdit({ loaderData }: Route.ComponentProps) {
  const { authors, categories, now } = loaderData;
  const [image, setImage] = useState<FileContainer | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const rf = useRecordForm<ArticleFormValues, ArticleRecord>({
    schema: articleFormSchema,
    record: loaderData.article as ArticleRecord | null,
    toValues: articleToValues,
    toPayload: articlePayload,
    noun: "Article",
    ...useAdminRecord<ArticleRecord>("/blog/articles", "/admin/articles"),
  });
  const { control, setValue, getValues } = rf.form;
  const record = rf.record;
  const [isPublished, publishedDate] = useWatch({
    control,
    name: ["is_published", "published_date"],
  });
  const formStatus = articleStatus(
    isPublished,
    publishedDate ? new Date(publishedDate) : null,
    new Date(now),
  );

  // A publishing button sets its fields and saves. If the form does not
  // validate, the fields go back, so the panel never shows a state nobody
  // asked to save; a refusal from the server keeps them (the panel says so).
  const publish = async (change: PublishChange) => {
    const before = getValues(["is_published", "published_date"]);
    setValue("is_published", change.is_published, { shouldDirty: true });
    setValue("published_date", change.published_date, { shouldDirty: true });
    if (!(await rf.form.trigger(undefined, { shouldFocus: true }))) {
      setValue("is_published", before[0], { shouldDirty: true });
      setValue("published_date", before[1], { shouldDirty: true });
      toast("Some fields need attention.", { variant: "error" });
      return;
    }
    await rf.onSubmit();
  };

  const saveLabel =
    formStatus === "draft"
      ? "Save draft"
      : formStatus === record?.status
        ? "Save changes"
        : formStatus === "published"
          ? "Save and publish"
          : "Save and schedule";

  const values = rf.form.getValues();
  const author = authors.find((a) => a.id === values.author_id) ?? null;

  return (
    <EditorFrame
      title={record ? record.title : "New article"}
      backTo="/admin/articles"
      backLabel="All articles"
      noun="Article"
      rf={rf}
      saveLabel={saveLabel}
      actions={
        <>
          <Button variant="outlined" onClick={() => setPreviewing(true)}>
            Preview
          </Button>
          {record?.status === "published" ? (
            <Button component={Link} to={record.permalink} target="_blank">
              View on site
            </Button>
          ) : null}
        </>
      }
      aside={
        <ArticlePublishing
          saved={record}
          values={{ is_published: isPublished, published_date: publishedDate }}
          now={now}
          saving={rf.saving}
          onChange={(c) => void publish(c)}
        />
      }
    >
      <EditorSection title="Article">
        <FormTextField control={control} name="title" label="Title" required />
        <SlugField
          control={control}
          setValue={setValue}
          name="slug"
          fromName="title"
          slugType="article"
          recordId={record?.id ?? null}
          followName={!record}
          // The year and month come from the publication date (today's, until it has one).
          urlPrefix={articlePath("", publishedDate ?? now)}
        />
        <FormTextField
          control={control}
          name="summary"
          label="Summary"
          multiline
          minRows={2}
          hint="One or two sentences under the title; lists and shared links show it too."
        />
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
          <FormSelect
            control={control}
            name="author_id"
            label="Author"
            sx={{ width: "100%" }}
            {...(authors.length
              ? {}
              : { hint: "There are no authors yet: add one under Authors first." })}
            options={authors.map((a) => ({ value: a.id, label: a.name }))}
          />
          <FormSelect
            control={control}
            name="category_id"
            label="Category"
            hint="Optional."
            sx={{ width: "100%" }}
            options={[
              { value: "", label: "No category" },
              ...categories.map((c) => ({ value: c.id, label: c.title })),
            ]}
          />
        </Box>
      </EditorSection>

      <EditorSection title="Image" description="Shown at the top of the article and on its card.">
        <FormImage
          control={control}
          name="primary_image_id"
          label="Primary image"
          uploadType="article"
          onChosen={setImage}
        />
      </EditorSection>

      <EditorSection
        title="Text"
        description="Use “Insert image” in the toolbar to place pictures between paragraphs."
      >
        <FormRichText
          control={control}
          name="content"
          label="Article text"
          uploadType="article"
          minHeight={320}
        />
      </EditorSection>

      <ArticlePreviewDialog
        open={previewing}
        onClose={() => setPreviewing(false)}
        article={{
          title: values.title,
          summary: values.summary,
          content: values.content,
          category: categories.find((c) => c.id === values.category_id)?.title ?? null,
          author,
          image: values.primary_image_id ? image : null,
          date: values.published_date ?? now,
        }}
      />
    </EditorFrame>
  );
}
