import { Box } from "./ui/index.ts";

/** HTML that was sanitized when it was saved (event and venue descriptions, articles). */
export function RichText({ html }: { html: string | null | undefined }) {
  if (!html?.trim()) return null;
  return (
    <Box
      className="rich-text"
      sx={{
        fontSize: "1.05rem",
        lineHeight: 1.7,
        maxWidth: 720,
        "& p": { my: 1.5 },
        "& a": { color: "primary.main" },
        "& img": { maxWidth: "100%", height: "auto" },
        "& h2, & h3": { mt: 3, mb: 1, lineHeight: 1.2 },
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on write (server/lib/sanitize.ts)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
