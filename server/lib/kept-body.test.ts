import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { answerKept, keepBody } from "./kept-body.ts";

const text = JSON.stringify({ words: "Northeast Minneapolis ".repeat(400) });
const app = new Hono();
const kept = keepBody(text, "application/json");
app.get("/doc", (c) => answerKept(c, kept, "public, max-age=300"));

describe("a kept answer", () => {
  it("comes in the encoding the client takes, the same text in each", async () => {
    const br = await app.request("/doc", { headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(text);
    const gz = await app.request("/doc", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text);
    const plain = await app.request("/doc");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(text);
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
    expect(plain.headers.get("cache-control")).toBe("public, max-age=300");
  });

  it("is a 304 without a body when the client has it already", async () => {
    const first = await app.request("/doc");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    const again = await app.request("/doc", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const other = await app.request("/doc", { headers: { "if-none-match": '"something-else"' } });
    expect(other.status).toBe(200);
  });
});
