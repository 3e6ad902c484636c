import type { Context, MiddlewareHandler } from "hono";
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from "../../contract/plain-text.ts";
import type { AppEnv } from "../http/app-env.ts";
import { authErrorResponse } from "./auth-errors.ts";

const JSON_MEDIA_TYPE = /^application\/([a-z0-9.+-]*\+)?json/i;
const NAME_REQUIRED_MESSAGE = "Please enter a name.";

/**
 * A copy of the body the way better-call's getBody reads it (same order of media-type tests; of
 * repeated form fields the last one wins): JSON, or a form as an object of strings. Undefined for
 * other media types and for bodies that do not parse, which better-auth refuses itself.
 */
export async function readAuthBody(request: Request): Promise<unknown> {
  const contentType = (request.headers.get("content-type") ?? "").toLowerCase();
  if (!request.body) return undefined;
  try {
    if (JSON_MEDIA_TYPE.test(contentType)) return await request.clone().json();
    // better-auth's endpoints refuse every other media type (multipart included) with a 415.
    if (contentType.includes("application/x-www-form-urlencoded")) {
      const form = await request.clone().formData();
      const fields: Record<string, string> = {};
      form.forEach((value, key) => {
        fields[key] = String(value);
      });
      return fields;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** Every string in a JSON value, keys included, without recursion (a deeply nested body cannot overflow the stack). */
function* stringsIn(value: unknown): Generator<string> {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string") yield next;
    else if (Array.isArray(next)) for (const item of next) pending.push(item);
    else if (typeof next === "object" && next !== null) {
      for (const [key, inner] of Object.entries(next)) {
        yield key;
        pending.push(inner);
      }
    }
  }
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

function refuse(message: string): Response {
  return authErrorResponse(400, "validation_failed", message, "VALIDATION_ERROR");
}

/**
 * In front of better-auth, which hands strings to the database as they come: a NUL byte there
 * fails the write (a 500), and the other control characters and lone surrogates have no place in
 * an e-mail, a name, a password or a token. Also refuses `update-user` with a name that is not
 * text (a null name breaks the users row). Reads copies, so better-auth still gets the body.
 */
export function authInputGuard(): MiddlewareHandler<AppEnv> {
  return async (c: Context<AppEnv>, next) => {
    const url = new URL(c.req.url);
    const path = safeDecode(url.pathname);
    const query = [...url.searchParams].flat();
    if (path === null || [path, ...query].some((text) => hasControlCharacters(text))) {
      return refuse(CONTROL_CHARACTERS_MESSAGE);
    }
    if (c.req.method !== "GET" && c.req.method !== "HEAD") {
      const body = await readAuthBody(c.req.raw);
      for (const text of stringsIn(body)) {
        if (hasControlCharacters(text)) return refuse(CONTROL_CHARACTERS_MESSAGE);
      }
      if (
        path.endsWith("/update-user") &&
        typeof body === "object" &&
        body !== null &&
        "name" in body
      ) {
        const name = (body as { name: unknown }).name;
        if (typeof name !== "string" || !name.trim()) return refuse(NAME_REQUIRED_MESSAGE);
      }
    }
    await next();
  };
}
