import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { mails } from "../db/schema/mail.ts";
import { profiles } from "../db/schema/profiles.ts";
import { createJobsRepo } from "../server/lib/jobs/repo.ts";
import type { TestApp } from "./test-app.ts";

// Builders for records tests need. They go through the real HTTP surface
// where a user would (sign-up, the link in the mail), and write directly only
// what no endpoint may do (the first superadmin).

export const PASSWORD = "correct horse battery";
let counter = 0;

/** A distinct documentation-range address per call. */
export function clientAddress(): string {
  counter += 1;
  return `198.51.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
}

export function uniqueEmail(prefix = "person"): string {
  counter += 1;
  return `${prefix}${counter}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Cookie header value from a response's Set-Cookie lines. */
export function cookiesFrom(res: Response, previous = ""): string {
  const jar = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((p) => [p.slice(0, p.indexOf("=")), p.slice(p.indexOf("=") + 1)] as const),
  );
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const name = pair!.slice(0, pair!.indexOf("="));
    const value = pair!.slice(pair!.indexOf("=") + 1);
    if (/max-age=0/i.test(line) || value === "") jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

export async function latestMail(database: Database, to: string) {
  const [row] = await database.db
    .select()
    .from(mails)
    .where(eq(mails.toAddress, to))
    .orderBy(desc(mails.createdDate))
    .limit(1);
  return row ?? null;
}

/** A job that ran and failed for good, as staff find one on /admin/jobs. */
export async function failedJob(t: TestApp): Promise<string> {
  const jobs = createJobsRepo(t.database.db);
  const now = new Date();
  const id = (await jobs.insert({
    kind: "test.failing",
    payload: {},
    runAt: now,
    maxAttempts: 1,
  }))!;
  await jobs.claim(["test.failing"], "test-runner", now, 60_000);
  await jobs.fail(id, "test-runner", now, "The far end said no.", null);
  return id;
}

export function linkIn(text: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`no link in mail: ${text}`);
  return match[0];
}

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});

export interface SignedIn {
  userId: string;
  email: string;
  cookie: string;
  token: string;
}

/** Signs up by email + password, follows the verification link, returns the session and an access token. */
export async function signUp(
  t: TestApp,
  email = uniqueEmail(),
  name = "Ada Gallery",
): Promise<SignedIn> {
  // Each test person is a client of their own, as far as rate limits go (tests trust X-Forwarded-For).
  const res = await t.app.request(
    "/api/auth/sign-up/email",
    json({ email, password: PASSWORD, name }, { "x-forwarded-for": clientAddress() }),
  );
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const mail = await latestMail(t.database, email);
  const link = new URL(linkIn(mail!.textBody));
  const verified = await t.app.request(link.pathname + link.search);
  const cookie = cookiesFrom(verified);
  if (!cookie)
    throw new Error(`verification did not sign in: ${verified.status} ${await verified.text()}`);
  const token = await accessToken(t, cookie);
  const session = await (
    await t.app.request("/api/auth/get-session", { headers: { cookie } })
  ).json();
  return { userId: session.user.id, email, cookie, token };
}

/** Another device of the same person: a fresh password sign-in, its cookie and an access token. */
export async function signInAgain(t: TestApp, who: SignedIn, userAgent = "artcal-tests") {
  const res = await t.app.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": clientAddress(),
      "user-agent": userAgent,
    },
    body: JSON.stringify({ email: who.email, password: PASSWORD }),
  });
  const cookie = cookiesFrom(res);
  return { cookie, token: await accessToken(t, cookie) };
}

export async function accessToken(t: TestApp, cookie: string): Promise<string> {
  const res = await t.app.request("/api/auth/token", { headers: { cookie } });
  if (res.status !== 200) throw new Error(`token failed: ${res.status}`);
  return (await res.json()).token;
}

/** A signed-in user with a completed profile. */
export async function member(
  t: TestApp,
  username: string,
  name = "Ada Gallery",
): Promise<SignedIn> {
  const who = await signUp(t, uniqueEmail(username), name);
  await t.app.request("/api/v5/auth/authenticate", json({ token: who.token }));
  const res = await t.app.request(
    "/api/v5/auth/initProfile",
    json({ username, name }, bearer(who.token)),
  );
  if (res.status !== 200) throw new Error(`initProfile failed: ${res.status} ${await res.text()}`);
  return who;
}

/** The first superadmin is made the way `npm run admin:create` does: directly. */
export async function superadmin(t: TestApp, username = "root_admin"): Promise<SignedIn> {
  const who = await member(t, username, "Site Admin");
  await t.database.db
    .update(profiles)
    .set({ isSuperadmin: true })
    .where(eq(profiles.id, who.userId));
  return who;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
