import { Box, Button } from "@mui/material";

/** "Download CSV" of the orders list as filtered now: a plain link, so it works without JavaScript. */
export function OrderCsvLink({ filters }: { filters: Record<string, string> }) {
  const params = new URLSearchParams(Object.entries(filters).filter(([, v]) => v !== ""));
  const query = params.toString();
  return (
    <Box sx={{ mb: 2 }}>
      <Button variant="outlined" href={`/admin/orders.csv${query ? `?${query}` : ""}`} download>
        Download CSV
      </Button>
    </Box>
  );
}
