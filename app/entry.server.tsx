import { Writable } from "node:stream";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { cardMarkup } from "./lib/card-markup.server.tsx";
import { CardMarkupContext } from "./lib/card-markup.ts";
import { serverContext } from "./lib/context.server.ts";
import { NonceContext } from "./lib/csp-nonce.ts";
import { createEmotionCache } from "./lib/emotion-cache.ts";
import { SxSheet, SxSheetContext } from "./lib/sx.ts";

// Styles made while rendering must be in the HTML the server sends (no
// unstyled flash): the `sx` classes of the public pages' pieces (app/lib/sx.ts)
// and, on pages built with MUI, emotion's. So we wait for the whole document,
// collect both and put them in <head>. That costs streaming; pages are
// designed to be cached instead.
export const streamTimeout = 10_000;

/** The document as React wrote it: its bytes, never decoded and encoded again. */
function renderDocument(element: React.ReactNode): Promise<Buffer<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (err) => {
        // Errors inside the shell reject above; these come from suspended parts.
        console.error(err);
      },
    });
    setTimeout(() => stream.abort(), streamTimeout);
  });
}

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // Set for HEAD too: the page's security policy goes by it (server/app.ts).
  headers.set("Content-Type", "text/html; charset=utf-8");
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  // The Content-Security-Policy nonce of this render: React Router's scripts
  // (through ServerRouter), emotion's style tags and our inline scripts carry it.
  const { cspNonce, markupCache } = serverContext(loadContext);
  const cache = createEmotionCache(cspNonce);
  const emotion = createEmotionServer(cache);
  const sheet = new SxSheet();
  const html = await renderDocument(
    <NonceContext value={cspNonce}>
      <SxSheetContext value={sheet}>
        <CardMarkupContext value={markupCache ? cardMarkup : null}>
          <CacheProvider value={cache}>
            <ServerRouter context={routerContext} url={request.url} nonce={cspNonce} />
          </CacheProvider>
        </CardMarkupContext>
      </SxSheetContext>
    </NonceContext>,
  );
  const sx = sheet.collect();
  // Emotion's scan of the HTML is for MUI's pages; a public page has nothing for it to find.
  const styles =
    (sx.css ? `<style data-sx="${sx.names}" nonce="${cspNonce}">${sx.css}</style>` : "") +
    (cache.inserted && Object.keys(cache.inserted).length
      ? emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html.toString()))
      : "");
  // Bytes, not a string: React Router reads the response's statusText, which
  // turns @hono/node-server's lightweight Response into undici's, and that
  // checks a string body character by character and encodes it again (some
  // 2 ms for Upcoming's 240 KB; decision 025). The styles go in before </head>.
  const head = html.indexOf("</head>");
  const body =
    styles && head >= 0
      ? Buffer.concat([html.subarray(0, head), Buffer.from(styles), html.subarray(head)])
      : html;
  return new Response(body, { status, headers });
}
