// The journeys' mailbox: the e2e app server sends its mail (SMTP_URL) to a
// real SMTP server, tests/e2e/mailbox-server.ts, which playwright.config.ts
// starts before the app on E2E_PORT + 98 and which writes every mail it takes
// into MAILBOX_DIR as a .eml file. A journey waits here for the newest mail
// to an address and reads it with mailparser, as a mail client would.
import { readdir, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";
import { type ParsedMail, simpleParser } from "mailparser";
import { E2E_PORT } from "./ports.ts";

export const MAILBOX_PORT = E2E_PORT + 98;
/** One per E2E_PORT, so two checkouts' journeys keep their mail apart. */
export const MAILBOX_DIR = path.join(os.tmpdir(), `artcal-e2e-mailbox-${E2E_PORT}`);

const addressesOf = (mail: ParsedMail) =>
  [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address?.toLowerCase()));

/** Every mail to `to` received so far, oldest first. */
export async function mailsTo(to: string): Promise<ParsedMail[]> {
  const names = (await readdir(MAILBOX_DIR)).filter((n) => n.endsWith(".eml")).sort();
  const mails = await Promise.all(
    names.map(async (n) => simpleParser(await readFile(path.join(MAILBOX_DIR, n)))),
  );
  return mails.filter((m) => addressesOf(m).includes(to.toLowerCase()));
}

/** Waits for the newest mail to `to` whose subject matches, and returns it parsed. */
export async function newestMail(to: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(to)).filter((m) => subject.test(m.subject ?? "")).at(-1);
        return Boolean(found);
      },
      { message: `a mail to ${to} with subject ${subject}`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}
