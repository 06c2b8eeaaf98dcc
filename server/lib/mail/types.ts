export type MailKind =
  | "verification"
  | "magic_link"
  | "password_reset"
  | "notice"
  | "receipt"
  | "membership"
  | "shipping"
  | "refund"
  | "digest"
  | "reminder";

export interface MailMessage {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Extra headers, name → value: RFC 8058's `List-Unsubscribe` and
   * `List-Unsubscribe-Post` on digests. Not From, To, Subject or Message-ID.
   */
  headers?: Record<string, string>;
}

/** Where mail goes: kept in the database (the outbox, default) or sent through SMTP. */
export interface Mailer {
  readonly driver: "outbox" | "smtp";
  /**
   * Stores the mail (and, with SMTP, the job that sends it) in one
   * transaction and returns: delivery happens in the job queue, so a down
   * mail server delays mail and loses none.
   */
  send(message: MailMessage): Promise<void>;
}
