import { useEffect } from "react";
import { toast } from "./toast.tsx";

/** Shows a form's error as a toast too (it is also shown inline), once per submission. */
export function useErrorToast(error: string | null | undefined, submission: unknown) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: one toast per submission result
  useEffect(() => {
    if (error) toast(error, { variant: "error" });
  }, [submission]);
}
