// What a back-office resource is, in one description: its form (schema,
// fields, sections), its list, who may edit it, where it shows on the site
// and which service calls read and write it. The generic routes
// (app/routes/admin/resource-*.tsx) turn a description into the list, create
// and edit screens, the no-JavaScript form handling and the conflict merge.
import type { ComponentType } from "react";
import type { ZodType } from "zod";
import type { SlugType } from "../../../../core/schemas/slug-check.ts";
import type { UserActor } from "../../../../server/lib/policy.ts";
import type { Services } from "../../../../server/services.ts";
import type { EventKindSpec } from "./event-kinds.ts";
import type { FileKindSpec } from "./file-kinds.ts";
import type { GuideKindSpec } from "./guide-kinds.ts";
import type { EditorParts, ListExtras } from "./parts.ts";
import type { PublishingKindSpec } from "./publishing-kinds.ts";
import type { ShopKindSpec } from "./shop-kinds.ts";
import type { VenueKindSpec } from "./venue-kinds.ts";

export interface FieldBase {
  /** The API's field name; also the form input's name. */
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
}

/**
 * One field of the form. `kind` picks the codec (field-kinds.ts: how the
 * value reads from a posted form, goes to the API and shows in a comparison)
 * and the input (components/admin/resource/field-inputs.tsx). A custom part
 * (dates editor, rich text, hours, links) is one more kind in both registries.
 */
export type FieldSpec =
  | (FieldBase & {
      kind: "text";
      type?: "text" | "url" | "email" | "date";
      /** The value a new record starts with. */
      default?: string;
      placeholder?: string;
      /** Lines shown for a multi-line field. */
      rows?: number;
    })
  | (FieldBase & {
      kind: "number";
      default?: number;
      /** An emptied field is sent as null (a limit taken away) rather than left out. */
      emptyIsNull?: boolean;
    })
  | (FieldBase & {
      kind: "slug";
      from: string;
      slugType: SlugType;
      urlPrefix: string;
      reserved?: readonly string[];
    })
  | (FieldBase & { kind: "geo" })
  | (FieldBase & {
      kind: "image";
      uploadType: string;
      shape?: "card" | "portrait";
      /** False: upload only, no "Choose from the library" (the library is staff's; decision 056). */
      library?: boolean;
    })
  | VenueKindSpec
  | EventKindSpec
  | PublishingKindSpec
  | ShopKindSpec
  | FileKindSpec
  | GuideKindSpec;

export type FieldKind = FieldSpec["kind"];

export interface SectionSpec {
  title: string;
  description?: string;
  /** Fields top to bottom; an inner array puts fields side by side on wide screens. */
  fields: (FieldSpec | FieldSpec[])[];
  /**
   * Shown only while a field holds one of these values (a product's stock
   * when its kind is "product"). Hidden, its fields are still posted.
   */
  when?: { field: string; is: readonly string[] };
}

/** The fields every record the editor handles has. */
export interface ResourceRecord {
  id: string;
  version: number;
  modified_date?: string;
  [field: string]: unknown;
}

export interface ColumnSpec {
  field: string;
  header: string;
  /** Fixed width in px; without it the column shares the rest (flex). */
  width?: number;
  flex?: number;
  sortable?: boolean;
  /** Shown as a date (Chicago time), like the lists' "Changed" column. */
  date?: boolean;
  /** The cell's text; the raw value when absent. */
  text?: (row: ResourceRecord, now: string) => string;
  /** A picture before the text (a file's thumbnail), or null for none. */
  image?: (row: ResourceRecord) => { url: string; alt: string } | null;
}

export interface ListSpec extends ListExtras {
  /** The first column links to the record's editor. */
  columns: ColumnSpec[];
  /** Sort keys the list use case accepts. */
  sortable: readonly string[];
  defaultSort: { by: string; dir: "asc" | "desc" };
  /** A "Search" box (the use case's `query`) is always there; this names it. */
  searchLabel?: string;
  /**
   * A viewed resource's commands offered on each row (the trash's Restore):
   * a button posting `_command` to the record's page, with or without JavaScript.
   */
  rowCommands?: { command: string; label: string }[];
}

type Query = Record<string, string | undefined>;
interface ListPage {
  results: ResourceRecord[];
  total: number;
}

/** The use cases the screens call: the same ones the v5 API routes call. */
export interface ResourceService {
  /** `actor` for the use cases that show each role a different list (events: drafts). */
  list(services: Services, query: Query, actor: UserActor): Promise<ListPage>;
  get(services: Services, id: string, actor: UserActor): Promise<ResourceRecord>;
  /** Absent where records come from elsewhere (a file is uploaded): no "New", /new is a 404. */
  create?(
    services: Services,
    actor: UserActor,
    payload: Record<string, unknown>,
  ): Promise<ResourceRecord>;
  update(
    services: Services,
    actor: UserActor,
    id: string,
    payload: Record<string, unknown>,
  ): Promise<ResourceRecord>;
}

interface ResourceBase extends EditorParts {
  /** The URL segment: /admin/{key}, /admin/{key}/new, /admin/{key}/{id}. */
  key: string;
  /** "City": the editor's noun ("City saved.", "New city"); lower-cased, the presence channel's type. */
  noun: string;
  /** "Cities": the list's title. */
  plural: string;
  /** The edit screen's heading for a record. */
  titleOf: (record: ResourceRecord) => string;
  list: ListSpec;
  /**
   * Who may open and save these screens; the service checks again on every
   * write. A "venueEditor" description is the narrowed twin of a staff one
   * (app/lib/admin/roles.ts).
   */
  role: "superadmin" | "venueEditor";
  /** The record's public page, for "View on site". */
  viewPath?: (record: ResourceRecord) => string;
}

/** A resource staff create and edit through the form. */
export interface EditedResource extends ResourceBase {
  /** The create schema the API parses the payload with; the form validates with it too. */
  schema: ZodType;
  sections: SectionSpec[];
  service: ResourceService;
  page?: undefined;
  /**
   * Commands besides saving, posted as `_command` by a submit button of the
   * form (its values come too) or by a form of their own (a submission's
   * Approve and Reject). Refusals show above the form.
   */
  commands?: Record<string, RecordCommand>;
  /** Commands that save the form's changes first, and act on the version saved. */
  saveBefore?: readonly string[];
}

/** What a record page's command forms posted, when the use case refused it. */
export interface CommandError {
  command: string;
  message: string;
}

export interface RecordViewProps {
  record: ResourceRecord;
  now: string;
  /** The refusal of the last command posted, shown by the page beside its form. */
  error: CommandError | null;
}

/**
 * A command a record page's form posts (`_command` names it): one use case,
 * answering the notice the page shows after the redirect, or the notice and
 * another page to go to (a restored record's editor: the trash entry is gone).
 */
export type RecordCommand = (
  services: Services,
  actor: UserActor,
  id: string,
  form: FormData,
) => Promise<string | { notice: string; to: string }>;

/**
 * A resource staff look at and act on rather than fill in (a user's role,
 * a membership): no create, and its record page is the description's own
 * `view` with command forms (components/admin/resource/command-form.tsx)
 * instead of the generic form. The list, paging, the no-JavaScript posts, the
 * notice after a command and its errors are the editor's.
 */
export interface ViewedResource extends ResourceBase {
  page: { view: ComponentType<RecordViewProps>; commands?: Record<string, RecordCommand> };
  service: Pick<ResourceService, "list" | "get">;
}

export type ResourceDescription = EditedResource | ViewedResource;

/** A noun as it reads inside a sentence: "City" → "city", but an acronym keeps its capitals ("API keys"). */
export const inSentence = (noun: string) => noun.replace(/^[A-Z](?![A-Z])/, (c) => c.toLowerCase());

/** Whether staff make records of this resource in the back office ("New …", /new). */
export const creates = (d: ResourceDescription) => !d.page && Boolean(d.service.create);

/**
 * The required name field and the slug made from it, which most records open
 * with: `fields: [...named("name", "Name", "city", "/cities/"), …]`.
 */
export function named(
  name: string,
  label: string,
  slugType: SlugType,
  urlPrefix: string,
): [FieldSpec, FieldSpec] {
  return [
    { kind: "text", name, label, required: true },
    { kind: "slug", name: "slug", label: "Slug", from: name, slugType, urlPrefix },
  ];
}

/** Identity with a type check: a description file is `export const city = defineResource({...})`. */
export const defineResource = <D extends ResourceDescription>(d: D) => d;
