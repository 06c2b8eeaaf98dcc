import { Autocomplete, TextField } from "@mui/material";
import { useState } from "react";
import { useDebouncedApi } from "../../lib/use-debounced-api.ts";

/** What the pickers need of a venue. */
export interface VenueOption {
  id: string;
  name: string;
  city?: { name: string } | null;
  is_closed?: boolean;
}

const describe = (v: VenueOption) =>
  [v.city?.name, v.is_closed ? "closed" : null].filter(Boolean).join(" · ");

/**
 * Type a few letters of a venue's name (typos are forgiven by the venues
 * search) and pick it. Options come from the v5 venues list as you type.
 */
export function VenueAutocomplete({
  label = "Venue",
  value,
  onChange,
  error,
  name,
  inputRef,
  onBlur,
  size = "small",
}: {
  label?: string;
  value: VenueOption | null;
  onChange: (v: VenueOption | null) => void;
  error?: string | undefined;
  name?: string;
  inputRef?: React.Ref<HTMLInputElement>;
  onBlur?: () => void;
  size?: "small" | "medium";
}) {
  const [input, setInput] = useState("");
  const q = new URLSearchParams({ page_size: "20" });
  if (input.trim() && input !== value?.name) q.set("query", input.trim());
  const { data, loading } = useDebouncedApi<VenueOption[]>(`/places/venues/list?${q}`);
  const options = data ?? [];

  return (
    <Autocomplete
      value={value}
      onChange={(_, v) => onChange(v)}
      inputValue={input}
      onInputChange={(_, v) => setInput(v)}
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      loading={loading}
      size={size}
      renderOption={(props, o) => {
        const { key, ...rest } = props as typeof props & { key: string };
        const more = describe(o);
        return (
          <li key={key} {...rest}>
            <span>
              {o.name}
              {more ? <span style={{ opacity: 0.65 }}> · {more}</span> : null}
            </span>
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          name={name}
          inputRef={inputRef}
          onBlur={onBlur}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
