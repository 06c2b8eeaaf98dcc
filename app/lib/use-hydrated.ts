import { useEffect, useState } from "react";

/**
 * False in the server's HTML and the first render in the browser, true once
 * the page has hydrated: inputs that need JavaScript (pickers, the rich-text
 * editor) show their plain form controls until then, so a page without
 * JavaScript still posts every field.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
