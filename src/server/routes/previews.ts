import { Hono } from "hono";
import { ANALYSIS_FAILED_MESSAGE, startAnalysisBodySchema } from "../../contract/analysis.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../app-error.ts";
import type { AppEnv } from "../http/app-env.ts";
import { clientAddress } from "../http/rate-limit.ts";
import { validate } from "../http/validate.ts";
import type { ResearchEngine } from "../modules/analyses/research-engine.ts";
import { claimPreviewSlot, previewClientKey, releasePreviewSlot } from "../modules/previews/claim-preview-slot.ts";
import { toPreviewTeaser } from "../modules/previews/to-preview-teaser.ts";

/** The landing page's free preview: no account, one per client per hour, teaser fields only. */
export function previewRoutes(deps: { db: Database; engine: ResearchEngine; secret: string }) {
  return new Hono<AppEnv>().post("/", validate("json", startAnalysisBodySchema), async (c) => {
    const clientKey = previewClientKey(clientAddress(c), deps.secret);
    const { slotId } = await claimPreviewSlot(deps.db, { clientKey, now: new Date() });
    try {
      const report = await deps.engine.run(c.req.valid("json").idea, "preview", { signal: c.req.raw.signal });
      return c.json(toPreviewTeaser(report));
    } catch (error) {
      await releasePreviewSlot(deps.db, slotId);
      c.get("log").error({ err: error }, "preview failed");
      throw new AppError("service_unavailable", ANALYSIS_FAILED_MESSAGE);
    }
  });
}
