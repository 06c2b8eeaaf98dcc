import { Box, Button, Stack, TextField, Typography } from "@mui/material";
import { type MouseEvent, useState } from "react";
import { useHydrated } from "../lib/use-hydrated.ts";
import { ImageUploader } from "./image-uploader.tsx";

export interface SubmitImageValue {
  id: string;
  url: string;
  width: number;
  height: number;
}

/**
 * The event's picture: uploaded through the files API (as "submission", a
 * type any confirmed user may upload) and named by the form's hidden field;
 * a click on it sets the focal point every crop keeps, and the two fraction
 * inputs say the same without a mouse. Uploading needs JavaScript (the bytes
 * go straight to storage); the page says so without it.
 */
export function SubmitImage({
  image: initial,
  focus,
  error,
}: {
  image: SubmitImageValue | null;
  focus: { x: string; y: string };
  error: string | undefined;
}) {
  const hydrated = useHydrated();
  const [image, setImage] = useState(initial);
  const [x, setX] = useState(focus.x);
  const [y, setY] = useState(focus.y);
  const pick = (e: MouseEvent<HTMLElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    const clamp = (v: number) => String(Math.min(1, Math.max(0, Math.round(v * 100) / 100)));
    setX(clamp((e.clientX - r.left) / r.width));
    setY(clamp((e.clientY - r.top) / r.height));
  };
  const fx = Number(x || 0.5);
  const fy = Number(y || 0.5);
  return (
    <Stack spacing={2}>
      <input type="hidden" name="primary_image_id" value={image?.id ?? ""} />
      {image ? (
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Click the part of the picture that must stay in every crop.
          </Typography>
          <Box
            onClick={pick}
            data-testid="focal-picker"
            sx={{
              position: "relative",
              display: "inline-block",
              maxWidth: "100%",
              cursor: "crosshair",
            }}
          >
            <Box
              component="img"
              src={image.url}
              alt="The picture you chose"
              width={image.width}
              height={image.height}
              sx={{
                display: "block",
                maxWidth: "100%",
                maxHeight: 360,
                width: "auto",
                height: "auto",
              }}
            />
            {Number.isFinite(fx) && Number.isFinite(fy) ? (
              <Box
                aria-hidden="true"
                sx={{
                  position: "absolute",
                  left: `${fx * 100}%`,
                  top: `${fy * 100}%`,
                  width: 24,
                  height: 24,
                  ml: "-12px",
                  mt: "-12px",
                  borderRadius: "50%",
                  border: "3px solid #fff",
                  boxShadow: "0 0 0 2px #000",
                }}
              />
            ) : null}
          </Box>
          <Stack direction="row" spacing={2} sx={{ mt: 2, maxWidth: 420 }}>
            <TextField
              label="Focus from the left (0–1)"
              name="focus_x"
              value={x}
              onChange={(e) => setX(e.target.value)}
              size="small"
              inputMode="decimal"
              error={Boolean(error)}
            />
            <TextField
              label="Focus from the top (0–1)"
              name="focus_y"
              value={y}
              onChange={(e) => setY(e.target.value)}
              size="small"
              inputMode="decimal"
              error={Boolean(error)}
            />
          </Stack>
          {hydrated ? (
            <Button color="secondary" sx={{ mt: 1 }} onClick={() => setImage(null)}>
              Remove the picture
            </Button>
          ) : null}
        </Box>
      ) : null}
      {error ? (
        <Typography color="error" variant="body2">
          {error}
        </Typography>
      ) : null}
      {hydrated ? (
        <ImageUploader
          type="submission"
          withText={false}
          label={image ? "Upload another picture" : "Upload a picture"}
          onUploaded={(c) => {
            const v = c.versions.SIZED ?? c.versions.FULL ?? c.versions.CARD_LARGE;
            if (!v) return;
            setImage({ id: c.id, url: v.url, width: v.width, height: v.height });
            setX("0.5");
            setY("0.5");
          }}
        />
      ) : (
        <Typography color="text.secondary">
          Adding a picture needs JavaScript. Save the rest as a draft and add the picture later from
          a browser with JavaScript on, or send it without one.
        </Typography>
      )}
    </Stack>
  );
}
