// The optional parts a description may add to the generic screens, for the
// resources whose screens do more than edit fields (events: filters by status
// and dates, Duplicate and Publish on each row, Import from a link, the card
// preview). Each part is a component or a pure function the screens call.
import type { ComponentType } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { UserActor } from "../../../../server/lib/policy.ts";
import type { Services } from "../../../../server/services.ts";
import type { FormValues } from "./form-values.ts";
import type { ResourceRecord } from "./types.ts";
import type { Option } from "./venue-kinds.ts";

/**
 * A list filter besides the search box: its value travels in the URL as
 * `name`, the list use case's query parameter (unless `query` maps it).
 * A select unless `type` says "date".
 */
export interface FilterSpec {
  name: string;
  label: string;
  type?: "select" | "date";
  options?: readonly Option[];
  /** Options from the database, fetched by the list loader (venues, cities). */
  choices?: (services: Services, actor: UserActor) => Promise<Option[]>;
}

/** A filter's value when it is one of the options, else null (a hand-edited URL lists everything). */
export const chosen = (options: readonly Option[], value: string | undefined) =>
  value !== undefined && options.some((o) => o.value === value) ? value : null;

export interface ListExtras {
  filters?: FilterSpec[];
  /** The list use case's query from the filters' values (a date range becomes start/end conditions). */
  query?: (filters: Record<string, string>) => Record<string, string | null>;
  /** Buttons at the end of each row of the grid (they need JavaScript). */
  rowActions?: ComponentType<{ row: ResourceRecord; now: string }>;
  /** Above the list, under its title (the files' uploader). */
  header?: ComponentType;
  /** Links under the list's heading, given the filters in use (orders: "Download CSV"). */
  headerActions?: ComponentType<{ filters: Record<string, string> }>;
}

export interface EditorPartProps {
  form: UseFormReturn<FormValues>;
  record: ResourceRecord | null;
  saving: boolean;
  /** The site's clock (TEST_NOW in journeys), for previews and new dates. */
  now: string;
}

export interface EditorParts {
  /** More buttons beside "View on site" (Import from a link, Duplicate, Publish). */
  actions?: ComponentType<EditorPartProps>;
  /** A column beside the form on wide screens (the card preview). */
  aside?: ComponentType<EditorPartProps>;
  /** Below the form's sections (a file's crops and versions). */
  below?: ComponentType<EditorPartProps>;
}
