import { Box, Container, Link as MuiLink, Stack, Typography } from "@mui/material";
import { AdapterLuxon } from "@mui/x-date-pickers/AdapterLuxon";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { NavLink, Outlet, useLoaderData } from "react-router";
import { MuiTheme } from "../../components/mui-theme.tsx";
import { QueryProvider } from "../../components/query-provider.tsx";
import { visuallyHidden } from "../../components/visually-hidden.ts";
import { sectionsFor } from "../../lib/admin/roles.ts";
import { serverContext } from "../../lib/context.server.ts";
import { type QueueCounts, useQueueCounts } from "../../lib/realtime/use-queue-counts.ts";
import { requireBackOffice } from "../../lib/viewer.server.ts";
import type { Route } from "./+types/layout";

// The back office shell. Sections arrive with later issues (events, venues,
// blog, marquee, shop); each adds one entry here.
export const adminSections = [
  { to: "/admin/events", label: "Events" },
  { to: "/admin/submissions?state=pending", label: "Submissions", queue: "submissions" },
  { to: "/admin/venues", label: "Venues" },
  { to: "/admin/cities", label: "Cities" },
  { to: "/admin/guides", label: "Guides" },
  { to: "/admin/articles", label: "Articles" },
  { to: "/admin/authors", label: "Authors" },
  { to: "/admin/categories", label: "Categories" },
  { to: "/admin/marquee", label: "Marquee" },
  { to: "/admin/adverts", label: "Adverts" },
  { to: "/admin/analytics", label: "Analytics" },
  { to: "/admin/products", label: "Products" },
  { to: "/admin/orders", label: "Orders" },
  { to: "/admin/shipping-rates", label: "Shipping rates" },
  { to: "/admin/subscriptions", label: "Memberships" },
  { to: "/admin/users", label: "Users" },
  { to: "/admin/api-keys", label: "API keys" },
  { to: "/admin/webhooks", label: "Webhooks" },
  { to: "/admin/files", label: "Files" },
  { to: "/admin/outbox", label: "Outbox" },
  { to: "/admin/jobs", label: "Jobs" },
  { to: "/admin/trash", label: "Trash" },
] as const satisfies readonly { to: string; label: string; queue?: keyof QueueCounts }[];

export async function loader({ request, context }: Route.LoaderArgs) {
  // Staff, or a venue editor, who sees only their sections (app/lib/admin/roles.ts).
  const { actor, role } = await requireBackOffice(request, context);
  if (role !== "superadmin") return { role, queue: null };
  const { submissions } = serverContext(context).services;
  return { role, queue: { submissions: await submissions.pendingCount(actor) } };
}

// Search engines never index the back office, whatever a page's head says.
export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex" });

function AdminLayout() {
  const { role, queue } = useLoaderData<typeof loader>();
  const counts = useQueueCounts(queue);
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack direction={{ xs: "column", md: "row" }} spacing={{ xs: 2, md: 5 }}>
        <Box component="nav" aria-label="Admin" sx={{ minWidth: 180 }}>
          <Typography variant="overline" color="text.secondary" component="p">
            <MuiLink component={NavLink} to="/admin" end color="inherit" underline="none">
              Back office
            </MuiLink>
          </Typography>
          <Stack
            direction={{ xs: "row", md: "column" }}
            spacing={{ xs: 2, md: 1 }}
            sx={{ mt: 1, overflowX: "auto" }}
          >
            {sectionsFor(adminSections, role).map((s) => (
              <MuiLink
                key={s.to}
                component={NavLink}
                to={s.to}
                underline="none"
                sx={{
                  color: "text.primary",
                  fontWeight: 600,
                  whiteSpace: "nowrap",
                  "&.active": { color: "primary.main" },
                }}
              >
                {s.label}
                {"queue" in s && counts ? <QueueCount count={counts[s.queue]} /> : null}
              </MuiLink>
            ))}
          </Stack>
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {/* Only the back office has date pickers; public pages don't ship their adapter. */}
          <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="en-US">
            <Outlet />
          </LocalizationProvider>
        </Box>
      </Stack>
    </Container>
  );
}

/** How many wait, beside the section's name: read as "Submissions, 3 waiting". */
function QueueCount({ count }: { count: number }) {
  if (!count) return null;
  return (
    <Box
      component="span"
      data-testid="queue-count"
      sx={{
        ml: 1,
        px: 0.75,
        borderRadius: 8,
        bgcolor: "warning.main",
        color: "warning.contrastText",
        fontSize: "0.8em",
      }}
    >
      <Box component="span" sx={visuallyHidden}>
        ,{" "}
      </Box>
      {count}
      <Box component="span" sx={visuallyHidden}>
        {" "}
        waiting
      </Box>
    </Box>
  );
}

// Built with MUI, and the one reader of TanStack Query's cache: both come with
// the back office, not with every page (components/mui-theme.tsx, query-provider.tsx).
export default function Page() {
  return (
    <MuiTheme>
      <QueryProvider>
        <AdminLayout />
      </QueryProvider>
    </MuiTheme>
  );
}
