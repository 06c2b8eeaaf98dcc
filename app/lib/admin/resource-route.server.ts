// The server half of the generic back-office screens: the list and edit
// loaders and the edit action, driven by a resource description. The action
// is the one save path: a form posted without JavaScript and the enhanced form
// (useSubmit) both arrive here and go through the description's service call.
import { createCookie, data, type RouterContextProvider, redirect } from "react-router";
import { ApiError } from "../../../core/errors.ts";
import { applyChoices, mergeByField, type Side } from "../../../core/merge/three-way.ts";
import type { UserActor } from "../../../server/lib/policy.ts";
import type { Services } from "../../../server/services.ts";
import { serverContext } from "../context.server.ts";
import { orNotFound } from "../page.server.ts";
import { requireBackOffice } from "../viewer.server.ts";
import { placeFieldErrors } from "./form-errors.ts";
import { listQuery, readGridParams } from "./grid-params.ts";
import type { ConflictState, EditActionData } from "./resources/edit-result.ts";
import {
  type FormValues,
  fieldNames,
  fieldsOf,
  formDataToValues,
  recordToValues,
  valuesFromJson,
  valuesToPayload,
} from "./resources/form-values.ts";
import { resourceByKey, resourceFor } from "./resources/index.ts";
import {
  type CommandError,
  creates,
  type EditedResource,
  type RecordCommand,
  type ResourceDescription,
  type ResourceRecord,
  type ViewedResource,
} from "./resources/types.ts";
import type { Option } from "./resources/venue-kinds.ts";

type Ctx = Readonly<RouterContextProvider>;

/** The saved notice survives the redirect after a save (POST/redirect/GET) in a short cookie. */
const savedNotice = createCookie("admin_saved", {
  path: "/admin",
  httpOnly: true,
  sameSite: "lax",
  maxAge: 60,
});

/** The description for the URL's resource, or the 404 page. */
export function describe(key: string | undefined): ResourceDescription {
  const d = resourceByKey(key);
  if (!d) throw data({ what: "Page" }, { status: 404, statusText: "Page not found" });
  return d;
}

/**
 * The described resource a request is for, as the asker's role has it
 * (staff's, or a venue editor's narrowed twin: app/lib/admin/roles.ts): who
 * asks, their role and the services. A resource the role has no screen for is
 * the 403 page, one that does not exist the 404.
 */
async function resourceRequest(key: string | undefined, request: Request, context: Ctx) {
  const { actor, role } = await requireBackOffice(request, context);
  const d = resourceFor(key, role);
  if (!d) {
    describe(key);
    throw data(null, { status: 403 });
  }
  return { d, actor, role, services: serverContext(context).services };
}

/**
 * A record the use case refused this person (a venue editor opening another
 * venue's event) as the 403 page, in plain words; a missing one as the 404.
 */
async function orRefused<T>(work: Promise<T>, noun: string, plural: string): Promise<T> {
  try {
    return await orNotFound(work, noun);
  } catch (err) {
    if (err instanceof ApiError && err.status === 403)
      throw data(
        {
          title: `This ${noun.toLowerCase()} is not one of yours`,
          message: `${err.message} Yours are listed under ${plural} in the back office.`,
        },
        { status: 403 },
      );
    throw err;
  }
}

export async function listData(key: string | undefined, request: Request, context: Ctx) {
  const { d, actor, role, services } = await resourceRequest(key, request, context);
  const search = new URL(request.url).searchParams;
  const params = readGridParams(search, {
    sortBy: d.list.defaultSort.by,
    sort: d.list.defaultSort.dir,
    sortable: d.list.sortable,
  });
  const filters: Record<string, string> = { query: search.get("query") ?? "" };
  for (const f of d.list.filters ?? [])
    filters[f.name] = filterValue(f.type ?? "select", search.get(f.name));
  const query = d.list.query ? d.list.query(filters) : filters;
  const list = await d.service.list(services, listQuery(params, query), actor);
  return {
    resource: d.key,
    role,
    rows: list.results,
    total: list.total,
    params,
    filters,
    choices: await choicesOf(d.list.filters ?? [], services, actor),
    now: services.clock.now().toISOString(),
  };
}

// A date filter takes only a day (YYYY-MM-DD); anything else is no filter.
const filterValue = (type: "select" | "date", v: string | null) =>
  type === "date" ? (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : "") : (v ?? "");

/** The options the loader gathers for fields and filters with `choices`, by name. */
async function choicesOf(
  specs: readonly {
    name: string;
    choices?: (s: Services, actor: UserActor) => Promise<Option[]>;
  }[],
  services: Services,
  actor: UserActor,
): Promise<Record<string, Option[]>> {
  const out: Record<string, Option[]> = {};
  for (const f of specs) if (f.choices) out[f.name] = await f.choices(services, actor);
  return out;
}

export async function editData(
  key: string | undefined,
  id: string | undefined,
  request: Request,
  context: Ctx,
) {
  const { d, actor, role, services } = await resourceRequest(key, request, context);
  // No "new" where records come from elsewhere (sign-ups, checkouts, uploads),
  // nor for a role that makes none (a venue editor's venues: staff make them).
  if (!id && !creates(d)) {
    if (role !== "superadmin" && resourceByKey(key) && creates(resourceByKey(key)!))
      throw data(null, { status: 403 });
    throw data({ what: "Page" }, { status: 404, statusText: "Page not found" });
  }
  const record = id ? await orRefused(d.service.get(services, id, actor), d.noun, d.plural) : null;
  const notice = (await savedNotice.parse(request.headers.get("cookie"))) as string | null;
  const body = {
    resource: d.key,
    role,
    record,
    notice: notice ?? null,
    map: services.site.map(),
    choices: d.page ? {} : await choicesOf(fieldsOf(d), services, actor),
    now: services.clock.now().toISOString(),
  };
  if (!notice) return body;
  return data(body, { headers: { "set-cookie": await savedNotice.serialize("", { maxAge: 0 }) } });
}

export async function editAction(
  key: string | undefined,
  id: string | undefined,
  request: Request,
  context: Ctx,
) {
  const { d, actor, services } = await resourceRequest(key, request, context);
  const form = await request.formData();
  if (d.page) return commandAction(d.key, d.page.commands, id, form, actor, services);
  const command = String(form.get("_command") ?? "");
  if (!command) {
    const saved = await save(d, id, form, actor, services);
    if (!isSaved(saved)) return saved;
    return redirect(`/admin/${d.key}/${saved.id}`, {
      headers: { "set-cookie": await savedNotice.serialize(`${d.noun} saved.`) },
    });
  }
  // A command posted from the form itself (the queue's "Save and approve")
  // saves what was changed first, then acts on the version it saved.
  if (id && d.saveBefore?.includes(command) && form.has("_base") && changedSince(d, form)) {
    const saved = await save(d, id, form, actor, services);
    if (!isSaved(saved)) return saved;
    form.set("version", String(saved.version));
  }
  return commandAction(d.key, d.commands, id, form, actor, services);
}

type Actor = Parameters<ViewedResource["service"]["get"]>[2];
type Saved = ResourceRecord | Awaited<ReturnType<typeof data>>;
const isSaved = (s: Saved): s is ResourceRecord => "id" in s && "version" in s;

/** Whether the posted form differs from what it started from (`_base`). */
function changedSince(d: EditedResource, form: FormData) {
  const posted = valuesToPayload(d, formDataToValues(d, form));
  const base = valuesToPayload(d, valuesFromJson(d, form.get("_base"), formDataToValues(d, form)));
  return JSON.stringify(posted) !== JSON.stringify(base);
}

/** The one save path: the record saved, or the form again with errors or a conflict to merge. */
async function save(
  d: EditedResource,
  id: string | undefined,
  form: FormData,
  actor: Actor,
  services: Services,
): Promise<Saved> {
  const posted = formDataToValues(d, form);
  const values = form.get("_intent") === "merge" ? chosenValues(d, form, posted) : posted;
  const payload = valuesToPayload(d, values);
  const { create } = d.service;
  if (!id && !create) throw data({ what: "Page" }, { status: 404, statusText: "Page not found" });
  try {
    return id
      ? await d.service.update(services, actor, id, { ...payload, version: versionOf(form) })
      : await create!(services, actor, payload);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    if (err.status === 409 && err.current && id) {
      const current = await orNotFound(d.service.get(services, id, actor), d.noun);
      return data(conflictOf(d, form, values, current, err), { status: 409 });
    }
    return data(invalid(d, values, err), { status: err.status });
  }
}

/**
 * A record page's commands (a user's role, a submission's approval): the
 * named one runs its use case, and the page comes back (POST/redirect/GET)
 * with its notice, or answers with the refusal for the page to show.
 */
async function commandAction(
  key: string,
  commands: Record<string, RecordCommand> | undefined,
  id: string | undefined,
  form: FormData,
  actor: Actor,
  services: Services,
) {
  const name = String(form.get("_command") ?? "");
  const command = commands?.[name];
  if (!id || !command) throw data({ what: "Page" }, { status: 404, statusText: "Page not found" });
  try {
    const done = await command(services, actor, id, form);
    const { notice, to } =
      typeof done === "string" ? { notice: done, to: `/admin/${key}/${id}` } : done;
    return redirect(to, { headers: { "set-cookie": await savedNotice.serialize(notice) } });
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    const error: CommandError = { command: name, message: err.errors?.[0]?.message ?? err.message };
    return data({ kind: "command" as const, error }, { status: err.status });
  }
}

// An absent or unreadable version is sent as 0, which the service refuses as stale.
const versionOf = (form: FormData) => Number(form.get("version")) || 0;

/** The conflict form's answer: per field the side chosen, else the automatic merge. */
function chosenValues(d: EditedResource, form: FormData, posted: FormValues): FormValues {
  const theirs = valuesFromJson(d, form.get("_theirs"), posted);
  const yours = valuesFromJson(d, form.get("_yours"), posted);
  const base = valuesFromJson(d, form.get("_base"), theirs);
  const choices: Record<string, Side> = {};
  for (const name of fieldNames(d)) {
    const side = form.get(`choice.${name}`);
    if (side === "theirs" || side === "yours") choices[name] = side;
  }
  return applyChoices(mergeByField(fieldNames(d), base, theirs, yours), theirs, yours, choices);
}

function conflictOf(
  d: EditedResource,
  form: FormData,
  yours: FormValues,
  current: ResourceRecord,
  err: ApiError,
): { kind: "conflict"; conflict: ConflictState } {
  const theirs = recordToValues(d, current);
  // The original comes back from the form (what the editor loaded); a merge
  // that conflicts again starts from the version it was merged with.
  const base = valuesFromJson(
    d,
    form.get("_intent") === "merge" ? form.get("_theirs") : form.get("_base"),
    theirs,
  );
  return {
    kind: "conflict",
    conflict: {
      base,
      theirs,
      yours,
      fields: mergeByField(fieldNames(d), base, theirs, yours).fields,
      version: current.version,
      who: err.current?.modified_by?.name ?? null,
      when: err.current?.modified_date ?? null,
    },
  };
}

function invalid(
  d: EditedResource,
  values: FormValues,
  err: ApiError,
): Extract<EditActionData, { kind: "invalid" }> {
  const names = new Set(fieldNames(d));
  const { placed, unplaced } = placeFieldErrors(err.errors ?? [], (p) => names.has(p));
  const errors = Object.fromEntries(placed.map((e) => [e.field, e.message]));
  const labels = fieldsOf(d)
    .filter((f) => errors[f.name])
    .map((f) => f.label);
  const summary = [
    ...(labels.length
      ? [
          `${labels.length === 1 ? "One field needs" : `${labels.length} fields need`} attention: ${labels.join(", ")}.`,
        ]
      : []),
    ...unplaced.map((u) => u.message),
  ];
  if (!summary.length) summary.push(err.message);
  return { kind: "invalid", values, errors, summary };
}
