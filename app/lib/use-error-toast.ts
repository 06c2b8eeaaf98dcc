import { useEffect } from "react";
import { toast } from "./toast.tsx";

/**
 * Shows a form's error as a toast too (it is also shown inline), once per
 * submission. With a `key`, the toast can be taken down (dismissToast) once
 * the error no longer holds.
 */
export function useErrorToast(error: string | null | undefined, submission: unknown, key?: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: one toast per submission result
  useEffect(() => {
    if (error) toast(error, { variant: "error", key });
  }, [submission]);
}
