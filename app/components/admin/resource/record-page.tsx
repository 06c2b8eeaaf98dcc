import { Alert, Box, Link as MuiLink, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import type { EditActionData } from "../../../lib/admin/resources/edit-result.ts";
import {
  inSentence,
  type ResourceRecord,
  type ViewedResource,
} from "../../../lib/admin/resources/types.ts";

/**
 * A viewed resource's record page (a user, a membership): the way back to
 * the list, the heading, the notice of the last command, then the
 * description's own view with its command forms.
 */
export function RecordPage({
  d,
  record,
  notice,
  now,
  actionData,
}: {
  d: ViewedResource;
  record: ResourceRecord;
  notice: string | null;
  now: string;
  actionData: EditActionData | undefined;
}) {
  const View = d.page.view;
  return (
    <>
      <MuiLink component={Link} to={`/admin/${d.key}`}>
        ← All {inSentence(d.plural)}
      </MuiLink>
      <Typography variant="h2" component="h1" sx={{ mt: 1, mb: 3, overflowWrap: "anywhere" }}>
        {d.titleOf(record)}
      </Typography>
      {notice ? (
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {notice}
        </Alert>
      ) : null}
      <View
        record={record}
        now={now}
        error={actionData?.kind === "command" ? actionData.error : null}
      />
    </>
  );
}

/** An instant as the record pages show it: Chicago's date and time, or a dash for none. */
export const whenShown = (iso: unknown) =>
  typeof iso === "string"
    ? new Date(iso).toLocaleString("en-US", { timeZone: "America/Chicago" })
    : "—";

/** A form that posts one of the page's commands (`_command`); works without JavaScript. */
export function CommandForm({ command, children }: { command: string; children: ReactNode }) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="_command" value={command} />
      {children}
    </Form>
  );
}

/** The record's facts as a two-column list of terms and values. */
export function FactList({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: "grid",
        gridTemplateColumns: "max-content 1fr",
        columnGap: 3,
        rowGap: 1,
      }}
    >
      {rows.map(([k, v]) => (
        <Box key={k} sx={{ display: "contents" }}>
          <Typography component="dt" color="text.secondary">
            {k}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: "anywhere" }}>
            {v}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
