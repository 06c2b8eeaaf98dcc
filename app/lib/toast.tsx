import type { VariantType } from "notistack";
import { type ComponentProps, lazy, Suspense, useEffect, useState } from "react";
import { MAX_TOASTS } from "../../core/site.ts";

// Toasts (notistack) load after the page has hydrated, not with it: no page
// needs one to render, and the library was 8 KB of every page's first load.
// A toast asked for before the host is up waits for it.

/** `key` names a toast so that it can be taken down once what it reported is no longer true. */
type Options = { variant?: VariantType; key?: string };
type Enqueue = (message: string, options: Options) => unknown;
type Close = (key: string) => void;

/** notistack's enqueue once the host is up: from then on a toast is shown at once. */
let enqueue: Enqueue | null = null;
let close: Close | null = null;
let hostMounted: (e: Enqueue) => void = () => undefined;
const hostReady = new Promise<Enqueue>((resolve) => {
  hostMounted = resolve;
});

/** Shows a toast: "Link copied", "Event saved.", an error in plain words. */
export function toast(message: string, options: Options = {}): void {
  if (enqueue) enqueue(message, options);
  else void hostReady.then((e) => e(message, options));
}

/** Toasts' backgrounds: white text on each is 4.5:1 or more. */
const TOAST_COLORS: Record<VariantType, string> = {
  default: "#313131",
  success: "#1b5e20",
  info: "#0d47a1",
  warning: "#8a4b00",
  error: "#b3261e",
};

const Host = lazy(async () => {
  // The namespace, not a destructured binding: notistack reassigns its
  // exported enqueueSnackbar when a SnackbarProvider mounts.
  const notistack = await import("notistack");
  const { SnackbarProvider, MaterialDesignContent } = notistack;
  // notistack's own colours put white text on light green, blue and orange
  // (3:1 and less); these darker ones keep it at 4.5:1 or more (WCAG AA).
  const Readable = (props: ComponentProps<typeof MaterialDesignContent>) => (
    <MaterialDesignContent
      {...props}
      style={{ ...props.style, backgroundColor: TOAST_COLORS[props.variant] }}
    />
  );
  const components = {
    default: Readable,
    success: Readable,
    info: Readable,
    warning: Readable,
    error: Readable,
  };
  function ToastHost() {
    // Runs after SnackbarProvider (a child) has mounted and can take toasts.
    useEffect(() => {
      enqueue = (message, options) => notistack.enqueueSnackbar(message, options);
      close = (key) => notistack.closeSnackbar(key);
      hostMounted(enqueue);
    }, []);
    return (
      <SnackbarProvider
        maxSnack={MAX_TOASTS}
        anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
        autoHideDuration={5000}
        Components={components}
      />
    );
  }
  return { default: ToastHost };
});

/** Takes down the toast shown with this key, if it is still up. */
export function dismissToast(key: string): void {
  close?.(key);
}

/** Where toasts appear; rendered once, in AppProviders. Nothing on the server. */
export function Toasts() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? (
    <Suspense fallback={null}>
      <Host />
    </Suspense>
  ) : null;
}
