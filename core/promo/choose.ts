// Which advert a spot shows: a weighted random choice among the active ones.

export interface Weighted {
  weight: number;
}

/** An advert is active when switched on and `now` is inside its window (open ends allowed). */
export function isAdvertActive(
  a: { isActive: boolean; startDate: Date | null; endDate: Date | null },
  now: Date,
): boolean {
  const t = now.getTime();
  return (
    a.isActive &&
    (!a.startDate || a.startDate.getTime() <= t) &&
    (!a.endDate || a.endDate.getTime() > t)
  );
}

/**
 * Picks one item with probability weight / total weight. `random` returns a
 * number in [0, 1), like Math.random; tests pass a seeded one.
 */
export function chooseWeighted<T extends Weighted>(
  items: readonly T[],
  random: () => number,
): T | null {
  const total = items.reduce((sum, i) => sum + Math.max(0, i.weight), 0);
  if (total <= 0) return null;
  let r = random() * total;
  for (const item of items) {
    r -= Math.max(0, item.weight);
    if (r < 0) return item;
  }
  return items.at(-1) ?? null;
}
