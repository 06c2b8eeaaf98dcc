export type MailKind =
  | "verification"
  | "magic_link"
  | "password_reset"
  | "notice"
  | "receipt"
  | "shipping"
  | "refund"
  | "membership";

export interface MailMessage {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Where mail goes: the local outbox (default) or an SMTP server. */
export interface Mailer {
  readonly driver: "outbox" | "smtp";
  send(message: MailMessage): Promise<void>;
}
