import { Box, TextField } from "@mui/material";
import { nestedMessages } from "../../../lib/admin/form-errors.ts";
import type { LinkRow } from "../../../lib/admin/resources/venue-kinds.ts";
import { type LinkRowErrors, LinksEditor, linkTypeOptions, NEW_LINK } from "../links-editor.tsx";
import type { InputProps } from "./field-inputs.tsx";
import { PlainGroup, RowsInput } from "./rows-input.tsx";

/**
 * Links elsewhere. Without JavaScript (and until the page hydrates) each row
 * as plain inputs `{name}.N.type`, `.url`, `.label`, plus one blank row to add
 * a link (emptying a row's URL and label removes it); with it the links
 * editor, its rows posted in hidden inputs of the same names.
 */
export function LinksInput({ spec, ctx, serverError }: InputProps<"links">) {
  return (
    <RowsInput<LinkRow[]>
      name={spec.name}
      ctx={ctx}
      plain={(value, fs) => (
        <PlainLinks
          name={spec.name}
          label={spec.label}
          value={value ?? []}
          error={fs.error?.message ?? serverError}
        />
      )}
      editor={(field, fs) => {
        const m = nestedMessages(fs.error);
        const errors: Array<LinkRowErrors | undefined> = [];
        for (const [k, v] of Object.entries(m.byKey)) errors[Number(k)] = v as LinkRowErrors;
        const error = m.own ?? serverError;
        return (
          <LinksEditor
            label={spec.label}
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            errors={errors}
            {...(error ? { error } : {})}
          />
        );
      }}
      posted={(value) =>
        (value ?? []).flatMap((link, i): [string, string][] => [
          [`${spec.name}.${i}.type`, link.type],
          [`${spec.name}.${i}.url`, link.url],
          [`${spec.name}.${i}.label`, link.label ?? ""],
        ])
      }
    />
  );
}

function PlainLinks({
  name,
  label,
  value,
  error,
}: {
  name: string;
  label: string;
  value: LinkRow[];
  error: string | undefined;
}) {
  const rows = [...value, { ...NEW_LINK }];
  return (
    <PlainGroup
      label={label}
      hint="The last row adds a link; empty a row's URL and label to remove it."
      error={error}
    >
      {rows.map((link, i) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: the row number is the inputs' name
          key={i}
          role="group"
          aria-label={i < value.length ? `Link ${i + 1}` : "New link"}
          sx={{ display: "flex", flexDirection: { xs: "column", sm: "row" }, gap: 1.5, mb: 2 }}
        >
          <TextField
            select
            size="small"
            label="Type"
            name={`${name}.${i}.type`}
            defaultValue={link.type}
            sx={{ width: { xs: "100%", sm: "10rem" }, flexShrink: 0 }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {linkTypeOptions(link.type).map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </TextField>
          <TextField
            size="small"
            type="url"
            label="URL"
            placeholder="https://…"
            name={`${name}.${i}.url`}
            defaultValue={link.url}
            error={Boolean(error)}
            sx={{ flex: 2, minWidth: 0 }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            label="Label (optional)"
            name={`${name}.${i}.label`}
            defaultValue={link.label ?? ""}
            sx={{ flex: 1, minWidth: 0 }}
          />
        </Box>
      ))}
    </PlainGroup>
  );
}
