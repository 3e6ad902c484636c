import { z } from "zod";
import { cutAtWord } from "../../contract/quote-text.ts";
import { SOURCE_LABELS } from "../../contract/report-labels.ts";
import { SourceError } from "../http/source-error.ts";
import { htmlToText, unixToIso } from "../text/format.ts";
import { stemsOf, stem } from "../text/words.ts";
import type { Evidence, IdeaUnderstanding, SourceSettings } from "../types.ts";
import type { Source, SourceContext } from "./source.ts";
import { mostPromising, queriesFor } from "./source.ts";

/**
 * Stack Exchange (API 2.3): questions where people ask for a tool or describe a workflow, and
 * their answers, on the sites where that happens. No key needed; a key raises the daily quota.
 *
 * Matching rules: `/search/advanced` with `q` (the plan's short all-words query: the service
 * matches questions whose title or body holds every word) and `/similar` with the problem as a
 * title (the ask page's suggestions: questions sharing some of its words), both sorted by
 * relevance; then the answers
 * of the most promising questions, best voted first. Both with the built-in `withbody` filter.
 * Every response carries `quota_remaining` and sometimes `backoff` (seconds to leave the same
 * method alone): both are honoured across reports, since the quota is per address and per day.
 */

/** Sites where people ask for tools and describe how they work, most telling first. */
export const STACK_EXCHANGE_SITES = [
  "softwarerecs",
  "webapps",
  "freelancing",
  "workplace",
  "money",
  "superuser",
] as const;

/** The sites' own names, for "where users gather"; sites the plan picked add theirs. */
const SITE_NAMES: Record<string, string> = {
  softwarerecs: "Software Recommendations",
  webapps: "Web Applications",
  freelancing: "Freelancing",
  workplace: "The Workplace",
  money: "Personal Finance & Money",
  superuser: "Super User",
};

/** The site an item was asked on, by its link's host: a place where its people gather. */
export function stackExchangeSiteOf(url: string): { name: string; url: string } | null {
  const host = URL.canParse(url) ? new URL(url).hostname : "";
  const site =
    host === "superuser.com" ? "superuser" : /^([a-z]+)\.stackexchange\.com$/.exec(host)?.[1];
  if (!site) return null;
  return { name: `${SITE_NAMES[site] ?? site} (Stack Exchange)`, url: `https://${host}/` };
}

const SITES_READ = { full: STACK_EXCHANGE_SITES.length, preview: 2 };
/** Sites of the idea's own trade, picked from the network's list, searched as well (none in a preview). */
const PICKED_SITES = 2;
/**
 * Short queries searched on each site: the network's general sites hear one; the trade's own
 * sites, where every question may be the audience's, hear a few of the idea's phrases.
 */
const QUERIES_PER_SITE = { general: 1, tradesOwn: 3 };
/** The network's list changes rarely: read once a day per service. */
const SITE_LIST_REUSE_MS = 24 * 60 * 60 * 1000;
/**
 * Words every site's audience uses ("pet owners", "professional and amateur chefs"): a shared
 * one says nothing of whether the idea's people gather there.
 */
const GENERIC_AUDIENCE_WORDS = [
  "people",
  "user",
  "owner",
  "professional",
  "amateur",
  "enthusiast",
  "student",
  "member",
  "worker",
  "expert",
  "team",
  "business",
  "company",
  "manager",
  "folk",
  "power",
  "serious",
  "dedicated",
  "other",
  "interest",
  "those",
];
let genericAudienceStems: Set<string> | undefined;
/** Stemmed on first use: stemming loads the language model, which an idle server need not hold. */
const genericAudienceStem = (word: string) =>
  (genericAudienceStems ??= new Set(GENERIC_AUDIENCE_WORDS.map(stem))).has(word);
const QUESTIONS_PER_SEARCH = { full: 10, preview: 5 };
const QUESTIONS_WITH_ANSWERS = { full: 6, preview: 1 };
/** Calls left unspent so one report cannot take the last of the day's quota from the next. */
const QUOTA_RESERVE = 10;

const ownerSchema = z.object({ display_name: z.string().nullish() }).nullish();

/**
 * Every answer's envelope. `fetchedAt` is stamped when the answer arrives and kept when it is
 * read back from the cache, so a cached quota or back-off is read as of when the service said it.
 */
const wrapper = <T extends z.ZodTypeAny>(item: T) =>
  z
    .object({
      items: z.array(item),
      has_more: z.boolean().nullish(),
      quota_remaining: z.number().nullish(),
      backoff: z.number().nullish(),
      fetchedAt: z.number().optional(),
    })
    .transform((body) => ({ ...body, fetchedAt: body.fetchedAt ?? Date.now() }));

export const stackExchangeQuestionsSchema = wrapper(
  z.object({
    question_id: z.number(),
    title: z.string(),
    body: z.string().nullish(),
    link: z.string(),
    owner: ownerSchema,
    creation_date: z.number().nullish(),
    score: z.number().nullish(),
    answer_count: z.number().nullish(),
    tags: z.array(z.string()).nullish(),
  }),
);
type Question = z.infer<typeof stackExchangeQuestionsSchema>["items"][number];

export const stackExchangeAnswersSchema = wrapper(
  z.object({
    answer_id: z.number(),
    question_id: z.number(),
    body: z.string().nullish(),
    owner: ownerSchema,
    creation_date: z.number().nullish(),
    score: z.number().nullish(),
  }),
);
type Answer = z.infer<typeof stackExchangeAnswersSchema>["items"][number];

export const stackExchangeSitesSchema = wrapper(
  z.object({
    api_site_parameter: z.string(),
    name: z.string(),
    audience: z.string().nullish(),
    site_type: z.string().nullish(),
    site_url: z.string().nullish(),
  }),
);
type Site = z.infer<typeof stackExchangeSitesSchema>["items"][number];

/**
 * The sites whose stated audience is the idea's people, best first: every word of an audience
 * phrase of the plan ("home brewers", "pilot") in the site's name and audience ("dedicated home
 * brewers", "aircraft pilots"), or of one of its own phrases, or a site named for a word of the
 * audience ("Chess" for volunteer chess organisers); words every audience uses do not count.
 */
export function sitesForPlan(sites: Site[], understanding: IdeaUnderstanding): string[] {
  const terms = understanding.terms.filter(
    (term) => term.role === "audience" || term.role === "core",
  );
  const audienceWords = new Set(
    stemsOf(understanding.audience).filter((word) => !genericAudienceStem(word)),
  );
  return sites
    .filter((site) => (site.site_type ?? "main_site") === "main_site")
    .filter(
      (site) => !(STACK_EXCHANGE_SITES as readonly string[]).includes(site.api_site_parameter),
    )
    .map((site) => {
      const words = new Set(stemsOf(htmlToText(`${site.name} ${site.audience ?? ""}`)));
      const score = terms
        .map((term) => stemsOf(term.phrase).filter((word) => !genericAudienceStem(word)))
        .filter((phrase) => phrase.length > 0 && phrase.every((word) => words.has(word))).length;
      // "Chess" for volunteer chess organisers: a site named for the audience's own field.
      const name = stemsOf(htmlToText(site.name));
      const namedForField = name.length > 0 && name.every((word) => audienceWords.has(word));
      return { site, score: score + (namedForField ? 1 : 0) };
    })
    .filter(({ score }) => score > 0)
    .sort(
      (a, b) =>
        b.score - a.score || a.site.api_site_parameter.localeCompare(b.site.api_site_parameter),
    )
    .slice(0, PICKED_SITES)
    .map(({ site }) => {
      SITE_NAMES[site.api_site_parameter] ??= htmlToText(site.name);
      return site.api_site_parameter;
    });
}

const errorSchema = z.object({
  error_id: z.number(),
  error_name: z.string().nullish(),
  error_message: z.string().nullish(),
});

/** The service's own reason for a refusal; a throttle or a spent quota is a rate limit. */
export function describeStackExchangeRefusal(status: number, body: unknown): SourceError | null {
  const parsed = errorSchema.safeParse(body);
  if (!parsed.success) return null;
  const { error_id: id, error_name: name, error_message: message } = parsed.data;
  const detail = `${name ?? `error ${id}`}${message ? `: ${message}` : ""}`.slice(0, 200);
  const throttled = id === 502 || name === "throttle_violation";
  return new SourceError(throttled ? "rate-limited" : "failed", detail, status);
}

/** Lists and paragraphs as lines, entities decoded: the author's words as they read them. */
function bodyText(html: string | null | undefined): string {
  return htmlToText((html ?? "").replace(/<\s*li\b[^>]*>/gi, "\n"));
}

/** An answer's quoted words (empty when it has none); the re-check reads them the same way. */
export function stackExchangeAnswerText(answer: Answer): string {
  return bodyText(answer.body);
}

const siteOf = (link: string) => new URL(link).hostname;

export function stackExchangeQuestionToEvidence(site: string, question: Question): Evidence {
  const title = htmlToText(question.title);
  return {
    id: `stackexchange:${site}:q${question.question_id}`,
    platform: "stackexchange",
    source: "stackexchange",
    kind: "post",
    title,
    text: [title, bodyText(question.body)].filter(Boolean).join("\n"),
    author: question.owner?.display_name ? htmlToText(question.owner.display_name) : null,
    url: question.link,
    createdAt: unixToIso(question.creation_date),
    score: question.score ?? null,
  };
}

/** What an evidence id made here names: a question or an answer, by its id on its site. */
export function stackExchangeItemOf(
  evidenceId: string,
): { site: string; kind: "question" | "answer"; id: string } | null {
  const match = /^stackexchange:([a-z.-]+):([qa])(\d+)$/.exec(evidenceId);
  if (!match) return null;
  return { site: match[1]!, kind: match[2] === "q" ? "question" : "answer", id: match[3]! };
}

/** An answer, under its question; its link is the site's short answer link. */
export function stackExchangeAnswerToEvidence(
  site: string,
  question: Evidence,
  answer: Answer,
): Evidence | null {
  const text = stackExchangeAnswerText(answer);
  if (!text) return null;
  return {
    id: `stackexchange:${site}:a${answer.answer_id}`,
    platform: "stackexchange",
    source: "stackexchange",
    kind: "comment",
    title: question.title,
    text,
    author: answer.owner?.display_name ? htmlToText(answer.owner.display_name) : null,
    url: `https://${siteOf(question.url)}/a/${answer.answer_id}`,
    createdAt: unixToIso(answer.creation_date),
    score: answer.score ?? null,
    thread: question.text,
  };
}

/** What every answer says of the quota and the back-off. */
interface Envelope {
  quota_remaining?: number | null;
  backoff?: number | null;
  fetchedAt: number;
}

/** What the service asked of us, remembered across reports: the quota is per address and day. */
interface ServiceState {
  /** Per method: no call before this time (ms). */
  backoffUntil: Map<string, number>;
  quotaRemaining: number | null;
  /** The UTC day the quota was read on; a new day starts a new quota. */
  quotaDay: string;
  /** The network's sites, as last listed, and when. */
  sites?: { list: Site[]; readAt: number };
}
const services = new Map<string, ServiceState>();

function stateOf(baseUrl: string): ServiceState {
  const today = new Date().toISOString().slice(0, 10);
  let state = services.get(baseUrl);
  if (!state || state.quotaDay !== today) {
    state = {
      backoffUntil: state?.backoffUntil ?? new Map(),
      quotaRemaining: null,
      quotaDay: today,
      sites: state?.sites,
    };
    services.set(baseUrl, state);
  }
  return state;
}

/** Forgets what every service asked (tests start each case from a fresh quota). */
export function resetStackExchangeState(): void {
  services.clear();
}

function waitFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(new SourceError("timeout", "cancelled while the service asked us to wait"));
      },
      { once: true },
    );
  });
}

/**
 * The methods as the service counts back-offs: their routes, without the ids. The re-check's
 * reads by id (ADR 0028) count against the same quota as the research's searches.
 */
export type StackExchangeMethod =
  "search/advanced" | "similar" | "questions/answers" | "sites" | "answers" | "questions";

/**
 * Before a call: refuses while today's quota is down to the reserve, and waits out a back-off
 * the method was given (refusing when it would end past the deadline).
 */
export async function awaitStackExchangeTurn(
  baseUrl: string,
  method: StackExchangeMethod,
  signal: AbortSignal,
  deadline: number,
): Promise<void> {
  const state = stateOf(baseUrl);
  if (state.quotaRemaining !== null && state.quotaRemaining <= QUOTA_RESERVE)
    throw new SourceError(
      "rate-limited",
      `today's quota of requests is spent (${state.quotaRemaining} left)`,
    );
  const wait = (state.backoffUntil.get(method) ?? 0) - Date.now();
  if (wait > 0) {
    if (Date.now() + wait >= deadline)
      throw new SourceError(
        "rate-limited",
        `asked to wait ${Math.ceil(wait / 1000)} s, past the deadline`,
      );
    await waitFor(wait, signal);
  }
}

/** After an answer: what it said of the quota and of a back-off, remembered for every caller. */
export function noteStackExchangeAnswer(
  baseUrl: string,
  method: StackExchangeMethod,
  body: Envelope,
): void {
  const state = stateOf(baseUrl);
  // A count from another day (a cached answer) says nothing of today's quota; within a day
  // answers may arrive out of order, and the lowest is the latest.
  const saidToday = new Date(body.fetchedAt).toISOString().slice(0, 10) === state.quotaDay;
  if (saidToday && typeof body.quota_remaining === "number")
    state.quotaRemaining = Math.min(state.quotaRemaining ?? Infinity, body.quota_remaining);
  if (body.backoff)
    state.backoffUntil.set(
      method,
      Math.max(state.backoffUntil.get(method) ?? 0, body.fetchedAt + body.backoff * 1000),
    );
}

/**
 * A call's query: its parameters with the built-in `withbody` filter (bodies as HTML), and the
 * key when there is one (left out of cache keys).
 */
export function stackExchangeQuery(params: Record<string, string>, key?: string): URLSearchParams {
  const query = new URLSearchParams({ ...params, filter: "withbody" });
  if (key) query.set("key", key);
  return query;
}

/** One search of a site: by all the words of a short query, or like a question's title. */
interface Search {
  method: "search/advanced" | "similar";
  text: string;
}

/** The longest title a question may have, and so the longest a similar-questions search takes. */
const MAX_TITLE_CHARS = 150;

/**
 * The plan's most specific short query, and the problem as a question's title: people title a
 * question in their own words ("Waitlist app that texts patients when a physio cancels"), which
 * share some of the idea's words but rarely all of a short query's. The site's "similar
 * questions" (its ask page's suggestions) finds those by the words they share.
 */
function searchesFor(context: SourceContext, queries: number): Search[] {
  const title = cutAtWord(context.understanding.problem, MAX_TITLE_CHARS - 1);
  return [
    ...queriesFor(context, queries, 1).map((query) => ({
      method: "search/advanced" as const,
      text: query,
    })),
    ...(!context.preview && title ? [{ method: "similar" as const, text: title }] : []),
  ];
}

export function createStackExchangeSource(settings: SourceSettings["stackexchange"]): Source {
  /** One call to a method, after any back-off it asked for and only while quota is left. */
  const call = async <T extends Envelope>(
    context: SourceContext,
    method: StackExchangeMethod,
    path: string,
    params: Record<string, string>,
    schema: z.ZodType<T>,
  ): Promise<T> => {
    await awaitStackExchangeTurn(settings.baseUrl, method, context.signal, context.deadline);
    const query = stackExchangeQuery(params, settings.key);
    const body = await context.getJson({
      url: `${settings.baseUrl}${path}?${query}`,
      schema,
      cacheKey: `${settings.baseUrl}${path}?${stackExchangeQuery(params)}`,
      describeRefusal: describeStackExchangeRefusal,
    });
    noteStackExchangeAnswer(settings.baseUrl, method, body);
    return body;
  };

  const search = async (
    context: SourceContext,
    site: string,
    asked: Search,
    tradesOwnSite: boolean,
  ) => {
    const body = await call(
      context,
      asked.method,
      `/${asked.method}`,
      {
        ...(asked.method === "similar" ? { title: asked.text } : { q: asked.text }),
        site,
        sort: "relevance",
        order: "desc",
        pagesize: String(
          context.preview ? QUESTIONS_PER_SEARCH.preview : QUESTIONS_PER_SEARCH.full,
        ),
      },
      stackExchangeQuestionsSchema,
    );
    // A site-wide search by the idea's words finds everyone who uses them: a question that never
    // names the idea's audience is someone else's, and so are its answers. On the trade's own
    // site ("Chess" for chess organisers) everyone asking is of the trade, in its own words
    // ("I'm a volunteer TD"): the relevance gate judges them as it judges every item.
    const questions = body.items
      .map((question) => stackExchangeQuestionToEvidence(site, question))
      .filter((question) => tradesOwnSite || !context.relevance(question).fromStranger);
    context.emit(questions);
    return questions;
  };

  const readAnswers = async (context: SourceContext, site: string, questions: Evidence[]) => {
    const ids = questions.map((question) => question.id.replace(/^.*:q/, ""));
    const body = await call(
      context,
      "questions/answers",
      `/questions/${ids.join(";")}/answers`,
      { site, sort: "votes", order: "desc", pagesize: "50" },
      stackExchangeAnswersSchema,
    );
    const byId = new Map(questions.map((question) => [question.id, question]));
    context.emit(
      body.items.flatMap((answer) => {
        const question = byId.get(`stackexchange:${site}:q${answer.question_id}`);
        const evidence = question && stackExchangeAnswerToEvidence(site, question, answer);
        return evidence ? [evidence] : [];
      }),
    );
  };

  /** Sites of the idea's trade; none when the list cannot be read (the fixed sites still are). */
  const pickSites = async (context: SourceContext): Promise<string[]> => {
    if (context.preview) return [];
    const state = stateOf(settings.baseUrl);
    if (!state.sites || Date.now() - state.sites.readAt > SITE_LIST_REUSE_MS) {
      const body = await call(
        context,
        "sites",
        "/sites",
        { pagesize: "400" },
        stackExchangeSitesSchema,
      ).catch(() => null);
      if (!body) return [];
      state.sites = { list: body.items, readAt: Date.now() };
    }
    return sitesForPlan(state.sites.list, context.understanding);
  };

  return {
    name: "stackexchange",
    label: SOURCE_LABELS.stackexchange,
    purpose: "questions asking for a tool, and their answers",
    missing: [],
    async gather(context) {
      const searchSites = (sites: readonly string[], tradesOwn: boolean) => {
        const searches = searchesFor(
          context,
          tradesOwn ? QUERIES_PER_SITE.tradesOwn : QUERIES_PER_SITE.general,
        );
        return Promise.all(
          sites.flatMap((site) => searches.map((asked) => search(context, site, asked, tradesOwn))),
        ).then((results) => results.flat());
      };
      // The trade's own sites join as soon as the network's list is read (once a day).
      const found = await Promise.all([
        searchSites(
          STACK_EXCHANGE_SITES.slice(0, context.preview ? SITES_READ.preview : SITES_READ.full),
          false,
        ),
        pickSites(context).then((sites) => searchSites(sites, true)),
      ]);
      const questions = found.flat();
      context.searched();
      const promising = mostPromising(
        context,
        questions,
        context.preview ? QUESTIONS_WITH_ANSWERS.preview : QUESTIONS_WITH_ANSWERS.full,
      );
      const bySite = Map.groupBy(promising, (question) => question.id.split(":")[1]!);
      await Promise.all([...bySite].map(([site, asked]) => readAnswers(context, site, asked)));
    },
  };
}
