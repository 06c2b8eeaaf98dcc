import { useSnackbar } from "notistack";
import { useEffect } from "react";

/** Shows a form's error as a toast too (it is also shown inline), once per submission. */
export function useErrorToast(error: string | null | undefined, submission: unknown) {
  const { enqueueSnackbar } = useSnackbar();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one toast per submission result
  useEffect(() => {
    if (error) enqueueSnackbar(error, { variant: "error" });
  }, [submission]);
}
