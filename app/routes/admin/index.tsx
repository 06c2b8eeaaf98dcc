import { Card, CardActionArea, CardContent, Grid, Typography } from "@mui/material";
import { Link, useRouteLoaderData } from "react-router";
import { sectionsFor } from "../../lib/admin/roles.ts";
import { privateMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/index";
import { adminSections, type loader as layoutLoader } from "./layout.tsx";

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Back office");

export default function AdminHome() {
  const role = useRouteLoaderData<typeof layoutLoader>("routes/admin/layout")?.role ?? "superadmin";
  return (
    <>
      <Typography variant="h2" component="h1" sx={{ mb: 3 }}>
        Back office
      </Typography>
      <Grid container spacing={2}>
        {sectionsFor(adminSections, role).map((s) => (
          <Grid key={s.to} size={{ xs: 12, sm: 6 }}>
            <Card variant="outlined">
              <CardActionArea component={Link} to={s.to}>
                <CardContent>
                  <Typography variant="h4" component="h2">
                    {s.label}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
