import { Alert, Box, Button, Stack, TextField, Typography } from "@mui/material";
import { type MouseEvent, useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { ApiError } from "../../../core/errors.ts";
import { ImageCrops } from "../../components/image-crops.tsx";
import { serverContext } from "../../lib/context.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { orNotFound } from "../../lib/page.server.ts";
import { requireAdmin } from "../../lib/viewer.server.ts";
import type { Route } from "./+types/file";

export const meta = (args: Route.MetaArgs) => privateMeta(args, "File · Back office");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return {
    file: await orNotFound(serverContext(context).services.files.get("id", params.id), "File"),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { actor } = await requireAdmin(request, context);
  const form = await request.formData();
  const num = (name: string) => Number(form.get(name));
  try {
    const file = await serverContext(context).services.files.update(actor, params.id, {
      caption: String(form.get("caption") ?? ""),
      alt_text: String(form.get("alt_text") ?? ""),
      focal_point: { x: num("focal_x"), y: num("focal_y") },
      version: num("version"),
    });
    return { ok: true as const, file };
  } catch (err) {
    if (err instanceof ApiError) {
      return data(
        { ok: false as const, message: err.errors?.[0]?.message ?? err.message },
        { status: err.status },
      );
    }
    throw err;
  }
}

export default function AdminFile({ loaderData, actionData }: Route.ComponentProps) {
  const file = actionData?.ok ? actionData.file : loaderData.file;
  const [focal, setFocal] = useState(file.focal_point);
  const saving = useNavigation().state === "submitting";
  const full = file.versions.SIZED ?? file.versions.FULL;
  const pick = (e: MouseEvent<HTMLElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    // Hundredths, as the fields below step: a point the fields' own check would
    // refuse (0.495 against step 0.01) silently stopped the form from submitting.
    const clamp = (v: number) => Math.min(1, Math.max(0, Math.round(v * 100) / 100));
    setFocal({
      x: clamp((e.clientX - r.left) / r.width),
      y: clamp((e.clientY - r.top) / r.height),
    });
  };
  return (
    <>
      <Link to="/admin/files">← All files</Link>
      <Typography variant="h2" component="h1" sx={{ my: 2, wordBreak: "break-all" }}>
        {file.filename}
      </Typography>
      {actionData && !actionData.ok ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {actionData.message}
        </Alert>
      ) : null}
      {actionData?.ok ? (
        <Alert severity="success" sx={{ mb: 2 }} role="status">
          Saved. The crops below follow the new focal point.
        </Alert>
      ) : null}
      <Form method="post" key={file.version}>
        <input type="hidden" name="version" value={file.version} />
        <input type="hidden" name="focal_x" value={focal.x} />
        <input type="hidden" name="focal_y" value={focal.y} />
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
          {full ? (
            <Box>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                Click the part of the image that must stay in every crop (the focal point). Without
                a mouse, type it below as fractions from the left and the top.
              </Typography>
              <Box
                onClick={pick}
                data-testid="focal-picker"
                sx={{
                  position: "relative",
                  cursor: "crosshair",
                  display: "inline-block",
                  maxWidth: "100%",
                }}
              >
                <Box
                  component="img"
                  src={full.url}
                  alt={file.alt_text ?? ""}
                  width={full.width}
                  height={full.height}
                  sx={{ display: "block", maxWidth: "100%", height: "auto" }}
                />
                <Box
                  aria-hidden="true"
                  sx={{
                    position: "absolute",
                    left: `${focal.x * 100}%`,
                    top: `${focal.y * 100}%`,
                    width: 24,
                    height: 24,
                    ml: "-12px",
                    mt: "-12px",
                    borderRadius: "50%",
                    border: "3px solid #fff",
                    boxShadow: "0 0 0 2px #000",
                  }}
                />
              </Box>
            </Box>
          ) : null}
          <Stack direction="row" spacing={2}>
            {(["x", "y"] as const).map((axis) => (
              <TextField
                key={axis}
                label={`Focal point, from the ${axis === "x" ? "left" : "top"} (0–1)`}
                size="small"
                type="number"
                fullWidth
                slotProps={{ htmlInput: { step: 0.01, min: 0, max: 1 } }}
                value={focal[axis]}
                onChange={(e) => setFocal({ ...focal, [axis]: Number(e.target.value) })}
              />
            ))}
          </Stack>
          <TextField
            name="caption"
            label="Caption"
            defaultValue={file.caption ?? ""}
            size="small"
          />
          <TextField
            name="alt_text"
            label="Alt text"
            defaultValue={file.alt_text ?? ""}
            size="small"
          />
          <Box>
            <Button type="submit" variant="contained" disabled={saving}>
              {saving ? "Saving and making the crops…" : "Save"}
            </Button>
          </Box>
        </Stack>
      </Form>
      <Typography variant="h3" component="h2" sx={{ mt: 4, mb: 2 }}>
        Versions
      </Typography>
      <ImageCrops container={file} />
      <Box component="ul" sx={{ mt: 2 }}>
        {Object.entries(file.versions).map(([name, v]) => (
          <li key={name}>
            <a href={v.url}>{name}</a> · {v.width}×{v.height}
          </li>
        ))}
      </Box>
    </>
  );
}
