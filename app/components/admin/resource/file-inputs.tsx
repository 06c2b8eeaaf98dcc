import { Box, FormHelperText, Stack, TextField, Typography } from "@mui/material";
import type { ComponentType, MouseEvent } from "react";
import { Controller } from "react-hook-form";
import type { FileKindSpec, FocalPoint } from "../../../lib/admin/resources/file-kinds.ts";
import type { InputProps } from "./field-inputs.tsx";

type Versions = Record<string, { url: string; width: number; height: number }>;

// The inputs of the kinds in resources/file-kinds.ts, each with named
// controls the codec reads back.
export const fileInputs: { [K in FileKindSpec["kind"]]: ComponentType<InputProps<K>> } = {
  // Two number inputs, which post without JavaScript; with it, a click on the
  // picture (the record's largest version) sets them too.
  focalPoint: ({ spec, ctx, serverError }) => {
    const versions = (ctx.record?.versions ?? {}) as Versions;
    const full = versions.SIZED ?? versions.FULL;
    const alt = typeof ctx.record?.alt_text === "string" ? ctx.record.alt_text : "";
    return (
      <Controller
        control={ctx.form.control}
        name={spec.name}
        render={({ field, fieldState }) => {
          const focal = field.value as FocalPoint;
          const pick = (e: MouseEvent<HTMLElement>) => {
            const r = e.currentTarget.getBoundingClientRect();
            // Hundredths, as the inputs step: a finer point would fail their own check.
            const clamp = (v: number) => Math.min(1, Math.max(0, Math.round(v * 100) / 100));
            field.onChange({
              x: clamp((e.clientX - r.left) / r.width),
              y: clamp((e.clientY - r.top) / r.height),
            });
          };
          const error = fieldState.error?.message ?? serverError;
          return (
            <Box>
              {full ? (
                <>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    Click the part of the image that must stay in every crop. Without a mouse, type
                    it below as fractions from the left and the top.
                  </Typography>
                  <Box
                    onClick={pick}
                    data-testid="focal-picker"
                    sx={{
                      position: "relative",
                      cursor: "crosshair",
                      display: "inline-block",
                      maxWidth: "100%",
                      mb: 2,
                    }}
                  >
                    <Box
                      component="img"
                      src={full.url}
                      alt={alt}
                      width={full.width}
                      height={full.height}
                      sx={{ display: "block", maxWidth: "100%", height: "auto" }}
                    />
                    {Number.isFinite(focal.x) && Number.isFinite(focal.y) ? (
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
                    ) : null}
                  </Box>
                </>
              ) : null}
              <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
                {(["x", "y"] as const).map((axis) => (
                  <TextField
                    key={axis}
                    name={`${spec.name}.${axis}`}
                    label={`${spec.label}, from the ${axis === "x" ? "left" : "top"} (0–1)`}
                    size="small"
                    type="number"
                    fullWidth
                    error={Boolean(error)}
                    slotProps={{ htmlInput: { step: 0.01, min: 0, max: 1 } }}
                    value={Number.isFinite(focal[axis]) ? focal[axis] : ""}
                    onChange={(e) =>
                      field.onChange({
                        ...focal,
                        [axis]: e.target.value === "" ? Number.NaN : Number(e.target.value),
                      })
                    }
                    onBlur={field.onBlur}
                  />
                ))}
              </Stack>
              {error ? <FormHelperText error>{error}</FormHelperText> : null}
            </Box>
          );
        }}
      />
    );
  },
};
