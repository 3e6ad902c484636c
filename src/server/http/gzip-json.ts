import { promisify } from "node:util";
import { gzip, gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
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
 * second round). Streams
 * (Server-Sent Events, a chat's answer) are not JSON and are left to it; so is anything already
 * encoded.
 */
export function gzipJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const type = c.res.headers.get("Content-Type") ?? "";
    if (
      !/^application\/json\b/i.test(type) ||
      c.res.headers.has("Content-Encoding") ||
      c.req.method === "HEAD" ||
      !acceptsGzip(c.req.header("Accept-Encoding"))
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
    const vary = c.res.headers.get("Vary");
    if (!vary || !/accept-encoding/i.test(vary))
      c.res.headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    if (compress) {
      c.res.headers.delete("Content-Length");
      c.res.headers.set("Content-Encoding", "gzip");
    } else {
      // Stated, so compress() around this (same 1 KB threshold) sends it as it is: without a
      // length it piped every short answer, /api/me's included, through a CompressionStream.
      c.res.headers.set("Content-Length", String(body.length));
    }
  };
}
