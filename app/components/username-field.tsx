import { TextField } from "@mui/material";
import { useEffect, useRef, useState } from "react";
import { ApiCallError, api } from "../lib/api-client.ts";
import type { UsernameAvailability } from "../lib/api-types.ts";

type Check =
  | { state: "idle" }
  | { state: "checking" }
  | { state: "available" }
  | { state: "taken" }
  | { state: "invalid"; message: string };

/** A username input that checks availability as you type (debounced), with the server's own rules. */
export function UsernameField({
  defaultValue,
  serverError,
  current,
  onAvailable,
}: {
  defaultValue: string;
  serverError?: string;
  current?: string | null;
  /** Called when the live check finds the typed username free. */
  onAvailable?: () => void;
}) {
  const [value, setValue] = useState(defaultValue);
  const [check, setCheck] = useState<Check>({ state: "idle" });
  // The latest callback, read when a check answers: a new one is no reason to check again.
  const availableRef = useRef(onAvailable);
  availableRef.current = onAvailable;

  useEffect(() => {
    const username = value.trim().toLowerCase();
    if (!username || username === current) {
      setCheck({ state: "idle" });
      return;
    }
    setCheck({ state: "checking" });
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const { available } = await api<UsernameAvailability>("/auth/isUsernameAvailable", {
          body: { username },
          signal: controller.signal,
        });
        setCheck(available ? { state: "available" } : { state: "taken" });
        if (available) availableRef.current?.();
      } catch (err) {
        if (controller.signal.aborted) return;
        const first = err instanceof ApiCallError ? err.error.errors[0]?.message : undefined;
        setCheck(first ? { state: "invalid", message: first } : { state: "idle" });
      }
    }, 350);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [value, current]);

  const helper =
    check.state === "checking"
      ? "Checking…"
      : check.state === "available"
        ? `${value.trim().toLowerCase()} is available.`
        : check.state === "taken"
          ? "That username is taken. Please choose a different username."
          : check.state === "invalid"
            ? check.message
            : (serverError ?? "3–30 letters, numbers, _ or -. Shown on your public profile.");
  const isError =
    check.state === "taken" ||
    check.state === "invalid" ||
    (check.state === "idle" && Boolean(serverError));
  return (
    <TextField
      label="Username"
      name="username"
      required
      fullWidth
      autoComplete="username"
      value={value}
      onChange={(e) => setValue(e.target.value)}
      error={isError}
      helperText={<span aria-live="polite">{helper}</span>}
      slotProps={{
        htmlInput: {
          minLength: 3,
          maxLength: 30,
          // Browsers compile `pattern` with the `v` flag, where a bare "-"
          // inside a class is a syntax error and the check silently never runs.
          pattern: "[A-Za-z0-9_\\-]+",
          spellCheck: false,
          autoCapitalize: "none",
        },
      }}
    />
  );
}
