import { Button, type ButtonProps, CircularProgress } from "@mui/material";
import { useNavigation } from "react-router";

/** A form's submit button that says it is working while its form is being sent. */
export function SubmitButton({
  children,
  busyLabel,
  intent,
  ...props
}: ButtonProps & { busyLabel: string; intent?: string }) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    (intent === undefined || navigation.formData?.get("intent") === intent);
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={busy}
      {...(intent ? { name: "intent", value: intent } : {})}
      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
      {...props}
    >
      {busy ? busyLabel : children}
    </Button>
  );
}
