import { Box, Chip, Link as MuiLink, Paper, Stack, Typography } from "@mui/material";
import { useLoaderData } from "react-router";
import { NewerOlderLinks } from "../../components/admin/newer-older-links.tsx";
import { serverContext } from "../../lib/context.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { orBadRequest } from "../../lib/page.server.ts";
import { requireAdmin } from "../../lib/viewer.server.ts";
import type { Route } from "./+types/outbox";

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Outbox · Back office");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { actor } = await requireAdmin(request, context);
  const { services } = serverContext(context);
  const query = Object.fromEntries(new URL(request.url).searchParams);
  return {
    list: await orBadRequest(services.outbox.list(actor, query)),
    driver: services.mailer.driver,
  };
}

const linkify = (text: string) =>
  text.split(/(https?:\/\/\S+)/).map((part, i) =>
    /^https?:\/\//.test(part) ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
      <MuiLink key={i} href={part} sx={{ wordBreak: "break-all" }}>
        {part}
      </MuiLink>
    ) : (
      part
    ),
  );

export default function Outbox() {
  const { list, driver } = useLoaderData<typeof loader>();
  return (
    <>
      <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
        Outbox
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {driver === "outbox"
          ? "No mail server is configured (SMTP_URL), so the site keeps its mail here instead of sending it. Newest first."
          : "Mail is sent through SMTP now; these are messages kept from before."}
      </Typography>
      {list.results.length === 0 ? <Typography>No messages yet.</Typography> : null}
      <Stack spacing={2}>
        {list.results.map((m) => (
          <Paper key={m.id} variant="outlined" sx={{ p: 2 }} data-testid="outbox-message">
            <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
              <Chip size="small" label={m.kind.replace("_", " ")} />
              <Typography sx={{ fontWeight: 700 }}>{m.subject}</Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              To {m.to} ·{" "}
              {new Date(m.created_date).toLocaleString("en-US", { timeZone: "America/Chicago" })}
            </Typography>
            <Box
              component="pre"
              sx={{ whiteSpace: "pre-wrap", fontFamily: "inherit", mt: 1.5, mb: 0 }}
            >
              {linkify(m.text)}
            </Box>
          </Paper>
        ))}
      </Stack>
      <NewerOlderLinks page={list.page} more={list.more} />
    </>
  );
}
