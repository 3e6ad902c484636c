import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SourceError } from "../../../src/engine/http/source-error.ts";
import {
  createStackExchangeSource,
  resetStackExchangeState,
  sitesForPlan,
} from "../../../src/engine/sources/stackexchange.ts";
import { planResearch } from "../../../src/engine/plan/plan-research.ts";
import { physioWaitlistMarket } from "../../fakes/markets/physio-waitlist.ts";
import { stackExchangeAnswerUrl, stackExchangeQuestionUrl } from "../../fakes/markets/corpus.ts";
import { startStackExchangeFake } from "../../fakes/stackexchange-fake.ts";
import { keptByTheGate, sourceContextFor } from "../../support/source-context.ts";
import { createMemoryCache, type SourceCache } from "../../../src/engine/cache.ts";

type Fake = Awaited<ReturnType<typeof startStackExchangeFake>>;

let fake: Fake;
beforeEach(async () => {
  resetStackExchangeState();
  fake = await startStackExchangeFake();
});
afterEach(async () => {
  await fake.close();
});

const market = physioWaitlistMarket;
const questions = market.stackexchange ?? [];

/** The words of the market's first on-topic question's title: a query the fake must match. */
function queryFromMarket(): string {
  const question = questions.find((candidate) => candidate.onTopic)!;
  return question.title
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length > 4)
    .slice(0, 2)
    .join(" ");
}

function contextFor(
  query: string,
  options: {
    preview?: boolean;
    deadlineMs?: number;
    stranger?: boolean;
    cache?: SourceCache;
    problem?: string;
  } = {},
) {
  return sourceContextFor("stackexchange", {
    understanding: { queries: [query], problem: options.problem ?? "" },
    preview: options.preview,
    deadlineMs: options.deadlineMs,
    cache: options.cache,
    relevance: () => ({
      score: 1,
      fromStranger: options.stranger ?? false,
      onTopic: true,
      vetoed: false,
      matched: [],
    }),
  });
}

const source = (key?: string) => createStackExchangeSource({ baseUrl: fake.url, key });

describe("Stack Exchange", () => {
  it("has questions for the development market to find", () => {
    expect(questions.length).toBeGreaterThan(0);
  });

  it("finds questions on the sites where people ask for tools, with their answers, verbatim and linked", async () => {
    const { context, collected } = contextFor(queryFromMarket());
    await source().gather(context);

    const asked = collected.filter((item) => item.kind === "post");
    const answered = collected.filter((item) => item.kind === "comment");
    expect(asked.length).toBeGreaterThan(0);
    expect(answered.length).toBeGreaterThan(0);
    const byUrl = new Map(
      questions.flatMap((question) => [
        [stackExchangeQuestionUrl(market, question), question.title + "\n" + question.text],
        ...question.comments.map(
          (answer) => [stackExchangeAnswerUrl(market, question, answer), answer.text] as const,
        ),
      ]),
    );
    for (const item of collected) {
      // The link is the service's own, and the words are the author's (entities decoded).
      expect(byUrl.get(item.url)).toBe(item.text);
      expect(item.platform).toBe("stackexchange");
      expect(item.author).toBeTruthy();
      expect(item.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
    for (const answer of answered) expect(answer.thread).toBeTruthy();

    const searched = fake.requests.filter((request) => request.path === "/search/advanced");
    expect(new Set(searched.map((request) => request.query.get("site")))).toContain("softwarerecs");
    for (const request of fake.requests) expect(request.query.get("filter")).toBe("withbody");
  });

  it("keeps no question that never names the idea's audience, and reads none of its answers", async () => {
    const { context, collected } = contextFor(queryFromMarket(), { stranger: true });
    await source().gather(context);
    expect(fake.requests.some((request) => request.path === "/search/advanced")).toBe(true);
    expect(collected).toEqual([]);
    expect(fake.requests.some((request) => request.path.endsWith("/answers"))).toBe(false);
  });

  it("asks less in a preview", async () => {
    const { context } = contextFor(queryFromMarket(), { preview: true, problem: market.idea });
    await source().gather(context);
    const searched = fake.requests.filter((request) => request.path === "/search/advanced");
    expect(searched.length).toBeLessThanOrEqual(2);
    expect(fake.requests.some((request) => request.path === "/similar")).toBe(false);
  });

  it("finds questions titled in their askers' own words through each site's similar questions", async () => {
    // No short query matches every word of these questions; the problem, asked as a title, shares some.
    const { context, collected } = contextFor("zebra xylophone", { problem: market.idea });
    await source().gather(context);

    const similar = fake.requests.filter((request) => request.path === "/similar");
    expect(new Set(similar.map((request) => request.query.get("site")))).toContain("softwarerecs");
    for (const request of similar) {
      expect(request.query.get("title")!.length).toBeLessThanOrEqual(150);
      expect(request.query.get("q")).toBeNull();
    }
    const onTopicTitles = questions
      .filter((question) => question.onTopic)
      .map((question) => question.title);
    const found = collected.filter((item) => item.kind === "post");
    expect(found.some((item) => onTopicTitles.some((title) => item.text.startsWith(title)))).toBe(
      true,
    );
  });

  it("sends the key when one is set, and never needs one", async () => {
    await source("se-key").gather(contextFor(queryFromMarket()).context);
    expect(fake.requests.every((request) => request.query.get("key") === "se-key")).toBe(true);
    expect(source().missing).toEqual([]);
  });

  it("stops asking once the day's quota is nearly spent, and says so", async () => {
    fake.stackexchange.quotaRemaining = 12;
    const first = contextFor(queryFromMarket());
    await source()
      .gather(first.context)
      .catch(() => undefined);
    const asked = fake.requests.length;
    const second = contextFor(queryFromMarket());
    const refused = await source()
      .gather(second.context)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(refused).toBeInstanceOf(SourceError);
    expect((refused as SourceError).code).toBe("rate-limited");
    expect((refused as SourceError).message).toMatch(/quota/);
    // The second report did not spend a single call.
    expect(fake.requests.length).toBe(asked);
  });

  it("reads a cached answer's quota and back-off as of when the service gave them, not as today's", async () => {
    const cache = createMemoryCache();
    // Yesterday's answers, cached with one call left and a back-off long since over.
    fake.stackexchange.quotaRemaining = 2;
    fake.stackexchange.backoffSeconds = 30;
    const yesterday = Date.now() - 24 * 60 * 60 * 1000;
    const realNow = Date.now;
    Date.now = () => yesterday;
    try {
      await source()
        .gather(
          contextFor(queryFromMarket(), { cache, deadlineMs: 24 * 60 * 60 * 1000 + 10_000 })
            .context,
        )
        .catch(() => undefined);
    } finally {
      Date.now = realNow;
    }
    resetStackExchangeState();
    fake.stackexchange.quotaRemaining = 10_000;
    fake.stackexchange.backoffSeconds = null;
    const asked = fake.requests.length;
    // Today the cached searches answer first; the answers' call still goes out.
    const { context, collected } = contextFor(queryFromMarket(), { cache });
    await source().gather(context);
    expect(collected.some((item) => item.kind === "comment")).toBe(true);
    expect(fake.requests.length).toBeGreaterThan(asked);
  });

  it("reads a refusal's reason: a throttle is a rate limit with the service's words", async () => {
    fake.stackexchange.quotaRemaining = 0;
    const refused = await source()
      .gather(contextFor(queryFromMarket()).context)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(refused).toBeInstanceOf(SourceError);
    expect((refused as SourceError).code).toBe("rate-limited");
    expect((refused as SourceError).message).toContain("throttle_violation");
  });

  it("waits out a back-off before calling the same method again, or gives up when it runs past the deadline", async () => {
    fake.stackexchange.backoffSeconds = 30;
    const { context } = contextFor(queryFromMarket(), { deadlineMs: 2_000 });
    const refused = await source()
      .gather(context)
      .then(
        () => null,
        (error: unknown) => error,
      );
    // The searches went out together; the answers' call is another method, so it ran too.
    const answersCalls = fake.requests.filter((request) => request.path.endsWith("/answers"));
    expect(answersCalls.length).toBeGreaterThan(0);
    // A second report within the back-off does not call search again before the deadline.
    const before = fake.requests.filter((request) => request.path === "/search/advanced").length;
    const again = await source()
      .gather(contextFor(queryFromMarket(), { deadlineMs: 2_000 }).context)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(again).toBeInstanceOf(SourceError);
    expect((again as SourceError).message).toMatch(/asked to wait \d+ s/);
    expect(fake.requests.filter((request) => request.path === "/search/advanced").length).toBe(
      before,
    );
    expect(refused).toBeNull();
  });

  it("also searches the sites of the idea's own trade, picked from the network's list by their stated audience", async () => {
    const { context } = sourceContextFor("stackexchange", {
      understanding: {
        queries: ["batch log"],
        problem: "A batch log app for home brewers to track gravity readings",
        terms: planResearch("A batch log app for home brewers to track gravity readings").terms,
      },
      relevance: () => keptByTheGate(),
    });
    await source().gather(context);
    const searched = fake.requests
      .filter((request) => request.path === "/search/advanced")
      .map((request) => request.query.get("site"));
    expect(searched).toContain("homebrew");
    expect(searched).toContain("softwarerecs");
    expect(fake.requests.filter((request) => request.path === "/sites")).toHaveLength(1);

    // The list is read once a day, not once a report.
    await source().gather(context);
    expect(fake.requests.filter((request) => request.path === "/sites")).toHaveLength(1);
  });

  it("picks no site by words every audience uses, or by the idea's problem words alone", () => {
    const site = (api: string, name: string, audience: string) => ({
      api_site_parameter: api,
      name,
      audience,
      site_type: "main_site",
    });
    const sites = [
      site("pets", "Pets", "pet owners, caretakers, breeders, veterinarians, and trainers"),
      site("photo", "Photography", "professional, enthusiast and amateur photographers"),
      site("aviation", "Aviation", "aircraft pilots, mechanics, and enthusiasts"),
      site(
        "softwarerecs",
        "Software Recommendations",
        "people seeking specific software recommendations",
      ),
    ];
    const pick = (idea: string) => sitesForPlan(sites, planResearch(idea));
    expect(pick("Flight logs and compliance paperwork for commercial drone pilots")).toEqual([
      "aviation",
    ]);
    expect(pick("Stock tracking for salon owners")).toEqual([]);
    expect(pick("An app for home inspectors to write reports on site with photos")).toEqual([]);
    // A site named for the audience's own field, whatever its stated audience calls them.
    const withChess = [
      ...sites,
      site("chess", "Chess", "serious players and enthusiasts of chess"),
    ];
    expect(
      sitesForPlan(
        withChess,
        planResearch("A tournament desk for volunteer chess organisers: Swiss pairings offline."),
      ),
    ).toEqual(["chess"]);
  });

  it("keeps a question on the trade's own site for the gate to judge, where a general site's stranger is dropped", async () => {
    const idea = "A batch log app for home brewers to track gravity readings";
    const { context, collected } = sourceContextFor("stackexchange", {
      understanding: {
        queries: ["batch log"],
        problem: idea,
        terms: planResearch(idea).terms,
        audience: "home brewers",
      },
      // Every question reads as a stranger's: none says "home brewers" in the gate's words.
      relevance: () => ({ ...keptByTheGate(), fromStranger: true }),
    });
    await source().gather(context);
    const sites = new Set(collected.map((item) => item.id.split(":")[1]));
    expect(fake.requests.some((request) => request.query.get("site") === "homebrew")).toBe(true);
    expect([...sites]).toEqual(["homebrew"]);
  });
});
