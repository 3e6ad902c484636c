import { gzipSync } from "node:zlib";
import type { Context } from "hono";

/** A JSON body serialised once, and compressed once when a client first accepts gzip. */
export interface EncodedJson {
  json: string;
  gzip: () => Buffer;
}

export function encodeJson(value: unknown): EncodedJson {
  const json = JSON.stringify(value);
  let gzipped: Buffer | undefined;
  return { json, gzip: () => (gzipped ??= gzipSync(json)) };
}

/** True when the Accept-Encoding header names gzip (or *) with a weight above zero. */
export function acceptsGzip(header: string | undefined): boolean {
  return (header ?? "").split(",").some((part) => {
    const [coding = "", ...parameters] = part.trim().toLowerCase().split(";");
    const weight = parameters.map((each) => /^\s*q=([\d.]+)/.exec(each)?.[1]).find(Boolean);
    return (coding === "gzip" || coding === "*") && (weight === undefined || Number(weight) > 0);
  });
}

/**
 * Answers with an encoded body as it is: compressed already when the client takes gzip, so the
 * compress middleware (which skips a body with a Content-Encoding) does not do it again.
 */
export function sendEncodedJson(c: Context, body: EncodedJson): Response {
  c.header("Vary", "Accept-Encoding");
  if (!acceptsGzip(c.req.header("Accept-Encoding")))
    return c.body(body.json, 200, { "Content-Type": "application/json" });
  return c.body(new Uint8Array(body.gzip()), 200, {
    "Content-Type": "application/json",
    "Content-Encoding": "gzip",
  });
}
