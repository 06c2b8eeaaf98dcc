import { useEffect, useState } from "react";

/** False on the server and in the render that hydrates, true after: the page runs JavaScript. */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
