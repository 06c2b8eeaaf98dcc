import { z } from "zod";
import { idOut, instantOut, text } from "./common.ts";

// The job queue and the mail the site wrote, as superadmins read them
// (server/api/jobs/service.ts presentJob, server/api/outbox/service.ts presentMail).

const neverEdited = z
  .number()
  .int()
  .meta({ description: "Always 0: nothing edits it, it is only run (or sent)." });

export const jobOut = z
  .strictObject({
    id: idOut,
    version: neverEdited,
    kind: z.string().meta({ description: "Which handler runs it, e.g. mail.send or digest.send." }),
    payload: z.unknown().meta({ description: "What its handler is given (JSON)." }),
    unique_key: text.meta({
      description: "The same key is queued once, e.g. digest:{user}:{week}.",
    }),
    status: z.string().meta({ description: "pending, running, done or failed" }),
    run_at: instantOut,
    attempts: z.number().int().min(0),
    max_attempts: z.number().int(),
    last_error: text,
    locked_by: text.meta({ description: "The process running it, while it runs." }),
    locked_until: instantOut.nullable(),
    created_date: instantOut,
    modified_date: instantOut,
    finished_date: instantOut.nullable(),
  })
  .meta({
    id: "Job",
    example: {
      id: "7e1c9a30-2b4d-4f6e-8a0b-1c2d3e4f5a6b",
      version: 0,
      kind: "mail.send",
      payload: { mail_id: "0f9e8d7c-6b5a-4938-8271-605f4e3d2c1b" },
      unique_key: null,
      status: "failed",
      run_at: "2026-11-21T15:00:00.000Z",
      attempts: 10,
      max_attempts: 10,
      last_error: "550 mailbox unavailable",
      locked_by: null,
      locked_until: null,
      created_date: "2026-11-21T09:00:00.000Z",
      modified_date: "2026-11-21T15:00:04.000Z",
      finished_date: "2026-11-21T15:00:04.000Z",
    },
  });

export const outboxMailOut = z
  .strictObject({
    id: idOut,
    version: neverEdited,
    kind: z
      .string()
      .meta({ description: "What the mail is, e.g. verification, digest, reminder." }),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: text,
    headers: z
      .record(z.string(), z.string())
      .meta({ description: "Extra headers (List-Unsubscribe …), name → value." }),
    status: z.string().meta({ description: "kept, queued, sending, sent or failed" }),
    attempts: z.number().int().min(0),
    last_error: text,
    job_id: idOut.nullable().meta({ description: "The job that delivers it; none for kept mail." }),
    created_date: instantOut,
    sent_date: instantOut.nullable(),
  })
  .meta({
    id: "OutboxMail",
    example: {
      id: "0f9e8d7c-6b5a-4938-8271-605f4e3d2c1b",
      version: 0,
      kind: "digest",
      to: "mia@example.com",
      subject: "Your week in art: 5 dates",
      text: "Here is what you saved and follow this week…",
      html: "<p>Here is what you saved and follow this week…</p>",
      headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      status: "sent",
      attempts: 1,
      last_error: null,
      job_id: "7e1c9a30-2b4d-4f6e-8a0b-1c2d3e4f5a6b",
      created_date: "2026-11-19T15:00:00.000Z",
      sent_date: "2026-11-19T15:00:02.000Z",
    },
  });

export type Job = z.output<typeof jobOut>;
export type OutboxMail = z.output<typeof outboxMailOut>;
