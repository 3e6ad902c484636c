import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SourceError } from "../../../src/engine/http/source-error.ts";
import {
  createBlueskySource,
  mostSharedWords,
  resetBlueskySessions,
} from "../../../src/engine/sources/bluesky.ts";
import { selectSources } from "../../../src/engine/sources/registry.ts";
import { defaultSourceSettings } from "../../../src/engine/default-settings.ts";
import { describeMissingConfiguration } from "../../../src/engine/configuration-advice.ts";
import { physioWaitlistMarket } from "../../fakes/markets/physio-waitlist.ts";
import type { Item } from "../../fakes/markets/market.ts";
import { blueskyPostUrl } from "../../fakes/markets/corpus.ts";
import { BLUESKY_FAKE_APP_PASSWORD, startBlueskyFake } from "../../fakes/bluesky-fake.ts";
import { keptByTheGate, sourceContextFor } from "../../support/source-context.ts";

type Fake = Awaited<ReturnType<typeof startBlueskyFake>>;

let fake: Fake;
beforeEach(async () => {
  resetBlueskySessions();
  fake = await startBlueskyFake();
});
afterEach(async () => {
  await fake.close();
});

const market = physioWaitlistMarket;
const posts = market.bluesky ?? [];
const withReplies = posts.find((post) => post.onTopic && (post.replies?.length ?? 0) > 0);

/** Two long words of a post: a query the fake must match, as the real search matches every word. */
function queryFrom(post: Item): string {
  return post.text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length > 5)
    .slice(0, 2)
    .join(" ");
}

function contextFor(query: string, options: { preview?: boolean; retries?: number } = {}) {
  return sourceContextFor("bluesky", {
    understanding: { queries: [query] },
    preview: options.preview,
    retries: options.retries,
    relevance: () => keptByTheGate(),
  });
}

const source = (password = BLUESKY_FAKE_APP_PASSWORD) =>
  createBlueskySource({
    serviceUrl: fake.url,
    identifier: "researcher.bsky.social",
    appPassword: password,
  });

describe("Bluesky", () => {
  it("has posts with replies for the development market to find", () => {
    expect(withReplies).toBeDefined();
  });

  it("finds posts and their replies, verbatim, each with its bsky.app link", async () => {
    const { context, collected } = contextFor(queryFrom(withReplies!));
    await source().gather(context);

    const post = collected.find((item) => item.url === blueskyPostUrl(market, withReplies!));
    expect(post).toMatchObject({ platform: "bluesky", kind: "post", text: withReplies!.text });
    const replies = collected.filter((item) => item.kind === "comment");
    expect(replies.map((reply) => reply.url).sort()).toEqual(
      expect.arrayContaining(withReplies!.replies!.map((reply) => blueskyPostUrl(market, reply))),
    );
    const byUrl = new Map(
      posts
        .flatMap((item) => [item, ...(item.replies ?? [])])
        .map((item) => [blueskyPostUrl(market, item), item.text]),
    );
    for (const item of collected) {
      expect(item.url).toMatch(/^https:\/\/bsky\.app\/profile\/[^/]+\/post\/[a-z0-9]+$/);
      if (byUrl.has(item.url)) expect(item.text).toBe(byUrl.get(item.url));
    }
    expect(replies.every((reply) => reply.thread === post!.text)).toBe(true);
  });

  it("signs in once and reuses the session across reports, renewing it when it expires", async () => {
    const query = queryFrom(withReplies!);
    await source().gather(contextFor(query).context);
    await source().gather(contextFor(query).context);
    expect(fake.bluesky.sessionsCreated).toBe(1);

    fake.bluesky.expireSessions();
    const { context, collected } = contextFor(query);
    await source().gather(context);
    expect(fake.bluesky.sessionsCreated).toBe(2);
    expect(collected.length).toBeGreaterThan(0);
  });

  it("searches posts by the names of the products the first results found, and reads them under that product", async () => {
    // A competitor people post about without saying what it is for.
    const product = market.products.find(
      (candidate) =>
        candidate.competitor &&
        posts.some((post) => post.onTopic && post.text.includes(candidate.name)),
    )!;
    const { context, collected } = sourceContextFor("bluesky", {
      understanding: {
        queries: ["zebra xylophone"],
        products: [
          // Everyone's word: searching it would find everything.
          { name: "Streak", homepage: null, repository: null, description: "a habit app" },
          {
            name: product.name,
            homepage: null,
            repository: null,
            description: product.description,
          },
        ],
      },
      relevance: () => keptByTheGate(),
    });
    await source().gather(context);

    const searched = fake.requests
      .filter((request) => request.path.endsWith("searchPosts"))
      .map((request) => request.query.get("q"));
    expect(searched).toContain(product.name);
    expect(searched).not.toContain("Streak");
    const naming = collected.filter((item) => item.text.includes(product.name));
    expect(naming.length).toBeGreaterThan(0);
    for (const item of naming)
      expect(item).toMatchObject({
        kind: "comment",
        thread: `${product.name}: ${product.description}`,
      });
  });

  it("also searches the plan's most shared words alone, and keeps a post found that way only when it clears the higher bar", async () => {
    // A post the phrases miss: it holds "waitlist" but neither "cancellation" nor "app".
    const lone = posts.find(
      (post) => /\bwaitlist\b/i.test(post.text) && !/cancellation|\bapps?\b/i.test(post.text),
    )!;
    expect(lone).toBeDefined();
    const run = async (score: number) => {
      const { context, collected } = sourceContextFor("bluesky", {
        understanding: { queries: ["cancellation waitlist", "waitlist app", "zebra xylophone"] },
        relevance: () => keptByTheGate(score),
      });
      await source().gather(context);
      return collected.map((item) => item.url);
    };
    expect(
      mostSharedWords(["cancellation waitlist", "waitlist app", "zebra xylophone"], 3),
    ).toEqual(["waitlist"]);
    expect(await run(3)).toContain(blueskyPostUrl(market, lone));
    const searched = fake.requests
      .filter((request) => request.path.endsWith("searchPosts"))
      .map((request) => request.query.get("q"));
    expect(searched).toContain("waitlist");
    // Two shared words are not enough for a post that only a one-word search found.
    expect(await run(2)).not.toContain(blueskyPostUrl(market, lone));
  });

  it("reads no threads in a preview", async () => {
    const { context, collected } = contextFor(queryFrom(withReplies!), { preview: true });
    await source().gather(context);
    expect(collected.length).toBeGreaterThan(0);
    expect(collected.every((item) => item.kind === "post")).toBe(true);
    expect(fake.requests.some((request) => request.path.endsWith("getPostThread"))).toBe(false);
  });

  it("says in plain words that a wrong app password was refused, never echoing it", async () => {
    const { context } = contextFor(queryFrom(withReplies!));
    const error = await source("wrong-pass-word")
      .gather(context)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SourceError);
    expect((error as SourceError).message).toBe(
      "the account's sign-in was refused; check the app password",
    );
  });

  it("treats a spent window as a rate limit, and waits for its reset when it comes in time", async () => {
    const query = queryFrom(withReplies!);
    await source().gather(contextFor(query).context);
    fake.bluesky.readsRemaining = 0;
    fake.bluesky.resetInSeconds = 600;
    const refused = await source()
      .gather(contextFor(`${query} again`, { retries: 1 }).context)
      .catch((caught: unknown) => caught);
    expect(refused).toMatchObject({ code: "rate-limited" });

    // A window that resets within two seconds is waited out, then read.
    fake.bluesky.resetInSeconds = 2;
    setTimeout(() => (fake.bluesky.readsRemaining = 100), 200);
    const { context, collected } = contextFor(query, { retries: 1 });
    await source().gather(context);
    expect(collected.length).toBeGreaterThan(0);
  });

  it("is skipped without an account, and the advice names both variables", () => {
    const settings = defaultSourceSettings();
    const selection = selectSources(settings);
    expect(selection.active.map((each) => each.name)).not.toContain("bluesky");
    const advice = describeMissingConfiguration({
      sources: settings,
      model: { provider: "none" },
    }).find((entry) => entry.subject === "Bluesky");
    expect(advice?.variables).toEqual(["BLUESKY_IDENTIFIER", "BLUESKY_APP_PASSWORD"]);
    const report = selection.notConfigured.find((entry) => entry.source.name === "bluesky");
    expect(report?.message).toBe("Bluesky was not searched for this report.");
  });
});
