import type { openStatus, weeklyHoursRows } from "../../core/venues/hours.ts";
import { Chip } from "./chip.tsx";
import { Box, Typography } from "./ui/index.ts";

type HoursRows = ReturnType<typeof weeklyHoursRows>;
type Status = ReturnType<typeof openStatus>;

/** "Open now · until 5pm" in Chicago time, computed by the server for the page's now. */
export function OpenStatusBadge({ status }: { status: Status | null }) {
  if (!status?.label) return null;
  const open = status.state === "open";
  return (
    <Box
      sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}
      data-testid="open-status"
    >
      <Chip className={open ? "ac-chip--small ac-chip--open" : "ac-chip--small ac-chip--closed"}>
        {status.label}
      </Chip>
      {status.detail ? (
        <Typography variant="body2" color="text.secondary">
          {status.detail}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The week's opening hours, Monday first, today in bold. */
export function WeeklyHours({ rows, note }: { rows: HoursRows; note?: string | null }) {
  const known = rows.some((r) => r.text !== "Closed");
  return (
    <Box>
      {known ? (
        <Box
          component="table"
          sx={{ borderCollapse: "collapse", "& td": { py: 0.25, pr: 3, verticalAlign: "top" } }}
        >
          <caption style={{ position: "absolute", left: -9999 }}>Opening hours</caption>
          <tbody>
            {rows.map((r) => (
              <Box
                component="tr"
                key={r.weekday}
                aria-current={r.isToday ? "date" : undefined}
                sx={{
                  fontWeight: r.isToday ? 700 : 400,
                  color: r.isToday ? "text.primary" : "text.secondary",
                }}
              >
                <td>
                  {r.name}
                  {r.isToday ? " (today)" : ""}
                </td>
                <td>{r.text}</td>
              </Box>
            ))}
          </tbody>
        </Box>
      ) : null}
      {note ? <Typography sx={{ mt: known ? 1 : 0 }}>{note}</Typography> : null}
      {!known && !note ? <Typography color="text.secondary">Hours not listed.</Typography> : null}
    </Box>
  );
}
