import { Button } from "@mui/material";
import { Link } from "react-router";
import { authorSchema } from "../../../core/schemas/blog.ts";
import { EditorFrame, EditorSection } from "../../components/admin/editor-frame.tsx";
import { FormTextField } from "../../components/admin/form-fields.tsx";
import { FormImage } from "../../components/admin/form-rich-fields.tsx";
import { SlugField } from "../../components/admin/slug-field.tsx";
import {
  type AuthorFormValues,
  type AuthorRecord,
  authorPayload,
  authorToValues,
} from "../../lib/admin/author-form-values.ts";
import { useAdminRecord, useRecordForm } from "../../lib/admin/use-record-form.ts";
import { serverContext } from "../../lib/context.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { orNotFound } from "../../lib/page.server.ts";
import { requireAdmin } from "../../lib/viewer.server.ts";
import type { Route } from "./+types/author-edit";

export const meta = ({ loaderData, ...args }: Route.MetaArgs) =>
  privateMeta(args, `${loaderData?.author ? loaderData.author.name : "New author"} · Back office`);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { services } = serverContext(context);
  const author = params.id
    ? await orNotFound(services.blog.getAuthor("id", params.id), "Author")
    : null;
  return { author };
}

export default function AuthorEdit({ loaderData }: Route.ComponentProps) {
  const rf = useRecordForm<AuthorFormValues, AuthorRecord>({
    schema: authorSchema,
    record: loaderData.author as AuthorRecord | null,
    toValues: authorToValues,
    toPayload: authorPayload,
    noun: "Author",
    ...useAdminRecord<AuthorRecord>("/blog/authors", "/admin/authors"),
  });
  const { control, setValue } = rf.form;
  const record = rf.record;
  return (
    <EditorFrame
      title={record ? record.name : "New author"}
      backTo="/admin/authors"
      backLabel="All authors"
      noun="Author"
      rf={rf}
      actions={
        record ? (
          <Button component={Link} to={`/written/author/${record.slug}`} target="_blank">
            View on site
          </Button>
        ) : null
      }
    >
      <EditorSection title="Author">
        <FormTextField control={control} name="name" label="Name" required />
        <SlugField
          control={control}
          setValue={setValue}
          name="slug"
          fromName="name"
          slugType="author"
          recordId={record?.id ?? null}
          followName={!record}
          urlPrefix="/written/author/"
        />
        <FormTextField
          control={control}
          name="bio"
          label="Bio"
          multiline
          minRows={4}
          hint="Plain text, shown on the author's page and under their articles."
        />
        <FormTextField
          control={control}
          name="website"
          label="Website"
          type="url"
          placeholder="https://"
        />
      </EditorSection>
      <EditorSection title="Profile picture" description="Shown square, next to the byline.">
        <FormImage
          control={control}
          name="profile_picture_id"
          label="Profile picture"
          uploadType="author"
          shape="portrait"
        />
      </EditorSection>
    </EditorFrame>
  );
}
