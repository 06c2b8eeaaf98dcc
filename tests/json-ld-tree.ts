/**
 * Calls `visit` with every object in a JSON-LD tree (arrays walked through)
 * and its path from `where`, parents before children.
 */
export function eachObject(
  root: unknown,
  where: string,
  visit: (node: Record<string, unknown>, path: string) => void,
): void {
  if (Array.isArray(root)) {
    root.forEach((n, i) => {
      eachObject(n, `${where}[${i}]`, visit);
    });
    return;
  }
  if (!root || typeof root !== "object") return;
  const o = root as Record<string, unknown>;
  visit(o, where);
  for (const [k, v] of Object.entries(o)) eachObject(v, `${where}.${k}`, visit);
}
