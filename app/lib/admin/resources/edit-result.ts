// What the edit action answers when it does not redirect: the form again with
// the server's errors, the three versions of a record two people saved, or
// a record page's refused command.
import type { FieldMerge } from "../../../../core/merge/three-way.ts";
import type { FormValues } from "./form-values.ts";
import type { CommandError } from "./types.ts";

/** Who saved the record in the meantime, and the three versions to compare. */
export interface ConflictState {
  base: FormValues;
  theirs: FormValues;
  yours: FormValues;
  fields: FieldMerge[];
  /** The version the merged save must carry. */
  version: number;
  who: string | null;
  when: string | null;
}

export type EditActionData =
  | { kind: "invalid"; values: FormValues; errors: Record<string, string>; summary: string[] }
  | { kind: "conflict"; conflict: ConflictState }
  // A viewed resource's command the use case refused (resource-route.server.ts).
  | { kind: "command"; error: CommandError };
