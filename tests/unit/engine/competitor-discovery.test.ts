import { describe, expect, it } from "vitest";
import {
  describedWithoutName,
  extractCompetitors,
  homepageOf,
  listedFeatures,
} from "../../../src/engine/synthesis/extract-competitors.ts";
import type { SiteRead } from "../../../src/engine/synthesis/extract-competitors.ts";
import type { RankedEvidence } from "../../../src/engine/evidence/rank-evidence.ts";
import { analyseEvidence } from "../../../src/engine/synthesis/analyse-evidence.ts";
import { aComment } from "../../support/evidence.ts";

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

  it("keeps two products of one name on two sites apart, each with its own site's profile", () => {
    const siteOf = (homepage: string, feature: string): SiteRead => ({
      ...productSite,
      homepage,
      title: "Skylogr",
      pagesRead: [homepage],
      profile: {
        ...productSite.profile,
        features: [{ value: feature, url: homepage, snippet: feature }],
      },
    });
    const sites = new Map([
      ["https://skylogr.example/", siteOf("https://skylogr.example/", "FAA reports")],
      [
        "https://skylogr-fishing.example/",
        siteOf("https://skylogr-fishing.example/", "Tide charts"),
      ],
    ]);
    const competitors = extractCompetitors(
      [
        webResult(
          "https://skylogr.example/",
          "Skylogr – drone flight logs",
          "Flight logs for drone pilots.",
        ),
        webResult(
          "https://skylogr-fishing.example/",
          "Skylogr – fishing logs",
          "Catch logs for anglers.",
        ),
      ],
      [],
      12,
      (homepage) => sites.get(homepage) ?? null,
    );
    expect(
      competitors.map((competitor) => [competitor.link, competitor.keyFeatures]).sort(),
    ).toEqual([
      ["https://skylogr-fishing.example/", ["Tide charts"]],
      ["https://skylogr.example/", ["FAA reports"]],
    ]);
  });

  it("lists a repository and its own site once, however each spells the name", () => {
    const repository: RankedEvidence = {
      ...webResult(
        "https://github.com/skyward/skylogr-app",
        "skyward/sky-logr",
        "Open-source flight logs for drone pilots.",
      ),
      id: "github:skyward/sky-logr",
      platform: "github",
      source: "github",
      kind: "repository",
    };
    const site = webResult(
      "https://skylogr.example/",
      "Sky Logr – drone flight logs",
      "Flight logs and maintenance for drone pilots.",
    );
    const competitors = extractCompetitors([site, repository], [], 12, (homepage) =>
      homepage === "https://skylogr.example/" ? productSite : null,
    );
    expect(competitors).toHaveLength(1);
    expect(competitors[0]?.link).toBe("https://skylogr.example/");
  });

  it("leaves out a product far weaker than the field's leader: a look-alike sharing a word, not a rival", () => {
    const site = (url: string, title: string, relevance: number): RankedEvidence => ({
      ...webResult(url, title, `${title}. Plans from $9 a month.`),
      relevance,
    });
    const competitors = extractCompetitors(
      [
        site("https://skylogr.example/", "Skylogr – drone flight logs for pilots", 400),
        site("https://hangarlog.example/", "Hangarlog – maintenance logs for drone fleets", 40),
        // Shares "logs" with the idea; its relevance is a hundredth of the leader's.
        site("https://woodlog.example/", "Woodlog – firewood delivery logs", 4),
      ],
      [],
      12,
    );
    expect(competitors.map((competitor) => competitor.name)).toEqual(["Skylogr", "Hangarlog"]);
  });

  it("keeps a rival the people name in two conversations, however light its listing beside the leader's", () => {
    const site = (url: string, title: string, relevance: number): RankedEvidence => ({
      ...webResult(url, title, `${title}. Plans from $9 a month.`),
      relevance,
    });
    const comment = (id: string, text: string) => ({ ...aComment(id, text), relevance: 1 });
    const discussions = analyseEvidence([
      comment("reddit:t1_a", "We draw our floor plans in Hangarlog, it saved the setup crew."),
      comment("reddit:t1_b", "Using Hangarlog since 2019 for the fleet's maintenance."),
    ]).discussions;
    const competitors = extractCompetitors(
      [
        site("https://skylogr.example/", "Skylogr – drone flight logs for pilots", 4000),
        site("https://hangarlog.example/", "Hangarlog – maintenance logs for drone fleets", 20),
        site("https://woodlog.example/", "Woodlog – firewood delivery logs", 20),
      ],
      discussions,
      12,
    );
    expect(competitors.map((competitor) => competitor.name)).toEqual(["Skylogr", "Hangarlog"]);
  });

  it("names a repository for the product its description and its owner name, not for the repository", () => {
    const repository = (fullName: string, text: string): RankedEvidence => ({
      ...webResult(`https://github.com/${fullName}`, fullName, text),
      id: `github:${fullName}`,
      platform: "github",
      source: "github",
      kind: "repository",
    });
    const names = extractCompetitors(
      [
        repository(
          "chafer-app/beo-import",
          "Chafer reads banquet event orders and turns them into prep lists.",
        ),
        // The description names another tool the repository works with: the repository's own name stands.
        repository("kitchenkit/beo-reader", "Banquetry exports read into prep lists."),
      ],
      [],
      12,
    ).map((competitor) => competitor.name);
    expect(names.sort()).toEqual(["Chafer", "beo-reader"]);
  });

  it("says a plan named for its price once: 'Free', not 'Free: Free'", () => {
    const plan = (name: string, price: string, period: string | null) => ({
      name,
      price,
      period,
      url: "https://skylogr.example/plans",
      snippet: `${name} ${price}`,
    });
    const site: SiteRead = {
      ...productSite,
      profile: {
        ...productSite.profile,
        plans: [plan("Free", "Free", null), plan("Pilot", "$12", "/month")] as never,
      },
    };
    const [competitor] = extractCompetitors(
      [webResult("https://skylogr.example/", "Skylogr – drone flight logs", "Flight logs.")],
      [],
      12,
      () => site,
    );
    expect(competitor?.pricing?.value).toBe("Free · Pilot: $12 /month");
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

  it("says why users love a product only from what they say of it, with no internal ids", () => {
    const listing = webResult(
      "https://skylogr.example/",
      "Skylogr – flight logs and maintenance for drone pilots",
      "Log every flight and battery cycle. Plans from $12/month.",
    );
    const comment = (id: string, text: string) => ({ ...aComment(id, text), relevance: 1 });
    const said = (text: string) =>
      extractCompetitors(
        [listing],
        analyseEvidence([comment("reddit:t1_q", text)]).discussions,
        12,
        () => null,
      )[0];
    const loved = said("I love Skylogr, the FAA export saved my audit and it is great.");
    expect(loved?.whyUsersLoveIt).toContain("I love Skylogr");
    const disliked = said("Skylogr is clunky and I hate the export, a terrible waste of time.");
    expect(disliked?.whyUsersLoveIt).toBe("");
    for (const competitor of [loved, disliked]) {
      const prose = [competitor?.whyUsersLoveIt, competitor?.pricing?.basis].join(" ");
      expect(prose).not.toMatch(/tavily:|reddit:|t1_/);
    }
    expect(loved?.pricing?.value).toBe("$12/month");
  });

  it("describes a product without repeating its name or its launch post's prefix", () => {
    expect(
      describedWithoutName(
        "Nookbook: Show HN: Nookbook – booking for solo practitioners",
        "Nookbook",
      ),
    ).toBe("Booking for solo practitioners");
    // The name as the subject of a sentence stays.
    expect(describedWithoutName("Slotback: Slotback texts your waitlist.", "Slotback")).toBe(
      "Slotback texts your waitlist.",
    );
    expect(describedWithoutName("Online booking for physios", "Movebook")).toBe(
      "Online booking for physios",
    );
  });
});

describe("a competitor's features from its listing", () => {
  it("are the listing's own compound nouns, never whom it serves or words run across phrases", () => {
    const listing =
      "Groomsy gives independent dog groomers a booking page that takes a deposit up front and sends text reminders automatically, so the table is never empty.";
    const features = listedFeatures(listing, "Groomsy");
    expect(features).toEqual(["booking page", "text reminders"]);
    for (const feature of features) expect(listing).toContain(feature);
    // Who it is for is not a feature, and neither is a business it serves.
    expect(
      listedFeatures(
        "GroomGrid is software for dog grooming salons: automated text reminders and pet profiles.",
        "GroomGrid",
      ),
    ).toEqual(["text reminders", "pet profiles"]);
    expect(listedFeatures("Book trusted dog walkers near you", "WalkPal")).toEqual([]);
    // One feature written in the plural and the singular is one chip.
    expect(
      listedFeatures(
        "Live banquet event orders for venues. Each banquet event order shows client changes.",
        "BEOsync",
      ),
    ).toEqual(["banquet event orders", "client changes"]);
  });
});
