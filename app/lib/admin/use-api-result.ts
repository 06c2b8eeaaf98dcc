import { useEffect, useState } from "react";
import { api } from "../api-client.ts";

/**
 * A v5 record the editor's previews show beside the form (an image's file
 * container, the chosen author), fetched when `path` changes; null while
 * loading, when `path` is null, or when it cannot be read.
 */
export function useApiResult<T>(path: string | null): T | null {
  const [got, setGot] = useState<{ path: string; value: T } | null>(null);
  useEffect(() => {
    if (!path || got?.path === path) return;
    let live = true;
    api<T>(path)
      .then((value) => {
        if (live) setGot({ path, value });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [path, got?.path]);
  return path && got?.path === path ? got.value : null;
}
