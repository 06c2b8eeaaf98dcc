import { toClientError } from "../../core/errors.ts";
import { ApiCallError, api } from "./api-client.ts";
import type { FileContainer, UploadSlot } from "./api-types.ts";

export type { FileContainer };

export interface UploadOptions {
  type: string;
  caption?: string | null;
  alt_text?: string | null;
  attach_to?: { type: "event" | "venue" | "avatar"; id?: string };
  /** 0–1 while the bytes travel; then "processing" while the versions are made. */
  onProgress?: (p: { phase: "uploading"; fraction: number } | { phase: "processing" }) => void;
}

/**
 * The whole upload: ask for a signed URL, PUT the bytes there (XHR, for
 * progress events), then have the server turn them into a file container.
 */
export async function uploadImage(file: File, o: UploadOptions): Promise<FileContainer> {
  const slot = await api<UploadSlot>(`/files/getuploadurl/type/${o.type}`, {
    body: { filename: file.name, content_type: file.type, size: file.size },
  });
  await put(slot.url, slot.method, slot.headers, file, (fraction) =>
    o.onProgress?.({ phase: "uploading", fraction }),
  );
  o.onProgress?.({ phase: "processing" });
  return api<FileContainer>("/files/movething", {
    body: {
      upload_id: slot.upload_id,
      caption: o.caption ?? null,
      alt_text: o.alt_text ?? null,
      ...(o.attach_to ? { attach_to: o.attach_to } : {}),
    },
  });
}

function put(
  url: string,
  method: string,
  headers: Record<string, string>,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      reject(new ApiCallError(toClientError({ status: xhr.status, body })));
    };
    xhr.onerror = () => reject(new ApiCallError(toClientError(undefined)));
    xhr.send(file);
  });
}
