// The theme's two colours, for code that draws without MUI (maps, app/lib/sx.ts's
// palette and the stylesheets repeat them): importing app/theme.ts would bring
// MUI's createTheme into the page.

/** The accent for actions: an ultramarine after International Klein Blue. */
export const ACCENT = "#002fa7";
/** Near-black text. */
export const INK = "#111111";
