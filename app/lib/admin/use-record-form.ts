import { useCallback, useEffect, useRef, useState } from "react";
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import { useNavigate } from "react-router";
import type { ZodType } from "zod";
import { ErrorCode } from "../../../core/errors.ts";
import { ApiCallError, api } from "../api-client.ts";
import { toast } from "../toast.tsx";
import { issuesToFieldErrors, placeFieldErrors, toResolverErrors } from "./form-errors.ts";

/** Who changed a record under us, from a 409's `current`. */
export interface ConflictInfo {
  version: number;
  modified_date: string;
  modified_by: { id: string; name: string } | null;
}

export interface Versioned {
  id: string;
  version: number;
}

/**
 * Validates the form with the same zod schema the API uses: the payload the
 * form would send is parsed, and each issue lands on the field at its path.
 */
export function schemaResolver<V extends FieldValues>(
  schema: ZodType,
  toPayload: (values: V) => unknown,
): Resolver<V> {
  return async (values) => {
    const result = schema.safeParse(toPayload(values));
    if (result.success) return { values, errors: {} };
    return {
      values: {},
      errors: toResolverErrors(issuesToFieldErrors(result.error.issues)) as never,
    };
  };
}

export interface RecordFormOptions<V extends FieldValues, R extends Versioned> {
  /** The schema the API parses this payload with (the create schema). */
  schema: ZodType;
  /** The record being edited, or null when creating. */
  record: R | null;
  toValues: (record: R | null) => V;
  toPayload: (values: V) => Record<string, unknown>;
  /** POST when record is null, else PUT with the version. */
  save: (payload: Record<string, unknown>, record: R | null) => Promise<R>;
  /** Fetches the current record (for "Reload"). */
  reload: (id: string) => Promise<R>;
  onSaved?: (saved: R, created: boolean) => void;
  noun: string;
}

export interface RecordForm<V extends FieldValues, R extends Versioned> {
  form: UseFormReturn<V>;
  onSubmit: (e?: React.BaseSyntheticEvent) => Promise<void>;
  saving: boolean;
  /** Messages from the server that belong to no field on this form. */
  formErrors: string[];
  conflict: ConflictInfo | null;
  reloadTheirs: () => Promise<void>;
  overwrite: () => Promise<void>;
  dismissConflict: () => void;
  record: R | null;
  /**
   * Whether these values would save something different from what the form
   * started with (or last saved): compared as the payloads they make, so a
   * change typed and then undone, or an emptied field that was null, is no change.
   */
  changed: (values: V) => boolean;
}

/**
 * The back office's form life cycle: client validation with the API's zod
 * schema, save through the v5 API, field errors from a 400/409 on the right
 * fields, a toast on success, and a stale-version 409 held as a conflict the
 * editor resolves by reloading or overwriting.
 */
export function useRecordForm<V extends FieldValues, R extends Versioned>(
  o: RecordFormOptions<V, R>,
): RecordForm<V, R> {
  const [record, setRecord] = useState<R | null>(o.record);
  const [saving, setSaving] = useState(false);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [conflict, setConflict] = useState<ConflictInfo | null>(null);
  const opts = useRef(o);
  opts.current = o;

  const form = useForm<V>({
    defaultValues: o.toValues(o.record) as DefaultValues<V>,
    resolver: schemaResolver<V>(o.schema, (v) => o.toPayload(v)),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  // A new record from the loader (another URL, or a revalidation after a save)
  // replaces the form only when the editor has nothing unsaved.
  const loaderRecord = o.record;
  useEffect(() => {
    if (!loaderRecord || loaderRecord.id === record?.id) return;
    setRecord(loaderRecord);
    form.reset(opts.current.toValues(loaderRecord));
  }, [loaderRecord, record?.id, form]);

  const send = useCallback(
    async (values: V, version: number | undefined) => {
      const { toPayload, save, onSaved, noun } = opts.current;
      setSaving(true);
      setFormErrors([]);
      try {
        const payload = toPayload(values);
        const current = record ? { ...record, version: version ?? record.version } : null;
        const saved = await save(payload, current);
        setRecord(saved);
        setConflict(null);
        form.reset(opts.current.toValues(saved));
        toast(`${noun} saved.`, { variant: "success" });
        onSaved?.(saved, record === null);
      } catch (err) {
        if (!(err instanceof ApiCallError)) throw err;
        const e = err.error;
        if (e.code === ErrorCode.Conflict && e.current) {
          setConflict(e.current);
          return;
        }
        const { placed, unplaced } = placeFieldErrors(
          e.errors,
          (p) => form.getValues(p as Path<V>) !== undefined,
        );
        for (const f of placed)
          form.setError(f.field as Path<V>, { type: "server", message: f.message });
        const messages = unplaced.map((u) => u.message);
        if (!placed.length && !messages.length) messages.push(messageOf(e.code, e.message));
        setFormErrors(messages);
        toast(placed.length ? "Some fields need attention." : (messages[0] ?? e.message), {
          variant: "error",
        });
        // Focus the first field with an error, as a client-side failure would.
        if (placed[0]) form.setFocus(placed[0].field as Path<V>);
      } finally {
        setSaving(false);
      }
    },
    [record, form],
  );

  const onSubmit = form.handleSubmit((values) => send(values, undefined));

  return {
    form,
    onSubmit,
    saving,
    formErrors,
    conflict,
    record,
    dismissConflict: () => setConflict(null),
    changed(values) {
      const { toPayload } = opts.current;
      const base = form.formState.defaultValues as V | undefined;
      if (!base) return true;
      return JSON.stringify(toPayload(values)) !== JSON.stringify(toPayload(base));
    },
    async reloadTheirs() {
      if (!record) return;
      const fresh = await opts.current.reload(record.id);
      setRecord(fresh);
      setConflict(null);
      form.reset(opts.current.toValues(fresh));
      toast(`Loaded the latest ${opts.current.noun.toLowerCase()}.`, { variant: "info" });
    },
    async overwrite() {
      if (!conflict) return;
      await send(form.getValues(), conflict.version);
    },
  };
}

function messageOf(code: string, message: string) {
  if (code === ErrorCode.Network)
    return "Could not reach the server. Check your connection and try again.";
  return message;
}

/**
 * Save and reload through a v5 resource's usual endpoints: POST `{base}/list`
 * to create, PUT `{base}/id/{id}` with the version to update, GET to reload.
 */
export function v5Record<R extends Versioned>(base: string) {
  return {
    save: (payload: Record<string, unknown>, record: R | null) =>
      record
        ? api<R>(`${base}/id/${record.id}`, {
            method: "PUT",
            body: { ...payload, version: record.version },
          })
        : api<R>(`${base}/list`, { body: payload }),
    reload: (id: string) => api<R>(`${base}/id/${id}`),
  };
}

/**
 * How a back-office editor saves through the v5 API, and where it goes
 * after creating: to the new record's own editor, replacing the "new" URL.
 */
export function useAdminRecord<R extends Versioned>(apiBase: string, adminBase: string) {
  const navigate = useNavigate();
  return {
    ...v5Record<R>(apiBase),
    onSaved: (saved: R, created: boolean) => {
      if (created) void navigate(`${adminBase}/${saved.id}`, { replace: true });
    },
  };
}
