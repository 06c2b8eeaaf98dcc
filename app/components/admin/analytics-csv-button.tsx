import { Button } from "@mui/material";

/** The report as a CSV file: a plain link, signed in by the session cookie. */
export function AnalyticsCsvButton({ start, end }: { start: string; end: string }) {
  const q = new URLSearchParams({ start, end });
  return (
    <Button variant="outlined" href={`/admin/analytics.csv?${q}`} download>
      Download CSV
    </Button>
  );
}
