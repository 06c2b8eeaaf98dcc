/** The server's idea of now: the real clock, or a fixed instant pinned by tests (TEST_NOW). */
export interface Clock {
  now(): Date;
}

export function createClock(fixedNow: Date | null): Clock {
  if (!fixedNow) return { now: () => new Date() };
  const pinned = fixedNow.getTime();
  return { now: () => new Date(pinned) };
}
