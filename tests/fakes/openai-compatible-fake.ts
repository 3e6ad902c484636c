import type { FakeRequest, FakeResponse, FakeService } from "./fake-server.ts";
import { jsonBody, startFakeService } from "./fake-server.ts";
import { stableNumber } from "./content.ts";
import {
  allProducts,
  githubUrl,
  hnId,
  marketFor,
  productHomepage,
  productHuntUrl,
} from "./markets/corpus.ts";
import { quotableItems } from "./markets/answer-key.ts";
import type { Market } from "./markets/market.ts";
import { SERVED_MARKETS } from "./markets/corpus.ts";

/** valid: grounded answers; invalid: never matches the schema; invalid-once: first answer per section invalid; malformed: cut-off text that is not JSON; adversarial: invents quotes, ids and links. */
export type FakeModelMode = "valid" | "invalid" | "invalid-once" | "malformed" | "adversarial";

export interface FakeModelControl {
  mode: FakeModelMode;
  /** Latency per structured-output name (competitors, feedback, insights, market_summary, interview_kit). */
  latencyByName: Record<string, number>;
  calls: Array<{ name: string; stream: boolean }>;
  /** Section names already answered, so invalid-once fails only the first answer of each. */
  answered: Set<string>;
  /** How the next chat answers fail: an HTTP error before any word, or a stream cut off half-way. */
  chatFailure?: "none" | "429" | "402" | "500" | "cut";
  /** Pause between streamed pieces of a chat answer. */
  chatIntervalMs?: number;
}

/** The chat's system prompt names the assistant; structured report calls never do. */
const CHAT_MARKER = "Groundtruth's research assistant";

function lastUserMessage(body: Record<string, unknown>): string {
  const messages = Array.isArray(body.messages)
    ? (body.messages as Array<{ role?: string; content?: unknown }>)
    : [];
  const last = messages.filter((message) => message.role === "user").at(-1);
  return typeof last?.content === "string"
    ? last.content
    : Array.isArray(last?.content)
      ? last.content.map((part: { text?: string }) => part.text ?? "").join("")
      : "";
}

/** A grounded answer built from the evidence in the prompt; the adversarial one also invents a link, a quote and a citation. */
function chatAnswer(evidence: PromptEvidence[], question: string, adversarial: boolean): string {
  if (evidence.length === 0)
    return "The evidence gathered for this analysis does not cover that question.";
  const [first, second] = evidence;
  const opening = first!.text.split(/\s+/).slice(0, 8).join(" ").replace(/["“”]/g, "");
  const lines = [
    `About "${question.slice(0, 80)}": the evidence points one way.`,
    "",
    `- People discussing ${first!.platform} raise it directly [${first!.id}].`,
    second ? `- A ${second.platform} ${second.kind} points the same way [${second.id}].` : "",
    "",
    `One person wrote “${opening}” [${first!.id}]. Any figure not in the evidence would be an estimate.`,
  ];
  if (adversarial)
    lines.push(
      "",
      "Full numbers are at https://invented-source.example/proof and [in this study](https://fake-study.example/report).",
      "A founder said “this will definitely make ten million dollars next year” [999].",
    );
  return lines.filter((line, index, all) => line !== "" || all[index - 1] !== "").join("\n");
}

interface PromptEvidence {
  id: string;
  platform: string;
  kind: string;
  title: string;
  url: string;
  text: string;
}

/** The fake reads the evidence ids out of the prompt, as a real model would see them. */
export function parsePromptEvidence(prompt: string): PromptEvidence[] {
  const items: PromptEvidence[] = [];
  for (const match of prompt.matchAll(/<evidence ([^>]*)>\n([\s\S]*?)\n<\/evidence>/g)) {
    const attributes = Object.fromEntries(
      [...(match[1] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map((pair) => [pair[1], pair[2]]),
    );
    items.push({
      id: attributes.id ?? "",
      platform: attributes.platform ?? "",
      kind: attributes.kind ?? "",
      title: attributes.title ?? "",
      url: attributes.url ?? "",
      text: match[2] ?? "",
    });
  }
  return items;
}

function productName(item: PromptEvidence): string {
  if (item.kind === "repository") return item.title.split("/").pop() ?? item.title;
  return (
    item.title
      .replace(/^show hn:\s*/i, "")
      .split(/\s[–—|-]\s|:\s/)[0]
      ?.trim() ?? item.title
  );
}

function competitorsAnswer(evidence: PromptEvidence[], adversarial: boolean) {
  const discussions = evidence.filter((item) => item.kind === "comment" || item.kind === "post");
  const seen = new Set<string>();
  const named = evidence
    .filter((item) => ["product", "repository", "launch", "search-result"].includes(item.kind))
    .map((item) => ({ item, name: productName(item) }))
    .filter(
      ({ name }) =>
        name.length > 0 && !seen.has(name.toLowerCase()) && seen.add(name.toLowerCase()),
    )
    .slice(0, 6);
  // The invented link goes on a real product (not an article), so the engine has to check it.
  const firstListing = named.findIndex(
    ({ item }) => item.kind === "product" || item.kind === "repository" || item.kind === "launch",
  );
  const competitors = named.map(({ item, name }, index) => ({
    name,
    description: `${name}: ${item.text.split(/[.\n]/)[0] ?? "a similar product"}.`,
    link: adversarial && index === firstListing ? "https://evil.example/redirect" : item.url,
    evidenceIds: [
      item.id,
      ...discussions
        .filter((entry) => entry.text.includes(name))
        .slice(0, 3)
        .map((entry) => entry.id),
    ],
    pricing: item.text.includes("$6/month")
      ? { value: "$6/month", basis: "Listed in its tagline", evidenceId: item.id }
      : {
          value: "$8 per user/month",
          basis: "typical for team tools in this category",
          evidenceId: null,
        },
    estimatedDownloads: {
      value: "10k-50k",
      basis: "inferred from votes and stars in the evidence",
      evidenceId: null,
    },
    estimatedARR: {
      value: "$0.5M-2M",
      basis: "assumes 2% paid conversion at the estimated price",
      evidenceId: null,
    },
    fundingStatus: {
      value: "Bootstrapped (no funding news found)",
      basis: "no funding mentioned in the evidence",
      evidenceId: null,
    },
    keyFeatures: ["Streaks", "Reminders", "Team dashboards"],
    topFeatures: ["Slack integration"],
  }));
  if (adversarial) {
    competitors.push({
      ...competitors[0]!,
      name: "InventedCorp",
      description: "A competitor that exists only in the model's imagination.",
      link: "https://invented-competitor.example/pricing",
      evidenceIds: ["reddit:t1_invented999"],
    });
  }
  return { competitors };
}

/** One sentence on why a quote matters, as a model writes it: from what the quote does, not a template per platform. */
function whyItMatters(item: PromptEvidence): string {
  if (REQUEST.test(item.text)) return "Asks for something the tools they use today do not do.";
  if (SWITCH.test(item.text))
    return "Says what made them change tools, which is what a new one must beat.";
  if (/\$\d|£\d|€\d|pay|price|subscription/i.test(item.text))
    return "Puts a price on the problem, a first hint of what they would pay.";
  if (PAIN.test(item.text)) return "Describes what the problem costs them as things stand.";
  return "Shows how they handle it today.";
}

function feedbackAnswer(evidence: PromptEvidence[], adversarial: boolean) {
  const byPlatform = new Map<string, PromptEvidence[]>();
  for (const item of evidence)
    byPlatform.set(item.platform, [...(byPlatform.get(item.platform) ?? []), item]);
  const items = [...byPlatform.entries()].flatMap(([, list]) =>
    list.slice(0, 3).map((item) => ({
      evidenceId: item.id,
      featureRequest: /wish|would pay|is there a tool|would be great/i.test(item.text)
        ? "Team-level streaks with a Slack integration"
        : null,
      context: whyItMatters(item),
    })),
  );
  if (adversarial) {
    items.push({
      evidenceId: "hackernews:99999999",
      featureRequest: "Invented request",
      context: "This item was never gathered.",
    });
    items.push({
      evidenceId: items[0]?.evidenceId ?? "x",
      featureRequest: null,
      context: 'One user wrote "I would switch tomorrow if it had AI coaching built in".',
    });
  }
  return { items };
}

function idsMatching(evidence: PromptEvidence[], pattern: RegExp): string[] {
  const ids = evidence.filter((item) => pattern.test(item.text)).map((item) => item.id);
  return (ids.length > 0 ? ids : evidence.map((item) => item.id)).slice(0, 4);
}

/** A sentence of the item as the analyst's own words would put it: no quotation marks, short. */
function gist(item: PromptEvidence, pattern?: RegExp): string {
  const sentences = item.text.split(/(?<=[.!?])\s+|\n/).filter((part) => part.trim().length > 20);
  const sentence = sentences.find((part) => pattern?.test(part)) ?? sentences[0] ?? item.text;
  return sentence.replace(/["“”]/g, "").trim().slice(0, 140);
}

function insight(items: PromptEvidence[], lead: string, pattern: RegExp) {
  return items
    .slice(0, 3)
    .map((item) => ({ text: `${lead}${gist(item, pattern)}`, evidenceIds: [item.id] }));
}

const PAIN =
  /expensive|no-show|cancel|late|frustrat|hate|waste|chasing|ghost|spam|clunky|confusing|nobody|chore|burnout|lost/i;
const REQUEST = /wish|would pay|is there|would love|looking for|anyone know/i;
const SWITCH = /switched|alternative|instead of|moved (?:to|everyone)/i;

/**
 * Insights a careful model would write from the evidence it is shown, whatever the market: each
 * restates one item and cites it, so the demo reads like a report about the idea at hand.
 */
function insightsAnswer(evidence: PromptEvidence[], adversarial: boolean) {
  const discussions = evidence.filter((item) => item.kind === "comment" || item.kind === "post");
  const pains = discussions.filter((item) => PAIN.test(item.text));
  const requests = discussions.filter((item) => REQUEST.test(item.text));
  const switches = discussions.filter((item) => SWITCH.test(item.text));
  const answer = {
    topPainPoints: insight(pains, "People describe it like this: ", PAIN),
    featureOpportunities: insight(requests, "Asked for: ", REQUEST),
    marketGaps: insight(switches, "Switching shows what current tools miss: ", SWITCH),
    actionableInsights: insight(
      pains.slice(0, 1),
      "Interview the people behind the most repeated complaint first: ",
      PAIN,
    ),
  };
  if (adversarial) {
    answer.topPainPoints.push({
      text: 'Users keep saying "this would save us ten hours every single week" about it.',
      evidenceIds: idsMatching(evidence, /./),
    });
    answer.marketGaps.push({
      text: "Nobody offers offline sync.",
      evidenceIds: ["reddit:t1_invented999"],
    });
  }
  return answer;
}

const FEEDBACK_PLATFORM_NAMES: Array<[string, string]> = [
  ["reddit", "Reddit"],
  ["hackernews", "Hacker News"],
  ["youtube", "YouTube"],
  ["twitter", "X"],
  ["tiktok", "TikTok"],
  ["facebook", "Facebook"],
];

function summaryAnswer(evidence: PromptEvidence[], prompt: string, adversarial: boolean) {
  const ids = evidence.slice(0, 5).map((item) => item.id);
  const products = /Existing products found: ([^\n]*)\./.exec(prompt)?.[1] ?? "none";
  const discussed = new Set(
    evidence
      .filter((item) => item.kind === "comment" || item.kind === "post" || item.kind === "video")
      .map((item) => item.platform),
  );
  const platforms =
    FEEDBACK_PLATFORM_NAMES.filter(([id]) => discussed.has(id))
      .map(([, name]) => name)
      .join(", ") || "the web";
  const audience =
    /Likely audience: ([^\n]*?)\./.exec(prompt)?.[1]?.trim() || "the people with this problem";
  const [pain] = evidence.filter((item) => PAIN.test(item.text));
  const [request] = evidence.filter((item) => REQUEST.test(item.text));
  return {
    marketOpportunity: `The people this idea serves discuss the problem on ${platforms}, and products already compete for them (${products}).${adversarial ? " The market is worth $4.2 billion." : ""}`,
    keyTakeaways: [
      pain ? `The sharpest pain: ${gist(pain, PAIN)}` : "Few complaints were found.",
      request
        ? `What people ask for: ${gist(request, REQUEST)}`
        : "Few explicit requests were found.",
    ],
    recommendedFocus: request
      ? `Build first for the request that keeps coming up: ${gist(request, REQUEST)}`
      : "Validate the pain with interviews before building.",
    targetSegment: `${audience.charAt(0).toUpperCase()}${audience.slice(1)} who already feel this problem, starting with those who describe it in the threads quoted here.`,
    differentiationStrategy: `Stand apart from ${products} on what their users complain about in this evidence.`,
    evidenceIds: adversarial ? [...ids, "youtube:invented"] : ids,
    // An adversarial model also tries to hand the idea a verdict of its own.
    ...(adversarial ? { score: 100, verdict: { score: 100, confidence: "high" } } : {}),
  };
}

/** Labels by id, each with a sentence of the item; the adversarial model invents and paraphrases. */
function verdictLabelsAnswer(evidence: PromptEvidence[], adversarial: boolean) {
  const rules: Array<[string, RegExp]> = [
    ["pain", PAIN],
    ["pain", REQUEST],
    ["intense", /hate|frustrat|nightmare|worst|sick of|fed up/i],
    ["workaround", /spreadsheet|by hand|manually|paper|sticky note/i],
    ["loss", /hours? (?:a|every|per)|lost|waste/i],
    ["commercial", /\$\d|pay|price|subscription/i],
    ["satisfied", /works (?:great|well|fine)|love (?:it|using)|happy with/i],
  ];
  const items = evidence.map((item) => {
    const sentences = item.text.split(/(?<=[.!?])\s+/).map((sentence) => sentence.trim());
    const labels = rules.flatMap(([label, rule]) => {
      const sentence = sentences.find((candidate) => rule.test(candidate));
      return sentence ? [{ label, sentence }] : [];
    });
    return { evidenceId: item.id, labels };
  });
  if (adversarial) {
    items.push({
      evidenceId: "reddit:t1_invented999",
      labels: [{ label: "commercial", sentence: "I would pay $500 a month for this today." }],
    });
    items[0]?.labels.push({
      label: "commercial",
      sentence: "Everyone says they would pay for it.",
    });
  }
  return { items, ...(adversarial ? { score: 100 } : {}) };
}

/**
 * Interview questions per pain, each citing ids shown inside that pain. Every answer also carries
 * a hypothetical and a question citing an id it was never shown, so the engine's checks always
 * have something to refuse; the adversarial model adds a request to contact a quoted author, a
 * near-duplicate and an invented quote.
 */
function interviewKitAnswer(prompt: string, adversarial: boolean) {
  const pains = [...prompt.matchAll(/<pain number="(\d+)">\n([\s\S]*?)\n<\/pain>/g)].map(
    (match) => ({
      pain: Number(match[1]),
      ids: parsePromptEvidence(match[2] ?? "").map((item) => item.id),
    }),
  );
  return {
    pains: pains.map(({ pain, ids }) => {
      const [first = "", second = first, third = second] = ids;
      const questions = [
        {
          question: "Tell me about the last time this happened to you. What did you do first?",
          evidenceIds: [first],
        },
        {
          question: "What did you try before, and why did you stop using it?",
          evidenceIds: [second],
        },
        {
          question: "How long did it take you to sort out the last time, from start to finish?",
          evidenceIds: [first, third],
        },
        { question: "Would you pay for a tool that fixed this for you?", evidenceIds: [first] },
        {
          question: "Who else did you ask for help the last time it happened?",
          evidenceIds: [second, "reddit:t1_invented_kit"],
        },
      ];
      if (adversarial)
        questions.push(
          {
            question: "Message the author of this post and ask what they did the last time.",
            evidenceIds: [first],
          },
          {
            question: "Tell me about the last time this happened to you. What did you do?",
            evidenceIds: [first],
          },
          {
            question:
              'Someone wrote "this costs me ten hours every single week". When did that last happen to you?',
            evidenceIds: [first],
          },
        );
      return { pain, questions };
    }),
  };
}

const ANSWER_KEY = quotableItems(SERVED_MARKETS);

/** Whether a corpus URL is on topic for the idea being judged: its label in that idea's market, or whether the product competes there. */
function knownRelevance(url: string, market: Market | undefined): boolean | undefined {
  if (!market) return undefined;
  const quote = ANSWER_KEY.get(url);
  if (quote) return quote.market === market && quote.item.onTopic;
  const bare = url.split("?")[0];
  const product = allProducts().find(({ market: home, product }) =>
    [
      productHomepage(product),
      productHuntUrl(product),
      githubUrl(product),
      product.showHn
        ? `https://news.ycombinator.com/item?id=${hnId(home, `showhn:${product.name}`)}`
        : null,
    ].includes(bare ?? ""),
  );
  return product ? product.market === market && product.product.competitor : undefined;
}

/**
 * A good but fallible judge: it labels items as the idea's market's answer key does, gets one in
 * twelve wrong (deterministically), and calls what it cannot place on topic.
 */
function relevanceAnswer(evidence: PromptEvidence[], prompt: string, adversarial: boolean) {
  const market = marketFor(/<idea>\n([\s\S]*?)\n<\/idea>/.exec(prompt)?.[1] ?? "");
  const items = evidence.map((item) => {
    const known = knownRelevance(item.url, market) ?? true;
    const wrong = stableNumber(item.id, 12) === 0;
    return {
      id: item.id,
      onTopic: wrong ? !known : known,
      signal: /wish|would pay|is there/i.test(item.text) ? "request" : "pain",
    };
  });
  if (adversarial) items.push({ id: "reddit:t1_invented999", onTopic: true, signal: "pain" });
  return { items };
}

/** A plan as a model would write it: the audience, the users' words, the communities it knows. */
function planAnswer(prompt: string) {
  const idea = /<idea>\n([\s\S]*?)\n<\/idea>/.exec(prompt)?.[1] ?? "";
  const market = marketFor(idea);
  const audience = /\bfor ([^,.:;]+?)(?: that| who| to|[,.:;]|$)/i.exec(idea)?.[1] ?? "founders";
  return {
    problem: idea.split(/[.:]/)[0] ?? idea,
    audience,
    userPhrases:
      idea
        .toLowerCase()
        .match(/[a-z-]+ [a-z-]+/g)
        ?.slice(0, 4) ?? [],
    categoryNames: [`${audience} software`],
    knownProducts: [],
    communities: [...new Set(market?.reddit.map((thread) => thread.subreddit ?? "") ?? [])]
      .filter(Boolean)
      .slice(0, 3),
  };
}

const PRICE_LINE = /(?:A\$|\$|£|€)\s?\d[\d,.]*|\bFree\b/;

/**
 * A model reading a product's pages: prices and short feature lines copied from the page text,
 * the founding sentence if there is one. The adversarial one adds a price and a year no page says.
 */
function siteProfileAnswer(prompt: string, adversarial: boolean) {
  const pages = [
    ...prompt.matchAll(/<page url="([^"]*)" kind="(\w+)">\n([\s\S]*?)\n<\/page>/g),
  ].map((match) => ({
    url: match[1] ?? "",
    kind: match[2] ?? "",
    lines: (match[3] ?? "")
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
  }));
  const plans = pages.flatMap((page) =>
    page.lines
      .filter((line) => PRICE_LINE.test(line) && line.length < 80)
      .slice(0, 4)
      .map((line) => ({
        name: null as string | null,
        price: PRICE_LINE.exec(line)?.[0] ?? "",
        period: null,
        pageUrl: page.url,
        snippet: line,
      })),
  );
  const home = pages.find((page) => page.kind === "home");
  const features = (home?.lines ?? [])
    .filter(
      (line) =>
        !PRICE_LINE.test(line) &&
        /^[A-Z]/.test(line) &&
        line.split(" ").length <= 5 &&
        !/pricing|log in|start|features|about/i.test(line),
    )
    .slice(1, 5)
    .map((line) => ({ value: line, pageUrl: home?.url ?? "", snippet: line }));
  const founded = (home?.lines ?? []).find((line) =>
    /\b(founded|since|started|launched)\b.*\b(19|20)\d\d\b/i.test(line),
  );
  const launchYear = founded
    ? {
        value: /\b(19|20)\d\d\b/.exec(founded)?.[0] ?? "",
        pageUrl: home?.url ?? "",
        snippet: founded,
      }
    : null;
  if (adversarial)
    plans.push({
      name: "Forever",
      price: "$5",
      period: null,
      pageUrl: home?.url ?? "",
      snippet: "Only $5 forever, cheaper than everyone",
    });
  return {
    plans,
    features,
    launchYear: adversarial
      ? { value: "2026", pageUrl: home?.url ?? "", snippet: "© 2026 All rights reserved." }
      : launchYear,
  };
}

function promptText(body: Record<string, unknown>): string {
  const messages = Array.isArray(body.messages)
    ? (body.messages as Array<{ content?: unknown }>)
    : [];
  return messages
    .map((message) =>
      typeof message.content === "string"
        ? message.content
        : Array.isArray(message.content)
          ? message.content.map((part: { text?: string }) => part.text ?? "").join("")
          : "",
    )
    .join("\n");
}

function schemaName(body: Record<string, unknown>): string {
  const format = body.response_format as { json_schema?: { name?: string } } | undefined;
  return format?.json_schema?.name ?? "text";
}

function completion(
  model: string,
  content: string,
  promptTokens: number,
  stream: boolean,
  latencyMs: number | undefined,
): FakeResponse {
  const completionTokens = Math.ceil(content.length / 4);
  const usage = {
    prompt_tokens: promptTokens,
    completion_tokens: completionTokens,
    total_tokens: promptTokens + completionTokens,
  };
  const id = "chatcmpl-fake";
  const created = 1_760_000_000;
  if (!stream) {
    return {
      latencyMs,
      json: {
        id,
        object: "chat.completion",
        created,
        model,
        choices: [
          {
            index: 0,
            message: { role: "assistant", content, refusal: null, annotations: [] },
            logprobs: null,
            finish_reason: "stop",
          },
        ],
        usage,
        system_fingerprint: "fp_fake",
      },
    };
  }
  const pieces = content.match(/[\s\S]{1,40}/g) ?? [""];
  const chunk = (delta: Record<string, unknown>, finish: string | null) =>
    JSON.stringify({
      id,
      object: "chat.completion.chunk",
      created,
      model,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
    });
  return {
    latencyMs,
    sse: [
      chunk({ role: "assistant", content: "" }, null),
      ...pieces.map((piece) => chunk({ content: piece }, null)),
      chunk({}, "stop"),
      JSON.stringify({ id, object: "chat.completion.chunk", created, model, choices: [], usage }),
      "[DONE]",
    ],
  };
}

export function startOpenAiCompatibleFake(control: FakeModelControl): Promise<FakeService> {
  return startFakeService("openai-compatible", (request: FakeRequest) => {
    if (request.path === "/v1/models")
      return { json: { object: "list", data: [{ id: "fake-model", object: "model" }] } };
    if (request.path !== "/v1/chat/completions")
      return { status: 404, json: { error: { message: "Not found" } } };
    const body = jsonBody(request);
    const name = schemaName(body);
    const stream = body.stream === true;
    control.calls.push({ name, stream });
    const prompt = promptText(body);
    const evidence = parsePromptEvidence(prompt);
    const adversarial = control.mode === "adversarial";
    if (name === "text" && prompt.includes(CHAT_MARKER)) {
      const failure = control.chatFailure ?? "none";
      if (failure === "429")
        return {
          status: 429,
          json: { error: { message: "Rate limit reached for requests", type: "rate_limit_error" } },
        };
      if (failure === "402")
        return {
          status: 402,
          json: {
            error: {
              message: "Insufficient credits. Add more to continue.",
              type: "insufficient_quota",
            },
          },
        };
      if (failure === "500")
        return {
          status: 500,
          json: { error: { message: "The server had an error", type: "server_error" } },
        };
      const answer = completion(
        String(body.model ?? "fake-model"),
        chatAnswer(evidence, lastUserMessage(body), adversarial),
        Math.ceil(prompt.length / 4),
        stream,
        0,
      );
      return {
        ...answer,
        sseIntervalMs: control.chatIntervalMs ?? 0,
        ...(failure === "cut" ? { sseCutAfter: 5 } : {}),
      };
    }
    const answers: Record<string, () => unknown> = {
      competitors: () => competitorsAnswer(evidence, adversarial),
      feedback: () => feedbackAnswer(evidence, adversarial),
      insights: () => insightsAnswer(evidence, adversarial),
      market_summary: () => summaryAnswer(evidence, prompt, adversarial),
      verdict_labels: () => verdictLabelsAnswer(evidence, adversarial),
      relevance: () => relevanceAnswer(evidence, prompt, adversarial),
      research_plan: () => planAnswer(prompt),
      site_profile: () => siteProfileAnswer(prompt, adversarial),
      interview_kit: () => interviewKitAnswer(prompt, adversarial),
    };
    const invalid =
      control.mode === "invalid" ||
      (control.mode === "invalid-once" && !control.answered.has(name));
    control.answered.add(name);
    const content = invalid
      ? JSON.stringify({ unexpected: "shape", note: "not what the schema asked for" })
      : control.mode === "malformed" && answers[name]
        ? '{"items": [{"evidenceId": "reddit:t1_'
        : answers[name]
          ? JSON.stringify(answers[name]())
          : `Fake answer about ${evidence.length} evidence items.`;
    return completion(
      String(body.model ?? "fake-model"),
      content,
      Math.ceil(prompt.length / 4),
      stream,
      control.latencyByName[name],
    );
  });
}
