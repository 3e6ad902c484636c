import type { Competitor } from "../../src/contract/report.ts";

/** A competitor as the engine profiles one, with nothing known beyond its name unless given. */
export function aCompetitor(name: string, overrides: Partial<Competitor> = {}): Competitor {
  return {
    name,
    description: "",
    link: `https://${name.toLowerCase()}.example`,
    linkStatus: "search",
    pricing: null,
    estimatedDownloads: null,
    estimatedARR: null,
    platforms: ["Web"],
    fundingStatus: null,
    launchYear: null,
    keyFeatures: [],
    topFeatures: [],
    whyUsersLoveIt: "",
    mentionCount: 0,
    evidenceIds: [`web:${name.toLowerCase()}`],
    ...overrides,
  };
}
