import type { FakeService } from "./fake-server.ts";
import { startFakeService } from "./fake-server.ts";
import type { Item, Market, Thread } from "./markets/market.ts";
import {
  matchesAllWords,
  overlap,
  SERVED_MARKETS,
  searchTokens,
  stackExchangeId,
  stackExchangeQuestionUrl,
  unixDaysAgo,
} from "./markets/corpus.ts";
import { escapeHtml } from "./escape-html.ts";
import { STACK_EXCHANGE_SITE_LIST } from "./stackexchange-sites.ts";

/**
 * What the similar-questions search leaves out of a title: words every question shares, which a
 * relevance ranking weighs at nothing ("how", "the", and on a site of software requests, "app").
 */
const SIMILAR_IGNORED = new Set(
  "a about all an and any app apps are as at be but by can do for from get has have how i in into is it its like my need no not of on one or our out so software that the their them there they this to tool tools up us was way we what when which who will with would you your".split(
    " ",
  ),
);
/** A question shares at least this many of the title's words to be suggested as similar. */
const SIMILAR_MIN_SHARED = 2;

/** What the fake tells callers about their quota and back-off; tests change it. */
export interface StackExchangeFakeState {
  quotaMax: number;
  quotaRemaining: number;
  /** Seconds put in every answer's `backoff` while set. */
  backoffSeconds: number | null;
}

const bodyHtml = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join("\n");

const owner = (author: string) => ({
  account_id: 1,
  reputation: 101,
  user_id: 1,
  user_type: "registered",
  display_name: escapeHtml(author),
});

interface IndexedQuestion {
  market: Market;
  question: Thread;
  site: string;
  id: number;
}

function questions(): IndexedQuestion[] {
  return SERVED_MARKETS.flatMap((market) =>
    (market.stackexchange ?? []).map((question) => ({
      market,
      question,
      site: question.site ?? "softwarerecs",
      id: stackExchangeId(market, question.key),
    })),
  );
}

function questionJson({ market, question, id }: IndexedQuestion, withBody: boolean) {
  return {
    tags: [],
    owner: owner(question.author),
    is_answered: question.comments.length > 0,
    view_count: question.score * 37 + 12,
    answer_count: question.comments.length,
    score: question.score,
    last_activity_date: unixDaysAgo(question.daysAgo),
    creation_date: unixDaysAgo(question.daysAgo),
    question_id: id,
    content_license: "CC BY-SA 4.0",
    link: stackExchangeQuestionUrl(market, question),
    title: escapeHtml(question.title),
    ...(withBody ? { body: bodyHtml(question.text) } : {}),
  };
}

function answerJson(indexed: IndexedQuestion, answer: Item, withBody: boolean) {
  return {
    owner: owner(answer.author),
    is_accepted: false,
    score: answer.score,
    last_activity_date: unixDaysAgo(answer.daysAgo),
    creation_date: unixDaysAgo(answer.daysAgo),
    answer_id: stackExchangeId(indexed.market, answer.key),
    question_id: indexed.id,
    content_license: "CC BY-SA 4.0",
    // The default filter's fields carry no link: the short one is the caller's to build.
    ...(withBody ? { body: bodyHtml(answer.text) } : {}),
  };
}

/**
 * `/questions/{ids}` and `/answers/{ids}` (up to 100, `;`-separated): the items of the site that
 * exist, read from the markets as they are now, so a question or answer removed since (a planted
 * deletion) is left out as the real service leaves out a deleted one, and an edit shows.
 */
function itemsById(
  method: "questions" | "answers",
  ids: string,
  site: string,
  withBody: boolean,
): unknown[] {
  const wanted = new Set(ids.split(";").map(Number));
  const onSite = questions().filter((entry) => entry.site === site);
  if (method === "questions")
    return onSite
      .filter((entry) => wanted.has(entry.id))
      .map((entry) => questionJson(entry, withBody));
  return onSite.flatMap((entry) =>
    entry.question.comments
      .filter((answer) => wanted.has(stackExchangeId(entry.market, answer.key)))
      .map((answer) => answerJson(entry, answer, withBody)),
  );
}

const refusal = (error_id: number, error_name: string, error_message: string) => ({
  status: 400,
  json: { error_id, error_message, error_name },
});

/**
 * Stack Exchange API 2.3: `/search/advanced` (every word of `q` in a question's title or body,
 * stemmed; one site per call), `/similar` (the ask page's "similar questions" for a hypothetical
 * title: questions sharing at least two of its words, most shared first) and
 * `/questions/{ids}/answers`, and the questions and answers by id (`/questions/{ids}`,
 * `/answers/{ids}`) that the integrity re-check reads. Every answer is wrapped with
 * `quota_max`, `quota_remaining`, `has_more` and, when set, `backoff`; a spent quota answers
 * 400 `throttle_violation` as the real service does.
 */
export async function startStackExchangeFake(): Promise<
  FakeService & { stackexchange: StackExchangeFakeState }
> {
  const all = questions();
  // A keyed caller's daily quota, so long test runs never spend it by accident; quota tests lower it.
  const fresh = (): StackExchangeFakeState => ({
    quotaMax: 10_000,
    quotaRemaining: 10_000,
    backoffSeconds: null,
  });
  const state = fresh();
  const wrap = (items: unknown[], hasMore: boolean) => ({
    items,
    has_more: hasMore,
    quota_max: state.quotaMax,
    quota_remaining: state.quotaRemaining,
    ...(state.backoffSeconds ? { backoff: state.backoffSeconds } : {}),
  });
  const service = await startFakeService("stackexchange", (request) => {
    if (state.quotaRemaining <= 0)
      return refusal(
        502,
        "throttle_violation",
        "too many requests from this IP, more requests available in 86400 seconds",
      );
    state.quotaRemaining -= 1;
    if (request.path === "/sites") {
      const pageSize = Math.min(100_000, Number(request.query.get("pagesize") ?? 30));
      const sites = STACK_EXCHANGE_SITE_LIST.slice(0, pageSize).map((entry) => ({
        site_type: "main_site",
        name: entry.name,
        api_site_parameter: entry.site,
        site_url: `https://${entry.host ?? `${entry.site}.stackexchange.com`}`,
        audience: entry.audience,
        site_state: "normal",
      }));
      return { json: wrap(sites, pageSize < STACK_EXCHANGE_SITE_LIST.length) };
    }
    const site = request.query.get("site");
    if (!site) return refusal(400, "bad_parameter", "site is required");
    const withBody = request.query.get("filter") === "withbody";
    const pageSize = Math.min(100, Number(request.query.get("pagesize") ?? 30));
    if (request.path === "/search/advanced") {
      const words = searchTokens(request.query.get("q") ?? "");
      const found = all
        .filter((entry) => entry.site === site)
        .filter((entry) =>
          matchesAllWords(words, `${entry.question.title}\n${entry.question.text}`, "all-stemmed"),
        )
        .sort((a, b) => b.question.score - a.question.score || a.id - b.id);
      return {
        json: wrap(
          found.slice(0, pageSize).map((entry) => questionJson(entry, withBody)),
          found.length > pageSize,
        ),
      };
    }
    if (request.path === "/similar") {
      const title = request.query.get("title");
      if (!title) return refusal(400, "bad_parameter", "title is required");
      const words = searchTokens(title).filter((word) => !SIMILAR_IGNORED.has(word));
      const found = all
        .filter((entry) => entry.site === site)
        .map((entry) => ({
          entry,
          shared: overlap(words, `${entry.question.title}\n${entry.question.text}`),
        }))
        .filter(({ shared }) => shared >= SIMILAR_MIN_SHARED)
        .sort(
          (a, b) =>
            b.shared - a.shared ||
            b.entry.question.score - a.entry.question.score ||
            a.entry.id - b.entry.id,
        )
        .map(({ entry }) => entry);
      return {
        json: wrap(
          found.slice(0, pageSize).map((entry) => questionJson(entry, withBody)),
          found.length > pageSize,
        ),
      };
    }
    const byId = /^\/(questions|answers)\/([\d;]+)$/.exec(request.path);
    if (byId)
      return {
        json: wrap(itemsById(byId[1] as "questions" | "answers", byId[2]!, site, withBody), false),
      };
    const ids = /^\/questions\/([\d;]+)\/answers$/.exec(request.path)?.[1];
    if (ids) {
      const wanted = new Set(ids.split(";").map(Number));
      const answers = all
        .filter((entry) => entry.site === site && wanted.has(entry.id))
        .flatMap((entry) => entry.question.comments.map((answer) => ({ entry, answer })))
        .sort((a, b) => b.answer.score - a.answer.score);
      return {
        json: wrap(
          answers
            .slice(0, pageSize)
            .map(({ entry, answer }) => answerJson(entry, answer, withBody)),
          answers.length > pageSize,
        ),
      };
    }
    return refusal(404, "no_method", "no method found with this name");
  });
  const resetBehaviour = service.reset.bind(service);
  service.reset = () => {
    resetBehaviour();
    Object.assign(state, fresh());
  };
  return Object.assign(service, { stackexchange: state });
}
