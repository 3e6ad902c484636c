import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "../app-error.ts";

/**
 * The largest request body taken, refused with 413 before the rest of it is read. The rest is
 * not read after that either (the server gives it half a second, then drops the connection), so
 * the answer says `Connection: close` (RFC 9112, section 9.6): a client that pools connections
 * sends its next request on a new one instead of on one about to be dropped.
 */
export function requestBodyLimit(maxSize: number): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError("payload_too_large", "The request body is too large.", {
        headers: { Connection: "close" },
      });
    },
  });
}
