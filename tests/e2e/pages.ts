import { type Browser, type BrowserContext, type Page, test } from "@playwright/test";
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
  /** A page signed in as the journeys' superadmin. */
  async function adminPage(browser: Browser): Promise<Page> {
    const page = await newPage(browser);
    await signInWithPassword(page, E2E_ADMIN.email, E2E_ADMIN.password);
    return page;
  }
  return { newPage, adminPage };
}
