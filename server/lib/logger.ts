import { pino } from "pino";

export type Logger = pino.Logger;

/** Structured JSON logs on stdout, one line per event. */
export function createLogger(level: string, base: Record<string, unknown> = {}): Logger {
  return pino({
    level,
    base: { service: "artcal", ...base },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  });
}
