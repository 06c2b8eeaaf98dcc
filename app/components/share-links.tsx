import { ShareButton } from "./share-button.tsx";
import { Link, Stack } from "./ui/index.ts";

/** Share by email or on social sites (plain links, no scripts of theirs), or copy the link. */
export function ShareLinks({
  url,
  title,
  text,
}: {
  url: string;
  title: string;
  text?: string | null;
}) {
  const body = encodeURIComponent(`${text ? `${text}\n\n` : ""}${url}`);
  const u = encodeURIComponent(url);
  return (
    <Stack
      direction="row"
      sx={{ flexWrap: "wrap", columnGap: 2, rowGap: 0.5, alignItems: "center" }}
    >
      <ShareButton label="Share" />
      <Link href={`mailto:?subject=${encodeURIComponent(title)}&body=${body}`}>Email</Link>
      <Link
        href={`https://www.facebook.com/sharer/sharer.php?u=${u}`}
        rel="noopener"
        target="_blank"
      >
        Facebook
      </Link>
      <Link
        href={`https://bsky.app/intent/compose?text=${encodeURIComponent(`${title} ${url}`)}`}
        rel="noopener"
        target="_blank"
      >
        Bluesky
      </Link>
    </Stack>
  );
}
