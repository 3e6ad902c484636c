import { describe, expect, it } from "vitest";
import {
  extractCompetitors,
  homepageOf,
} from "../../../src/engine/synthesis/extract-competitors.ts";
import type { SiteRead } from "../../../src/engine/synthesis/extract-competitors.ts";
import type { RankedEvidence } from "../../../src/engine/evidence/rank-evidence.ts";

const webResult = (url: string, title: string, text: string): RankedEvidence => ({
  id: `tavily:${url}`,
  platform: "web",
  source: "tavily",
  kind: "search-result",
  title,
  text,
  author: null,
  url,
  createdAt: null,
  score: null,
  relevance: 1,
});

const productSite: SiteRead = {
  homepage: "https://skylogr.example/",
  title: "Skylogr – drone flight logs",
  pagesRead: ["https://skylogr.example/"],
  profile: {
    description: null,
    plans: [
      {
        name: "Pilot",
        price: "$12",
        period: "/month",
        url: "https://skylogr.example/plans",
        snippet: "Pilot $12/month",
      },
    ] as never,
    features: [
      { value: "Battery cycles", url: "https://skylogr.example/", snippet: "Battery cycles" },
      { value: "FAA reports", url: "https://skylogr.example/", snippet: "FAA reports" },
    ],
    launchYear: null,
    pricingPageUrl: "https://skylogr.example/plans",
  },
};

describe("competitor discovery from web results", () => {
  it("takes a product's own site and never an article, however on-topic its title", () => {
    const evidence = [
      webResult(
        "https://skylogr.example/",
        "Skylogr – flight logs and maintenance for drone pilots",
        "Log every flight, battery cycle and maintenance check; export what the FAA asks for.",
      ),
      webResult(
        "https://dronebroker.example/drone-flight-records",
        "Drone flight records: what the FAA asks for in an audit",
        "Our brokers explain which flight logs and maintenance records commercial pilots must keep.",
      ),
    ];
    const competitors = extractCompetitors(evidence, [], 12, (homepage) =>
      homepage === "https://skylogr.example/" ? productSite : null,
    );
    expect(competitors.map((competitor) => competitor.name)).toEqual(["Skylogr"]);
  });

  it("reaches a product's own site from its Product Hunt page through Product Hunt's outbound link", () => {
    const launch = {
      ...webResult(
        "https://www.producthunt.com/posts/skylogr",
        "Skylogr",
        "Flight logs for drone pilots.",
      ),
      platform: "producthunt" as const,
      kind: "product" as const,
    };
    expect(homepageOf(launch)).toBe("https://www.producthunt.com/r/skylogr");
    expect(
      homepageOf(
        webResult("https://www.producthunt.com/topics/drones", "Drones", "Top drone products."),
      ),
    ).toBeNull();
  });
});
