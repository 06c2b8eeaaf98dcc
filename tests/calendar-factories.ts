import { bearer } from "./factories.ts";
import type { TestApp } from "./test-app.ts";

// Cities, venues and events are made through the v5 API as a superadmin, the
// way the back office makes them.

let n = 0;
const next = () => ++n;

export async function send(
  t: TestApp,
  token: string | null,
  method: string,
  path: string,
  body: unknown,
) {
  const res = await t.app.request(`/api/v5${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? bearer(token) : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (res.status >= 300)
    throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json)}`);
  return json.results;
}

export const makeCity = (t: TestApp, token: string, over: Record<string, unknown> = {}) =>
  send(t, token, "POST", "/places/cities/list", { name: `Town ${next()}`, ...over });

export const makeVenue = (t: TestApp, token: string, over: Record<string, unknown> = {}) =>
  send(t, token, "POST", "/places/venues/list", {
    name: `Gallery ${next()}`,
    type: "gallery",
    ...over,
  });

export interface DateSpec {
  venue_id: string;
  category: string;
  start: string;
  end: string;
  label?: string;
  is_canceled?: boolean;
  previous_start?: string | null;
  /** Where the date differs from its event (decision 054). */
  admission?: string | null;
  accessibility?: string[] | null;
}

export const makeEvent = (
  t: TestApp,
  token: string,
  dates: DateSpec[],
  over: Record<string, unknown> = {},
) =>
  send(t, token, "POST", "/calendar/events/list", {
    name: `Show ${next()}`,
    event_dates: dates,
    ...over,
  });

export const putJson = (t: TestApp, token: string, path: string, body: unknown) =>
  t.app.request(`/api/v5${path}`, {
    method: "PUT",
    headers: { "content-type": "application/json", ...bearer(token) },
    body: JSON.stringify(body),
  });

export const postJson = (t: TestApp, token: string | null, path: string, body: unknown) =>
  t.app.request(`/api/v5${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? bearer(token) : {}) },
    body: JSON.stringify(body),
  });
