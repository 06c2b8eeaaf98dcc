import { toast } from "../lib/toast.tsx";

/** Shares the page through the device's share sheet, or copies its link (app/styles/frame.css). */
export function ShareButton({ label = "Share this page" }: { label?: string }) {
  async function share() {
    const url = window.location.href;
    try {
      if (typeof navigator.share === "function") {
        await navigator.share({ url, title: document.title });
        return;
      }
      await navigator.clipboard.writeText(url);
      toast("Link copied", { variant: "success" });
    } catch (err) {
      if ((err as Error).name === "AbortError") return;
      toast("Couldn't copy the link. Copy it from the address bar instead.", {
        variant: "error",
      });
    }
  }
  return (
    <button type="button" className="ac-share" onClick={share}>
      {label}
    </button>
  );
}
