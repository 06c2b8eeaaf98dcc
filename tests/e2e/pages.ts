import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN, signInWithPassword } from "./accounts.ts";

/**
 * Pages in contexts of their own (one person each), closed after every
 * test. Call once at the top of a spec.
 */
export function journeyPages() {
  const contexts: BrowserContext[] = [];
  test.afterEach(async () => {
    for (const c of contexts.splice(0)) await c.close();
  });
  async function newPage(browser: Browser): Promise<Page> {
    const context = await browser.newContext();
    contexts.push(context);
    return context.newPage();
  }
  /**
   * A page signed in as the journeys' superadmin, in a context of its own
   * (nothing opened yet). The superadmin signs in once per worker and each
   * page starts from those cookies: sign-in allows 10 a minute from one
   * address, and fifty staff journeys signing in each would wait for it.
   */
  async function adminPage(browser: Browser): Promise<Page> {
    const context = await browser.newContext({ storageState: await adminState(browser) });
    contexts.push(context);
    return context.newPage();
  }
  /** A superadmin's page with JavaScript off. */
  async function adminPageWithoutJs(browser: Browser): Promise<Page> {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await adminState(browser),
    });
    contexts.push(context);
    return context.newPage();
  }
  return { newPage, adminPage, adminPageWithoutJs };
}

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
let signedInAdmin: Promise<StorageState> | null = null;

/** The superadmin's cookies, from one sign-in per worker (no journey signs the superadmin out). */
function adminState(browser: Browser): Promise<StorageState> {
  signedInAdmin ??= (async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await signInWithPassword(page, E2E_ADMIN.email, E2E_ADMIN.password);
      return await context.storageState();
    } finally {
      await context.close();
    }
  })().catch((err) => {
    signedInAdmin = null;
    throw err;
  });
  return signedInAdmin;
}

/** A page of the superadmin's in a context of its own, which the caller closes (or the worker does). */
export async function signedInAdminPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ storageState: await adminState(browser) })).newPage();
}

/** v5 calls as the signed-in user of `page` (setting up records, or putting things back as they were). */
export async function v5(page: Page, method: "GET" | "PUT" | "POST", path: string, data?: unknown) {
  const { token } = await (await page.request.get("/api/auth/token")).json();
  const res = await page.request.fetch(`/api/v5${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.ok(), `${method} ${path}: ${res.ok() ? "" : await res.text()}`).toBe(true);
  return (await res.json()).results;
}

/** Full-page screenshots at 1280 and 390 px into $EDITOR_SHOTS (a directory), for a review; nothing without it. */
export async function reviewShots(page: Page, name: string) {
  const dir = process.env.EDITOR_SHOTS;
  if (!dir) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
