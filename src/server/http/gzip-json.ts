import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { acceptsGzip } from "./encoded-json.ts";

const gzipAsync = promisify(gzip);

/**
 * Answers smaller than this go out as they are. A response this size reaches the browser in
 * TCP's first flight whether it is compressed or not (an initial window of 10 segments of
 * 1,460 bytes, the headers included), so gzip would save bytes but no round trip. It costs more
 * than it looks: every node:zlib call builds a stream object around a native handle that V8 can
 * only free in a full collection, and at 200 requests a second that meant one every 1.2 s. With
 * History's 6 KB page compressed in one call, the server spent 1.8–2.0 ms of CPU per request;
 * sent as it is, 1.3, the same as /api/me (ADR 0016, fifth round).
 */
export const COMPRESS_FROM_BYTES = 14_000;

/**
 * Compresses JSON answers in one piece on libuv's thread pool, off the request thread. Hono's
 * compress middleware pipes every body through a web CompressionStream, which costs several
 * times more CPU on the one JavaScript thread than the answer itself (ADR 0016, second round).
 * Streams (Server-Sent Events, a chat's answer) are not JSON and are left to it; so is anything
 * already encoded.
 *
 * `c.json` is encoded as it is written: read back from the Response afterwards, the body was
 * rebuilt through web streams twice and the Node adapter could no longer write it in one call,
 * which cost History about 1 ms of CPU per request (ADR 0016, fourth round). Answers built
 * elsewhere (better-auth's) and JSON to compress are handled after the handler.
 */
export function gzipJson(): MiddlewareHandler {
  return async (c, next) => {
    const gzipOffered = acceptsGzip(c.req.header("Accept-Encoding"));
    encodeJsonAsWritten(c, gzipOffered);
    await next();
    const type = c.res.headers.get("Content-Type") ?? "";
    if (
      !/^application\/json\b/i.test(type) ||
      c.res.headers.has("Content-Encoding") ||
      c.res.headers.has("Content-Length") ||
      c.req.method === "HEAD" ||
      !gzipOffered
    )
      return;
    const body = new Uint8Array(await c.res.arrayBuffer());
    const compress = body.length >= COMPRESS_FROM_BYTES;
    c.res = new Response(compress ? new Uint8Array(await gzipAsync(body)) : body, c.res);
    // Hono copies the old answer's headers onto a new one: these are set after, as compress() does.
    varyOnEncoding(c.res.headers);
    if (compress) {
      c.res.headers.delete("Content-Length");
      c.res.headers.set("Content-Encoding", "gzip");
    } else {
      // Stated, so compress() around this (same threshold) sends it as it is.
      c.res.headers.set("Content-Length", String(body.length));
    }
  };
}

/**
 * Replaces this request's `c.json` with one that answers a string with its length stated, which
 * compress() and the step above leave as they are and the Node adapter writes in one call. A body
 * to compress, with gzip offered, is left for the step above.
 */
function encodeJsonAsWritten(c: Context, gzipOffered: boolean): void {
  const json = (
    object: unknown,
    arg?: ContentfulStatusCode,
    headers?: Record<string, string | string[]>,
  ) => {
    const text = JSON.stringify(object);
    const length = Buffer.byteLength(text);
    const compress = gzipOffered && length >= COMPRESS_FROM_BYTES;
    const response = c.body(text, arg, {
      "Content-Type": "application/json",
      ...headers,
      ...(compress ? {} : { "Content-Length": String(length) }),
    });
    varyOnEncoding(response.headers);
    return response;
  };
  // Typed as hono types c.json: the answer's shape is the route's, not this wrapper's.
  c.json = json as unknown as Context["json"];
}

function varyOnEncoding(headers: Headers): void {
  const vary = headers.get("Vary");
  if (!vary || !/accept-encoding/i.test(vary))
    headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
}
