import { Button } from "@mui/material";
import { Link } from "react-router";
import { categorySchema } from "../../../core/schemas/blog.ts";
import { EditorFrame, EditorSection } from "../../components/admin/editor-frame.tsx";
import { FormTextField } from "../../components/admin/form-fields.tsx";
import { FormImage } from "../../components/admin/form-rich-fields.tsx";
import { SlugField } from "../../components/admin/slug-field.tsx";
import {
  type CategoryFormValues,
  type CategoryRecord,
  categoryPayload,
  categoryToValues,
} from "../../lib/admin/category-form-values.ts";
import { useAdminRecord, useRecordForm } from "../../lib/admin/use-record-form.ts";
import { serverContext } from "../../lib/context.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { orNotFound } from "../../lib/page.server.ts";
import { requireAdmin } from "../../lib/viewer.server.ts";
import type { Route } from "./+types/category-edit";

export const meta = ({ loaderData, ...args }: Route.MetaArgs) =>
  privateMeta(
    args,
    `${loaderData?.category ? loaderData.category.title : "New category"} · Back office`,
  );

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { services } = serverContext(context);
  const category = params.id
    ? await orNotFound(services.blog.getCategory("id", params.id), "Category")
    : null;
  return { category };
}

export default function CategoryEdit({ loaderData }: Route.ComponentProps) {
  const rf = useRecordForm<CategoryFormValues, CategoryRecord>({
    schema: categorySchema,
    record: loaderData.category as CategoryRecord | null,
    toValues: categoryToValues,
    toPayload: categoryPayload,
    noun: "Category",
    ...useAdminRecord<CategoryRecord>("/blog/categories", "/admin/categories"),
  });
  const { control, setValue } = rf.form;
  const record = rf.record;
  return (
    <EditorFrame
      title={record ? record.title : "New category"}
      backTo="/admin/categories"
      backLabel="All categories"
      noun="Category"
      rf={rf}
      actions={
        record ? (
          <Button component={Link} to={`/written/category/${record.slug}`} target="_blank">
            View on site
          </Button>
        ) : null
      }
    >
      <EditorSection title="Category">
        <FormTextField control={control} name="title" label="Title" required />
        <SlugField
          control={control}
          setValue={setValue}
          name="slug"
          fromName="title"
          slugType="category"
          recordId={record?.id ?? null}
          followName={!record}
          urlPrefix="/written/category/"
        />
        <FormTextField
          control={control}
          name="description"
          label="Description"
          multiline
          minRows={3}
          hint="A sentence or two at the top of the category's page."
        />
      </EditorSection>
      <EditorSection title="Header image" description="The wide picture at the top of its page.">
        <FormImage
          control={control}
          name="header_image_id"
          label="Header image"
          uploadType="category"
        />
      </EditorSection>
    </EditorFrame>
  );
}
