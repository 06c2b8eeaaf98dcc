import createCache from "@emotion/cache";

/**
 * The same key on server and client, so the client adopts the server's style
 * tags. The nonce goes on every <style> emotion writes, server-rendered or
 * inserted later by MUI, so the page's Content-Security-Policy lets them apply.
 */
export const createEmotionCache = (nonce?: string) =>
  createCache(nonce ? { key: "css", nonce } : { key: "css" });
