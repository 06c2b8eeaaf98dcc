import { Card, CardActionArea, CardContent, Grid, Typography } from "@mui/material";
import { Link } from "react-router";
import { privateMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/index";
import { adminSections } from "./layout.tsx";

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Back office");

export default function AdminHome() {
  return (
    <>
      <Typography variant="h2" component="h1" sx={{ mb: 3 }}>
        Back office
      </Typography>
      <Grid container spacing={2}>
        {adminSections.map((s) => (
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
