import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONFIGURATION_VARIABLE } from "../../../src/contract/plain-report-text.ts";
import { defaultSourceSettings, runAnalysis } from "../../../src/engine/index.ts";
import { toPreviewTeaser } from "../../../src/server/modules/previews/to-preview-teaser.ts";
import { startFakes, type Fakes } from "../../fakes/start-fakes.ts";
import { loopbackOnlyFetch } from "./helpers.ts";

const IDEA = "a habit tracker for remote teams";
const VARIABLE = new RegExp(CONFIGURATION_VARIABLE.source, "g");
let fakes: Fakes;

beforeAll(async () => {
  fakes = await startFakes({ aiProvider: "none" });
});
afterAll(() => fakes.close());

/** Nothing configured: only the sources that need no key, pointed at the fakes. */
function unconfigured(preview: boolean) {
  const sources = defaultSourceSettings();
  sources.hackernews.baseUrl = fakes.urls.hackernews;
  sources.github.baseUrl = fakes.urls.github;
  sources.stackexchange.baseUrl = fakes.urls.stackexchange;
  sources.appstore.baseUrl = fakes.urls.appstore;
  return {
    sources,
    model: { provider: "none" as const },
    fetch: loopbackOnlyFetch,
    preview,
    verifyLinks: false,
  };
}

describe("a server with nothing configured", () => {
  it("writes a report whose every word a reader sees is free of configuration variables", async () => {
    const report = await runAnalysis(IDEA, unconfigured(false));
    expect(JSON.stringify(report).match(VARIABLE)).toBeNull();
    const reddit = report.warnings.find(
      (warning) => warning.source === "reddit" && warning.code === "not-configured",
    );
    expect(reddit?.message).toBe("Reddit was not searched for this report.");
    expect(report.warnings.find((warning) => warning.source === "tavily")?.message).toMatch(
      /^Web search was not used for this report/,
    );
  });

  it("sends a preview teaser without them too", async () => {
    const teaser = toPreviewTeaser(await runAnalysis(IDEA, unconfigured(true)));
    expect(JSON.stringify(teaser).match(VARIABLE)).toBeNull();
    expect(teaser.warnings).toContain("Reddit was not searched for this report.");
  });
});
