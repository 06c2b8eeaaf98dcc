import { Box, Button, Stack, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { Form, Link, useNavigate, useRevalidator } from "react-router";
import { ImagePicker } from "../../components/image-picker.tsx";
import { ImageUploader } from "../../components/image-uploader.tsx";
import { serverContext } from "../../lib/context.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { orBadRequest } from "../../lib/page.server.ts";
import { requireAdmin } from "../../lib/viewer.server.ts";
import type { Route } from "./+types/files";

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Files · Back office");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { actor } = await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const query = params.get("query") ?? "";
  const page = params.get("page") ?? "0";
  const list = await orBadRequest(
    serverContext(context).services.files.list(actor, { query, page, page_size: "24" }),
  );
  return { ...list, query };
}

export default function AdminFiles({ loaderData }: Route.ComponentProps) {
  const { results, total, page, more, query } = loaderData;
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const [picking, setPicking] = useState(false);
  return (
    <>
      <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
        Files
      </Typography>
      <Box sx={{ mb: 4 }}>
        <ImageUploader type="event" onUploaded={() => void revalidator.revalidate()} />
      </Box>
      <Button variant="outlined" onClick={() => setPicking(true)} sx={{ mb: 2 }}>
        Browse the library
      </Button>
      <ImagePicker
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(c) => {
          setPicking(false);
          void navigate(`/admin/files/${c.id}`);
        }}
      />
      <Form method="get" role="search">
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <TextField
            name="query"
            size="small"
            label="Search file names and captions"
            defaultValue={query}
          />
          <Button type="submit" variant="outlined">
            Search
          </Button>
        </Stack>
      </Form>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {total} {total === 1 ? "file" : "files"}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: "none",
          p: 0,
          m: 0,
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr 1fr", sm: "repeat(3, 1fr)", md: "repeat(4, 1fr)" },
        }}
      >
        {results.map((f) => {
          const thumb = f.versions.CARD_SMALL ?? f.versions.THUMB ?? f.versions.FULL;
          return (
            <Box component="li" key={f.id} data-testid="file-tile">
              <Link to={`/admin/files/${f.id}`} style={{ color: "inherit" }}>
                {thumb ? (
                  <Box
                    component="img"
                    src={thumb.url}
                    alt={f.alt_text ?? ""}
                    width={thumb.width}
                    height={thumb.height}
                    loading="lazy"
                    sx={{ width: "100%", height: "auto", display: "block", bgcolor: "grey.100" }}
                  />
                ) : null}
                <Typography variant="body2" sx={{ mt: 0.5, wordBreak: "break-all" }}>
                  {f.filename}
                </Typography>
              </Link>
            </Box>
          );
        })}
      </Box>
      <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
        {page > 0 ? (
          <Button component={Link} to={`?query=${encodeURIComponent(query)}&page=${page - 1}`}>
            ← Newer
          </Button>
        ) : null}
        {more ? (
          <Button component={Link} to={`?query=${encodeURIComponent(query)}&page=${page + 1}`}>
            Older →
          </Button>
        ) : null}
      </Stack>
    </>
  );
}
