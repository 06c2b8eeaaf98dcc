import { RecordPage } from "../../components/admin/resource/record-page.tsx";
import { ResourceEditor } from "../../components/admin/resource/resource-editor.tsx";
import { editAction, editData } from "../../lib/admin/resource-route.server.ts";
import { resourceByKey, resourceFor } from "../../lib/admin/resources/index.ts";
import { privateMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/resource-edit";

// Create and edit any described resource (/admin/cities/new, /admin/cities/{id} …),
// or a viewed resource's record page (/admin/users/{id}).

export const meta = (args: Route.MetaArgs) => {
  const d = resourceByKey(args.params.resource);
  const record = args.loaderData?.record;
  const title = d ? (record ? d.titleOf(record) : `New ${d.noun.toLowerCase()}`) : "Not found";
  return privateMeta(args, `${title} · Back office`);
};

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  editData(params.resource, params.id, request, context);

export const action = ({ request, context, params }: Route.ActionArgs) =>
  editAction(params.resource, params.id, request, context);

export default function AdminResourceEdit({ loaderData, actionData }: Route.ComponentProps) {
  // As the viewer's role has it (a venue editor's twin has fewer fields and no "New").
  const d = resourceFor(loaderData.resource, loaderData.role);
  if (!d) return null;
  const { record } = loaderData;
  if (d.page)
    return record ? (
      <RecordPage
        d={d}
        record={record}
        notice={loaderData.notice}
        now={loaderData.now}
        actionData={actionData}
      />
    ) : null;
  // A new version (after a save) or another record starts a fresh form.
  return (
    <ResourceEditor
      key={record ? `${record.id}:${record.version}` : "new"}
      d={d}
      record={record}
      notice={loaderData.notice}
      map={loaderData.map}
      choices={loaderData.choices}
      now={loaderData.now}
      actionData={actionData}
    />
  );
}
