import { Box, Button, Stack } from "@mui/material";
import { Form } from "react-router";
import type { ResourceDescription, ResourceRecord } from "../../../lib/admin/resources/types.ts";

/**
 * A viewed resource's row commands (the trash's Restore): each a form posting
 * `_command` to the record's page, whose action runs it and redirects, so it
 * works in the grid and in the plain table without JavaScript alike.
 */
export function RowCommands({ d, row }: { d: ResourceDescription; row: ResourceRecord }) {
  return (
    <Stack direction="row" spacing={1}>
      {(d.list.rowCommands ?? []).map((c) => (
        <Form key={c.command} method="post" action={`/admin/${d.key}/${row.id}`}>
          <input type="hidden" name="_command" value={c.command} />
          <Button
            type="submit"
            size="small"
            variant="outlined"
            aria-label={`${c.label} ${d.titleOf(row)}`}
          >
            {c.label}
          </Button>
        </Form>
      ))}
    </Stack>
  );
}

/** A small picture in a list cell (a file's thumbnail). */
export function CellImage({ image }: { image: { url: string; alt: string } | null }) {
  if (!image) return null;
  return (
    <Box
      component="img"
      src={image.url}
      alt={image.alt}
      loading="lazy"
      sx={{ width: 48, height: 48, objectFit: "cover", flexShrink: 0, bgcolor: "grey.100" }}
    />
  );
}
