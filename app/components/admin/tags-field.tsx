import { Autocomplete, Chip, TextField } from "@mui/material";
import { useState } from "react";
import { useDebouncedApi } from "../../lib/use-debounced-api.ts";

/**
 * Free-form tags with suggestions from the tags events already use (most
 * used first), so the same idea isn't spelled three ways. Enter or comma adds
 * what was typed.
 */
export function TagsField({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string | undefined;
}) {
  const [input, setInput] = useState("");
  const q = new URLSearchParams({ page_size: "20" });
  if (input.trim()) q.set("query", input.trim());
  const { data } = useDebouncedApi<{ tag: string; count: number }[]>(`/calendar/tags/list?${q}`);
  const options = (data ?? []).map((r) => r.tag);

  const add = (raw: string[]) =>
    onChange([...new Set(raw.map((t) => t.trim().toLowerCase()).filter(Boolean))]);

  return (
    <Autocomplete
      multiple
      freeSolo
      value={value}
      onChange={(_, v) => add(v)}
      inputValue={input}
      onInputChange={(_, v) => {
        if (v.endsWith(",")) {
          add([...value, v.slice(0, -1)]);
          setInput("");
        } else setInput(v);
      }}
      options={options.filter((o) => !value.includes(o))}
      renderValue={(tags, getItemProps) =>
        tags.map((tag, index) => {
          const { key, ...rest } = getItemProps({ index });
          return <Chip key={key} label={tag} size="small" {...rest} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label="Tags"
          name="tags"
          error={Boolean(error)}
          helperText={error ?? "Press Enter or a comma after each tag."}
        />
      )}
    />
  );
}
