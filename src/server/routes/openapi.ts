import { Hono } from "hono";
import { buildApiDocument, type ApiDocument } from "../openapi/api-document.ts";

/** GET /api/openapi.json: public, the same for everyone, and built once per process. */
export function openApiRoutes() {
  let document: Promise<ApiDocument> | undefined;
  return new Hono().get("/openapi.json", async (c) => {
    document ??= buildApiDocument().catch((error: unknown) => {
      // A failed build is not remembered: the next request tries again.
      document = undefined;
      throw error;
    });
    c.header("Cache-Control", "public, max-age=300");
    return c.json(await document);
  });
}
