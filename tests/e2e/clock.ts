/**
 * The instant the e2e server treats as now (TEST_NOW): Saturday, November 21st
 * 2026 at noon in Minneapolis. The demo calendar is seeded around it, so every
 * listing has known events.
 */
export const E2E_NOW = "2026-11-21T18:00:00.000Z";
