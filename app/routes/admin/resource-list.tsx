import { ResourceList } from "../../components/admin/resource/resource-list.tsx";
import { listData } from "../../lib/admin/resource-route.server.ts";
import { resourceByKey, resourceFor } from "../../lib/admin/resources/index.ts";
import { privateMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/resource-list";

// The list of any described resource (/admin/cities, /admin/authors …).

export const meta = (args: Route.MetaArgs) =>
  privateMeta(args, `${resourceByKey(args.params.resource)?.plural ?? "Not found"} · Back office`);

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  listData(params.resource, request, context);

export default function AdminResourceList({ loaderData }: Route.ComponentProps) {
  // As the viewer's role has it (a venue editor's twin has fewer fields and no "New").
  const d = resourceFor(loaderData.resource, loaderData.role);
  return d ? <ResourceList d={d} {...loaderData} /> : null;
}
