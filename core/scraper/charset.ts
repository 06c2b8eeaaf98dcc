// The text of an HTML body, in the order browsers decide its encoding: a
// byte-order mark, the Content-Type header's charset, a <meta charset> near
// the top, else UTF-8 (what nearly every page is today).

const BOMS: [number[], string][] = [
  [[0xef, 0xbb, 0xbf], "utf-8"],
  [[0xfe, 0xff], "utf-16be"],
  [[0xff, 0xfe], "utf-16le"],
];

function bomCharset(bytes: Uint8Array): string | null {
  for (const [bom, label] of BOMS) if (bom.every((b, i) => bytes[i] === b)) return label;
  return null;
}

function headerCharset(contentType: string | null): string | null {
  return /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? "")?.[1] ?? null;
}

/** <meta charset="…"> or <meta http-equiv="Content-Type" content="…; charset=…"> in the first 1024 bytes. */
function metaCharset(bytes: Uint8Array): string | null {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 1024));
  return /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head)?.[1] ?? null;
}

function decoderFor(label: string | null): TextDecoder | null {
  if (!label) return null;
  try {
    return new TextDecoder(label);
  } catch {
    return null;
  }
}

export function decodeHtml(bytes: Uint8Array, contentType: string | null): string {
  const decoder =
    decoderFor(bomCharset(bytes)) ??
    decoderFor(headerCharset(contentType)) ??
    decoderFor(metaCharset(bytes)) ??
    new TextDecoder("utf-8");
  return decoder.decode(bytes);
}
