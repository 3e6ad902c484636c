import { promisify } from "node:util";
import { gzip, gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { acceptsGzip } from "./encoded-json.ts";

const gzipAsync = promisify(gzip);
/** Below this, compressing costs more than the bytes it saves (hono's threshold too). */
const MIN_BYTES = 1024;
/**
 * Up to this, gzip on the request thread costs less CPU than handing the body to the thread pool
 * and back: History's 6 KB page takes 0.03 ms in one call against 0.15 ms through a zlib stream
 * (ADR 0016, third round, embedded).
 */
const IN_THREAD_MAX_BYTES = 16 * 1024;

/**
 * Compresses JSON answers in one piece, a large one on libuv's thread pool, off the request
 * thread. Hono's compress middleware pipes every body through a web CompressionStream, which
 * costs several times more CPU on the one JavaScript thread than the answer itself (ADR 0016,
 * second round). Streams (Server-Sent Events, a chat's answer) are not JSON and are left to it;
 * so is anything already encoded.
 *
 * `c.json` is encoded as it is written: read back from the Response afterwards, the body was
 * rebuilt through web streams twice and the Node adapter could no longer write it in one call,
 * which cost History about 1 ms of CPU per request (ADR 0016, fourth round). Answers built
 * elsewhere (better-auth's) and JSON over 16 KB are compressed after the handler.
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
    const compress = body.length >= MIN_BYTES;
    const zipped = !compress
      ? null
      : body.length <= IN_THREAD_MAX_BYTES
        ? gzipSync(body)
        : await gzipAsync(body);
    c.res = new Response(zipped ? new Uint8Array(zipped) : body, c.res);
    // Hono copies the old answer's headers onto a new one: these are set after, as compress() does.
    varyOnEncoding(c.res.headers);
    if (compress) {
      c.res.headers.delete("Content-Length");
      c.res.headers.set("Content-Encoding", "gzip");
    } else {
      // Stated, so compress() around this (same 1 KB threshold) sends it as it is.
      c.res.headers.set("Content-Length", String(body.length));
    }
  };
}

/**
 * Replaces this request's `c.json` with one that answers a string or bytes with their length or
 * encoding stated, which compress() and the step above leave as they are. Over 16 KB, with gzip
 * offered, the body is left for the step above to compress off the request thread.
 */
function encodeJsonAsWritten(c: Context, gzipOffered: boolean): void {
  const json = (
    object: unknown,
    arg?: ContentfulStatusCode,
    headers?: Record<string, string | string[]>,
  ) => {
    const text = JSON.stringify(object);
    const length = Buffer.byteLength(text);
    const compress = gzipOffered && length >= MIN_BYTES;
    const offThread = compress && length > IN_THREAD_MAX_BYTES;
    const response = c.body(compress && !offThread ? new Uint8Array(gzipSync(text)) : text, arg, {
      "Content-Type": "application/json",
      ...headers,
      ...(offThread
        ? {}
        : compress
          ? { "Content-Encoding": "gzip" }
          : { "Content-Length": String(length) }),
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
