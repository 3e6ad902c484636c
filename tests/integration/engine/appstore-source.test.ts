import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  appToEvidence,
  createAppStoreSource,
  isListingOf,
  reviewFeedSchema,
  reviewToEvidence,
} from "../../../src/engine/sources/appstore.ts";
import type { IdeaUnderstanding } from "../../../src/engine/types.ts";
import { runAnalysis } from "../../../src/engine/index.ts";
import { appReviewUrl, appStorePage } from "../../fakes/markets/corpus.ts";
import { dogGroomingMarket } from "../../fakes/markets/dog-grooming.ts";
import { startFakes, type Fakes } from "../../fakes/start-fakes.ts";
import { sourceContextFor } from "../../support/source-context.ts";
import { optionsFor } from "./helpers.ts";

let fakes: Fakes;
beforeAll(async () => {
  fakes = await startFakes({ aiProvider: "none" });
});
afterAll(() => fakes.close());

const market = dogGroomingMarket;
const listed = market.products.filter((product) => product.appStore);

function contextFor(
  understanding: Partial<IdeaUnderstanding>,
  preview = false,
  stranger: (text: string) => boolean = () => false,
) {
  return sourceContextFor("appstore", {
    understanding,
    preview,
    relevance: (item) => ({
      score: /groom/i.test(`${item.title} ${item.text}`) ? 2 : 0,
      fromStranger: stranger(item.text),
      onTopic: true,
      vetoed: false,
      matched: [],
    }),
  });
}

const source = () => createAppStoreSource({ baseUrl: fakes.urls.appstore, country: "us" });

describe("App Store", () => {
  it("has apps with reviews for the development market to find", () => {
    expect(listed.length).toBeGreaterThan(0);
  });

  it("finds apps by the plan's words and quotes their reviews verbatim, with stars, author, date and the store page", async () => {
    fakes.control.reset();
    const { context, collected } = contextFor({
      queries: ["dog grooming"],
      categories: ["grooming booking software"],
    });
    await source().gather(context);

    const apps = collected.filter((item) => item.kind === "product");
    const reviews = collected.filter((item) => item.kind === "comment");
    expect(apps.length).toBeGreaterThan(0);
    expect(reviews.length).toBeGreaterThan(0);
    const byUrl = new Map(
      listed.flatMap((product) =>
        product.appStore!.reviews.map(
          (review) => [appReviewUrl(market, product, review), review] as const,
        ),
      ),
    );
    for (const review of reviews) {
      const written = byUrl.get(review.url);
      expect(written, review.url).toBeDefined();
      expect(review.text).toBe(`${written!.title}\n${written!.text}`);
      expect(review.rating).toBe(written!.stars);
      expect(review.author).toBe(written!.author);
      expect(review.createdAt).toBeTruthy();
      expect(review.platform).toBe("appstore");
    }
    // Each app's listing states its stars and their count, and links to its store page.
    for (const app of apps) {
      const product = listed.find((candidate) => candidate.name === app.title)!;
      expect(app.url).toBe(appStorePage(market, product));
      expect(app.facts?.storeRating).toEqual({
        average: product.appStore!.averageRating,
        count: product.appStore!.ratingCount,
      });
    }
    const searches = fakes.control.services.appstore.requests.filter((r) => r.path === "/search");
    expect(searches.map((request) => request.query.get("entity"))).toContain("software");
  });

  it("keeps no app whose listing never names the idea's audience, and reads none of its reviews", async () => {
    fakes.control.reset();
    const { context, collected } = contextFor(
      { queries: ["dog grooming"], categories: ["grooming booking software"] },
      false,
      () => true,
    );
    await source().gather(context);
    expect(collected).toEqual([]);
    const requests = fakes.control.services.appstore.requests;
    expect(requests.some((request) => request.path === "/search")).toBe(true);
    expect(requests.some((request) => request.path.includes("customerreviews"))).toBe(false);
  });

  it("asks once and reads one app's reviews in a preview", async () => {
    fakes.control.reset();
    const { context } = contextFor(
      { queries: ["dog grooming"], categories: ["grooming booking software"] },
      true,
    );
    await source().gather(context);
    const requests = fakes.control.services.appstore.requests;
    expect(requests.filter((request) => request.path === "/search")).toHaveLength(1);
    expect(requests.filter((request) => request.path.includes("customerreviews")).length).toBe(1);
  });

  it("reads a feed of one review (sent as an object) and skips an entry without stars (the app itself)", () => {
    const app = {
      trackId: 1,
      trackName: "Groomy",
      trackViewUrl: "https://apps.apple.com/us/app/groomy/id1?uo=4",
      description: "Book grooms. Take deposits.",
    };
    const appEvidence = appToEvidence(app);
    const one = reviewFeedSchema.parse({
      feed: {
        entry: {
          id: { label: "77" },
          author: { name: { label: "pawsitive" } },
          title: { label: "Deposits work" },
          content: { label: "No more no-shows." },
          "im:rating": { label: "4" },
        },
      },
    });
    expect(one.feed.entry).toHaveLength(1);
    expect(reviewFeedSchema.parse({ feed: {} }).feed.entry).toEqual([]);
    expect(
      reviewToEvidence(app, appEvidence, {
        id: { label: "1" },
        title: { label: "Groomy" },
        content: { label: "Book grooms." },
      }),
    ).toBeNull();
    expect(appEvidence.url).toBe("https://apps.apple.com/us/app/groomy/id1");
  });

  it("gives a competitor found on the store its rating, cited to the listing", async () => {
    fakes.control.reset();
    const report = await runAnalysis(market.idea, optionsFor(fakes));
    const rated = report.competitors.filter((competitor) => competitor.storeRating);
    expect(rated.length).toBeGreaterThan(0);
    for (const competitor of rated) {
      const product = listed.find((candidate) => candidate.name === competitor.name)!;
      expect(competitor.storeRating!.value).toBe(
        `${product.appStore!.averageRating.toFixed(1)} / 5 from ${product.appStore!.ratingCount.toLocaleString("en-US")} ratings`,
      );
      const [cited] = competitor.storeRating!.evidenceIds;
      const listing = report.sources.find((entry) => entry.id === cited);
      expect(listing?.url).toBe(appStorePage(market, product));
    }
    // Reviews reach the report as App Store feedback, each with its stars.
    expect(report.platformFeedback.appstore.length).toBeGreaterThan(0);
    for (const item of report.platformFeedback.appstore) {
      expect(item.rating).toBeGreaterThan(0);
      // Each says which app it reviews: one of the market's listed apps, by its store name.
      expect(listed.map((product) => product.name)).toContain(item.reviewOf);
    }
  });

  it("looks up a competitor other sources found by its name, and reads its reviews whatever their words", async () => {
    fakes.control.reset();
    const product = listed[0]!;
    const { context, collected } = contextFor(
      {
        queries: [],
        categories: [],
        products: [
          { name: product.name, homepage: null, repository: null, description: "" },
          { name: "Nothing Like It", homepage: null, repository: null, description: "" },
        ],
      },
      false,
      // Even when its listing never names the audience: it was found as a competitor.
      () => true,
    );
    await source().gather(context);

    const app = collected.find((item) => item.kind === "product");
    expect(app).toMatchObject({ title: product.name, url: appStorePage(market, product) });
    expect(app?.facts?.storeRating).toEqual({
      average: product.appStore!.averageRating,
      count: product.appStore!.ratingCount,
    });
    const reviews = collected.filter((item) => item.kind === "comment");
    expect(reviews.map((item) => item.url).sort()).toEqual(
      product.appStore!.reviews.map((review) => appReviewUrl(market, product, review)).sort(),
    );
    expect(collected.filter((item) => item.kind === "product")).toHaveLength(1);
  });

  it("takes a listing for a found product only by its developer's site or its own name", () => {
    const app = (trackName: string, sellerUrl?: string) => ({
      trackId: 1,
      trackName,
      trackViewUrl: "https://apps.apple.com/us/app/x/id1",
      sellerUrl,
    });
    const groomsy = {
      name: "Groomsy",
      homepage: "https://groomsy.app/",
      repository: null,
      description: "",
    };
    expect(isListingOf(app("Groomsy: Dog Grooming Scheduler"), groomsy)).toBe(true);
    expect(isListingOf(app("Salon Book", "https://www.groomsy.app/about"), groomsy)).toBe(true);
    expect(isListingOf(app("Groomsy Pro Max"), groomsy)).toBe(true);
    expect(isListingOf(app("GroomsyX"), groomsy)).toBe(false);
    expect(isListingOf(app("Dog Groomsy"), groomsy)).toBe(false);
    // A name this short would match other apps by accident: only the site counts.
    expect(
      isListingOf(app("Fin: Budget"), {
        name: "Fin",
        homepage: null,
        repository: null,
        description: "",
      }),
    ).toBe(false);
  });
});
