import { Box, Stack, Typography } from "@mui/material";
import type { FileContainer } from "../lib/upload.ts";

const SHOWN = ["CARD_LARGE", "CARD_SMALL", "THUMB", "CARD_PROGRESSIVE"] as const;

/** The crops of an image side by side, each at a readable size with its exact pixels. */
export function ImageCrops({ container }: { container: FileContainer }) {
  return (
    <Stack direction="row" sx={{ flexWrap: "wrap", gap: 2, alignItems: "flex-end" }}>
      {SHOWN.filter((n) => container.versions[n]).map((name) => {
        const v = container.versions[name]!;
        return (
          <Box key={name} component="figure" sx={{ m: 0 }} data-testid={`crop-${name}`}>
            <Box
              component="img"
              src={v.url}
              alt=""
              width={v.width}
              height={v.height}
              sx={{
                display: "block",
                width: Math.min(v.width, 240),
                height: "auto",
                border: 1,
                borderColor: "divider",
              }}
            />
            <Typography component="figcaption" variant="caption" color="text.secondary">
              {name} · {v.width}×{v.height}
            </Typography>
          </Box>
        );
      })}
    </Stack>
  );
}
