import { Box, Stack, Typography } from "@mui/material";
import type { FileContainer } from "../../lib/upload.ts";

/**
 * The advert's two pictures whole, as the site serves them (SIZED, else
 * FULL; adverts have no card crops), with the badge above. A missing picture
 * falls back to the other one, as on the site; with neither, the site shows
 * the client and label in a box.
 */
export function AdvertPreview({
  badge,
  client,
  label,
  desktop,
  mobile,
  placement,
}: {
  /** Beside the form on wide screens; among the image fields on narrower ones. */
  placement: "aside" | "inline";
  badge: string;
  client: string;
  label: string;
  desktop: FileContainer | null;
  mobile: FileContainer | null;
}) {
  const pick = (c: FileContainer | null) => c?.versions.SIZED ?? c?.versions.FULL ?? null;
  const wide = pick(desktop) ?? pick(mobile);
  const narrow = pick(mobile) ?? pick(desktop);
  const view = (title: string, v: ReturnType<typeof pick>, maxWidth: number) => (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {title}
      </Typography>
      <Box sx={{ textAlign: "center", maxWidth, border: 1, borderColor: "divider", p: 1 }}>
        <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 2 }}>
          {badge || "Advertisement"}
        </Typography>
        {v ? (
          <Box
            component="img"
            src={v.url}
            alt=""
            sx={{ display: "block", maxWidth: "100%", height: "auto", mx: "auto" }}
          />
        ) : (
          <Box sx={{ border: 1, borderColor: "divider", p: 2 }}>
            <Typography sx={{ fontWeight: 700 }}>{client || "Client"}</Typography>
            <Typography>{label || "Label"}</Typography>
          </Box>
        )}
      </Box>
    </Box>
  );
  return (
    <Box
      component="section"
      aria-label="Advert preview"
      sx={{
        display: placement === "aside" ? { xs: "none", lg: "block" } : { xs: "block", lg: "none" },
      }}
    >
      <Typography
        variant={placement === "aside" ? "h5" : "subtitle2"}
        component={placement === "aside" ? "h2" : "h3"}
        sx={{ mb: 1 }}
      >
        Preview
      </Typography>
      <Stack spacing={2}>
        {view("On a computer", wide, 320)}
        {view("On a phone", narrow, 200)}
      </Stack>
    </Box>
  );
}
