/**
 * `sx` for text read by screen readers and not shown (MUI's own visuallyHidden
 * is not exported by @mui/material). Strings on purpose: in sx a width of 1
 * means 100%, which would push the page wider than the screen.
 */
export const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  margin: "-1px",
  padding: 0,
  border: 0,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;
