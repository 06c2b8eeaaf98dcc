/**
 * Where the journeys' app server listens. E2E_PORT moves it (default 3100) so
 * two checkouts can run their journeys on one machine at the same time; the
 * link fixture server sits 99 ports above it.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
