// What the bench asks the running server before it starts: a session for the
// signed-in scenarios and which event and venue pages to load.
import { BENCH_USER } from "./dataset/user.ts";
import { upcomingApiPath } from "./scenarios.ts";

/** The bench visitor's session cookie, from the sign-in endpoint as the sign-in page uses it. */
export async function signIn(
  url: string,
  who: { email: string; password: string } = BENCH_USER,
): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email: who.email, password: who.password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const session = await fetch(`${url}/api/auth/get-session`, { headers: { cookie } });
  const body = (await session.json()) as { user?: { email?: string } } | null;
  if (body?.user?.email !== who.email) throw new Error("sign-in gave no session");
  return cookie;
}

/** The oldest pending submission, read with the staff session's access token. */
export async function firstPending(url: string, staffCookie: string): Promise<string> {
  const auth = await fetch(`${url}/api/auth/token`, { headers: { cookie: staffCookie } });
  const { token } = (await auth.json()) as { token: string };
  const res = await fetch(`${url}/api/v5/submissions/list?state=pending&page_size=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const id = ((await res.json()) as { results: { id: string }[] }).results[0]?.id;
  if (!id) throw new Error("no pending submission: is the dataset there?");
  return id;
}

/** The first Upcoming event, a premium venue with upcoming dates, and a word to search for. */
export async function pickPages(url: string, now: Date) {
  const res = await fetch(`${url}${upcomingApiPath(now)}`);
  if (!res.ok) throw new Error(`the Upcoming list answered ${res.status}`);
  const { results } = (await res.json()) as {
    results: { event: { slug: string }; venue: { slug: string; is_premium: boolean } }[];
  };
  const first = results[0];
  if (!first) throw new Error("the Upcoming list is empty: is the dataset there?");
  const venue = results.find((r) => r.venue.is_premium)?.venue ?? first.venue;
  return { eventSlug: first.event.slug, venueSlug: venue.slug, searchQuery: "printmaking" };
}

/** The first published article's address (the bench dataset always has one). */
export async function firstArticle(url: string): Promise<string> {
  const res = await fetch(`${url}/api/v5/blog/articles/list?page_size=1`);
  const body = (await res.json()) as { results: { permalink: string }[] };
  const permalink = body.results[0]?.permalink;
  if (!permalink) throw new Error("no published article: is the dataset there?");
  return permalink;
}

/** The public pages whose first load `bench:web` and `bench/bundle-report.ts` measure. */
export async function firstLoadPages(url: string, now: Date): Promise<string[]> {
  const picks = await pickPages(url, now);
  return [
    "/",
    "/calendar/upcoming",
    "/calendar/now_showing",
    `/events/${picks.eventSlug}`,
    "/venues",
    `/venues/${picks.venueSlug}`,
    "/cities",
    "/written",
    await firstArticle(url),
    "/search?q=printmaking",
    "/shop",
  ];
}
