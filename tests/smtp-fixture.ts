// A real SMTP server for tests (the `smtp-server` package): it takes every
// mail it is sent, without authentication or TLS, and keeps it as the raw
// message and as `mailparser` reads it. It can be stopped and started again
// on the same port, as a mail server that goes down and comes back. It
// refuses every recipient at refused.example with 550.
import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  raw: Buffer;
  parsed: ParsedMail;
  /** The envelope's recipients, as the client gave them in RCPT TO. */
  to: string[];
}

export interface SmtpFixture {
  readonly port: number;
  /** `smtp://127.0.0.1:{port}`, for SMTP_URL. */
  readonly url: string;
  readonly received: ReceivedMail[];
  /** Mails received for `address` (envelope), oldest first. */
  to(address: string): ReceivedMail[];
  /** Stops listening: clients are refused, as by a server that is down. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

export async function startSmtpFixture(
  o: { port?: number; onMail?: (mail: ReceivedMail) => void | Promise<void> } = {},
): Promise<SmtpFixture> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  let port = o.port ?? 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = new SMTPServer({
        authOptional: true,
        closeTimeout: 1000,
        disabledCommands: ["AUTH", "STARTTLS"],
        logger: false,
        // Any address at refused.example is refused for good, as a server does an unknown mailbox.
        onRcptTo(address, _session, callback) {
          if (!address.address.endsWith("@refused.example")) return callback();
          const err = Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 });
          callback(err);
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", async () => {
            try {
              const raw = Buffer.concat(chunks);
              const mail = {
                raw,
                parsed: await simpleParser(raw),
                to: session.envelope.rcptTo.map((r) => r.address),
              };
              received.push(mail);
              await o.onMail?.(mail);
              callback();
            } catch (err) {
              callback(err as Error);
            }
          });
        },
      });
      s.on("error", () => {});
      s.server.once("error", reject);
      s.listen(port, "127.0.0.1", () => {
        port = (s.server.address() as AddressInfo).port;
        server = s;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    received,
    to: (address) => received.filter((m) => m.to.includes(address)),
    stop: () =>
      new Promise<void>((resolve) => {
        const s = server;
        server = null;
        if (!s) return resolve();
        s.close(() => resolve());
      }),
    start: () => (server ? Promise.resolve() : listen()),
  };
}
