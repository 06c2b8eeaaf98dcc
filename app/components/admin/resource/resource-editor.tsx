import { Alert, Box, Button } from "@mui/material";
import { type ReactNode, useEffect, useMemo, useRef } from "react";
import { type UseFormReturn, useForm, useWatch } from "react-hook-form";
import { Link, useNavigation, useSubmit } from "react-router";
import type { EditActionData } from "../../../lib/admin/resources/edit-result.ts";
import {
  type FormValues,
  fieldsOf,
  recordToValues,
  valuesToPayload,
} from "../../../lib/admin/resources/form-values.ts";
import type {
  EditedResource,
  FieldSpec,
  ResourceRecord,
  SectionSpec,
} from "../../../lib/admin/resources/types.ts";
import type { RecordForm } from "../../../lib/admin/use-record-form.ts";
import { schemaResolver } from "../../../lib/admin/use-record-form.ts";
import { EditorFrame, EditorSection } from "../editor-frame.tsx";
import { ConflictMerge } from "./conflict-merge.tsx";
import { FieldRow, type InputContext, ResourceField } from "./field-inputs.tsx";

const noop = async () => undefined;

/**
 * A section shown only while a field holds one of the given values. Hidden
 * rather than left out, so its inputs still post what they hold.
 */
function Shown({
  form,
  when,
  children,
}: {
  form: UseFormReturn<FormValues>;
  when: SectionSpec["when"];
  children: ReactNode;
}) {
  if (!when) return <>{children}</>;
  return (
    <ShownWhen form={form} when={when}>
      {children}
    </ShownWhen>
  );
}

function ShownWhen({
  form,
  when,
  children,
}: {
  form: UseFormReturn<FormValues>;
  when: NonNullable<SectionSpec["when"]>;
  children: ReactNode;
}) {
  const value = useWatch({ control: form.control, name: when.field });
  return <Box hidden={!when.is.includes(String(value ?? ""))}>{children}</Box>;
}

/**
 * Create or edit one record of a described resource. A real form posting to
 * the route's action: without JavaScript the browser posts it and the server
 * answers with the form again (values, errors in place, a summary) or a
 * redirect; with it, the same form is checked against the API's schema as
 * you type and posted without a full reload (useSubmit), to the same action.
 */
export function ResourceEditor({
  d,
  record,
  notice,
  map,
  choices,
  now,
  actionData,
}: {
  d: EditedResource;
  record: ResourceRecord | null;
  notice: string | null;
  map: InputContext["map"];
  choices: InputContext["choices"];
  now: string;
  actionData: EditActionData | undefined;
}) {
  const saved = useMemo(() => recordToValues(d, record), [d, record]);
  const invalid = actionData?.kind === "invalid" ? actionData : undefined;
  const form = useForm<FormValues>({
    defaultValues: invalid?.values ?? saved,
    resolver: schemaResolver<FormValues>(d.schema, (v) => valuesToPayload(d, v)),
    // Checked as a field is left, then as it is typed in: errors show inline before any save.
    mode: "onTouched",
    reValidateMode: "onChange",
  });
  const submit = useSubmit();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);

  // A server error posted with JavaScript: focus its field, as a client-side one would.
  useEffect(() => {
    const first = fieldsOf(d).find((f) => invalid?.errors[f.name]);
    if (first) form.setFocus(first.name);
  }, [invalid, d, form]);

  const rf: RecordForm<FormValues, ResourceRecord> = {
    form,
    onSubmit: form.handleSubmit((_v, e) => {
      // A named submit button (Publish: `_set.status`) posts its value too.
      const by = (e?.nativeEvent as SubmitEvent | undefined)?.submitter;
      const target = by instanceof HTMLButtonElement && by.name ? by : formRef.current;
      if (target) void submit(target, { method: "post", preventScrollReset: true });
    }),
    saving: navigation.state === "submitting",
    // A refused command (a submission's Approve) says why where a save's errors do.
    formErrors:
      invalid?.summary ?? (actionData?.kind === "command" ? [actionData.error.message] : []),
    conflict: null,
    reloadTheirs: noop,
    overwrite: noop,
    dismissConflict: () => undefined,
    record,
    changed: (values) =>
      JSON.stringify(valuesToPayload(d, values)) !== JSON.stringify(valuesToPayload(d, saved)),
  };

  if (actionData?.kind === "conflict" && record)
    return <ConflictMerge d={d} record={record} conflict={actionData.conflict} />;

  const ctx: InputContext = { form, recordId: record?.id ?? null, record, map, choices, now };
  const part = { form, record, saving: rf.saving, now };
  const { actions: Actions, aside: Aside, below: Below } = d;
  const field = (spec: FieldSpec) => (
    <ResourceField
      key={spec.name}
      spec={spec}
      ctx={ctx}
      posted={invalid?.values}
      errors={invalid?.errors}
    />
  );
  const title = record ? d.titleOf(record) : `New ${d.noun.toLowerCase()}`;
  const viewPath = record && d.viewPath ? d.viewPath(record) : null;
  return (
    <EditorFrame
      title={title}
      backTo={`/admin/${d.key}`}
      backLabel={`All ${d.plural.toLowerCase()}`}
      noun={d.noun}
      rf={rf}
      method="post"
      formRef={formRef}
      staffOnly={d.role === "superadmin"}
      hiddenFields={
        <>
          {record ? <input type="hidden" name="version" value={record.version} /> : null}
          {/* What this form started from: the original side of a conflict comparison. */}
          <input type="hidden" name="_base" value={JSON.stringify(saved)} />
        </>
      }
      notice={
        notice ? (
          <Alert severity="success" role="status" sx={{ mb: 3 }}>
            {notice}
          </Alert>
        ) : null
      }
      {...(Aside ? { aside: <Aside {...part} /> } : {})}
      actions={
        <>
          {viewPath ? (
            <Button component={Link} to={viewPath} target="_blank">
              View on site
            </Button>
          ) : null}
          {Actions ? <Actions {...part} /> : null}
        </>
      }
    >
      {d.sections.map((s) => (
        <Shown key={s.title} form={form} when={s.when}>
          <EditorSection title={s.title} {...(s.description ? { description: s.description } : {})}>
            {s.fields.map((f) =>
              Array.isArray(f) ? (
                <FieldRow key={f.map((x) => x.name).join()}>{f.map(field)}</FieldRow>
              ) : (
                field(f)
              ),
            )}
          </EditorSection>
        </Shown>
      ))}
      {Below ? <Below {...part} /> : null}
    </EditorFrame>
  );
}
