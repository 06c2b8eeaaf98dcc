/**
 * The port of the fixture web server the import journeys start
 * (admin-import.spec.ts). playwright.config.ts lets the app server reach it
 * through SCRAPER_ALLOWED_HOSTS; nothing else on loopback is reachable.
 */
import { E2E_PORT } from "./ports.ts";

export const LINK_FIXTURE_PORT = E2E_PORT + 99;
export const LINK_FIXTURE_HOST = `127.0.0.1:${LINK_FIXTURE_PORT}`;

/**
 * The event pages "Start from a link" reads in the submission journeys
 * (submit-helpers.ts): a port of their own, so they run beside the import
 * journeys, which own LINK_FIXTURE_PORT.
 */
export const SUBMIT_FIXTURE_PORT = E2E_PORT + 97;
export const SUBMIT_FIXTURE_HOST = `127.0.0.1:${SUBMIT_FIXTURE_PORT}`;

/**
 * Where the webhooks journey (webhooks.spec.ts) receives deliveries;
 * playwright.config.ts lets the app server post there through WEBHOOK_ALLOWED_HOSTS.
 */
export const WEBHOOK_RECEIVER_PORT = E2E_PORT + 96;
export const WEBHOOK_RECEIVER_HOST = `127.0.0.1:${WEBHOOK_RECEIVER_PORT}`;
