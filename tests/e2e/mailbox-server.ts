// The journeys' SMTP server (see mailbox.ts): started by playwright.config.ts
// before the app server, it takes every mail and writes it to MAILBOX_DIR.
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { startSmtpFixture } from "../smtp-fixture.ts";
import { MAILBOX_DIR, MAILBOX_PORT } from "./mailbox.ts";

await rm(MAILBOX_DIR, { recursive: true, force: true });
await mkdir(MAILBOX_DIR, { recursive: true });
let count = 0;
await startSmtpFixture({
  port: MAILBOX_PORT,
  onMail: async (mail) => {
    count++;
    // Names sort in arrival order.
    const name = `${Date.now()}-${String(count).padStart(6, "0")}.eml`;
    await writeFile(path.join(MAILBOX_DIR, name), mail.raw);
  },
});
console.log(`mailbox: SMTP on 127.0.0.1:${MAILBOX_PORT}, mail into ${MAILBOX_DIR}`);
