import { Hono } from "hono";
import { startAnalysisBodySchema } from "../../contract/analysis.ts";
import type { Database } from "../../db/client.ts";
import type { AppEnv } from "../http/app-env.ts";
import { clientAddress, clientAddressGroup } from "../http/client-address.ts";
import { validate } from "../http/validate.ts";
import type { ResearchEngine } from "../modules/analyses/research-engine.ts";
import { previewClientKey } from "../modules/previews/claim-preview-slot.ts";
import { runPreview } from "../modules/previews/run-preview.ts";

/**
 * The landing page's free preview: no account, one per client (an IPv4 address or an IPv6 /64)
 * per hour, teaser fields only.
 */
export function previewRoutes(deps: { db: Database; engine: ResearchEngine; secret: string }) {
  return new Hono<AppEnv>().post("/", validate("json", startAnalysisBodySchema), async (c) => {
    const teaser = await runPreview(
      { db: deps.db, engine: deps.engine, log: c.get("log") },
      {
        idea: c.req.valid("json").idea,
        clientKey: previewClientKey(clientAddressGroup(clientAddress(c)), deps.secret),
        signal: c.req.raw.signal,
      },
    );
    return c.json(teaser);
  });
}
