import type { MetaDescriptor } from "react-router";

/** Title, description and canonical link of a public page. */
export function pageMeta(p: {
  title: string;
  description?: string | null;
  canonical?: string | null;
}): MetaDescriptor[] {
  const out: MetaDescriptor[] = [{ title: p.title }];
  if (p.description) out.push({ name: "description", content: clip(p.description, 300) });
  if (p.canonical) out.push({ tagName: "link", rel: "canonical", href: p.canonical });
  return out;
}

function clip(text: string, max: number): string {
  const plain = text.replace(/\s+/g, " ").trim();
  return plain.length <= max ? plain : `${plain.slice(0, max - 1).trimEnd()}…`;
}
