import { createTheme } from "@mui/material/styles";
import { ACCENT, INK } from "./colors.ts";

// A gallery wall, not a dashboard: white space, near-black type, one accent
// for actions (an ultramarine after International Klein Blue). Public pages
// draw without MUI from app/styles/ui.css, which repeats these values.
export { ACCENT, INK };

export const theme = createTheme({
  cssVariables: false,
  palette: {
    mode: "light",
    primary: { main: ACCENT, contrastText: "#ffffff" },
    secondary: { main: INK },
    text: { primary: INK, secondary: "#555555" },
    background: { default: "#ffffff", paper: "#ffffff" },
    divider: "#e6e6e6",
  },
  shape: { borderRadius: 4 },
  typography: {
    fontFamily:
      '"Inter Variable", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    h1: {
      fontWeight: 800,
      fontSize: "clamp(2.25rem, 6vw, 4rem)",
      letterSpacing: "-0.03em",
      lineHeight: 1.05,
    },
    h2: {
      fontWeight: 800,
      fontSize: "clamp(1.75rem, 4vw, 2.5rem)",
      letterSpacing: "-0.02em",
      lineHeight: 1.1,
    },
    h3: { fontWeight: 700, fontSize: "1.5rem", letterSpacing: "-0.01em" },
    h4: { fontWeight: 700, fontSize: "1.25rem" },
    h5: { fontWeight: 700, fontSize: "1.1rem" },
    h6: { fontWeight: 700, fontSize: "1rem" },
    button: { textTransform: "none", fontWeight: 600, letterSpacing: 0 },
    overline: { fontWeight: 700, letterSpacing: "0.12em" },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    // Links in running text need more than colour to stand out (WCAG 1.4.1).
    MuiLink: { defaultProps: { underline: "always" } },
    MuiAppBar: { defaultProps: { elevation: 0, color: "inherit" } },
  },
});
