import { describe, expect, it } from "vitest";
import { planResearch } from "../../../src/engine/plan/plan-research.ts";
import { mergePlans } from "../../../src/engine/plan/plan-with-model.ts";
import { createLexicalScorer } from "../../../src/engine/evidence/lexical-relevance.ts";
import { dedupeEvidence, rankEvidence } from "../../../src/engine/evidence/rank-evidence.ts";
import type { Evidence } from "../../../src/engine/types.ts";
import { aComment } from "../../support/evidence.ts";
import { judgeStage } from "../../../src/engine/stages/judge-stage.ts";
import { createRunContext } from "../../../src/engine/stages/run-context.ts";
import { defaultSourceSettings } from "../../../src/engine/default-settings.ts";
import { createMemoryCache } from "../../../src/engine/cache.ts";
import { estimateCostUsd } from "../../../src/engine/llm/pricing.ts";

const PHYSIO =
  "A scheduling tool for independent physiotherapists that fills last-minute cancellations from a waitlist by SMS.";
const GROOMING =
  "A booking app for independent dog groomers that cuts no-shows with deposits and automatic reminders.";

const evidence = aComment;

describe("research planning without a model", () => {
  it("asks all-words services short queries from the idea's own phrases, never the pitch's words", () => {
    const plan = planResearch(PHYSIO);
    expect(plan.queries.length).toBeGreaterThanOrEqual(4);
    for (const query of plan.queries) {
      const words = query.split(" ").length;
      expect(words, query).toBeGreaterThanOrEqual(2);
      expect(words, query).toBeLessThanOrEqual(3);
      expect(query).not.toMatch(/\b(tool|app|fills|that|from|by)\b/);
    }
    expect(plan.queries).toContain("last-minute cancellation");
    expect(plan.plannedBy).toBe("rules");
  });

  it("reads who the idea serves from its grammar and plans competitor searches for them", () => {
    const plan = planResearch(GROOMING);
    expect(plan.audience).toBe("independent dog groomers");
    expect(plan.competitorQueries[0]).toBe("booking software for dog groomers");
    expect(plan.competitorQueries.some((query) => query.endsWith("pricing"))).toBe(true);
    expect(plan.queries).toContain("dog groomers");
  });

  it("also searches for products by what they handle, in those nouns alone, among the searches a report runs", () => {
    // "Movebook: online booking for physios, with a waitlist that offers cancelled slots by SMS"
    // names neither "scheduling", "software" nor "physiotherapists".
    const plan = planResearch(
      "A scheduling tool for independent physiotherapists that fills last-minute cancellations from a waitlist by SMS.",
    );
    expect(plan.competitorQueries.slice(0, 4)).toContain("cancellation waitlist sms");
  });

  it("plans a market it has never seen from the idea's own noun phrases", () => {
    const plan = planResearch("A marketplace for renting camera gear between neighbours.");
    expect(plan.queries).toEqual(expect.arrayContaining(["camera gear"]));
    expect(plan.queries.every((query) => !/\bbetween\b/.test(query))).toBe(true);
    expect(plan.terms.some((term) => term.phrase === "camera gear")).toBe(true);
  });
});

describe("merging a model's plan", () => {
  it("puts the model's phrases first, strips search operators and filler, and bounds their length", () => {
    const rules = planResearch(PHYSIO);
    const merged = mergePlans(rules, {
      problem: "Solo physios lose income to late cancellations",
      audience: "physios",
      userPhrases: [
        "the empty slots",
        '"no shows" OR site:evil.example',
        "a phrase with far too many words in it",
        "cancellation list",
      ],
      categoryNames: ["physio booking software"],
      knownProducts: ["Cliniko"],
      communities: ["physiotherapy", "r/PrivatePractice", "not a subreddit!"],
    });
    expect(merged.queries.slice(0, 2)).toEqual(["empty slots", "cancellation list"]);
    expect(merged.queries.length).toBeLessThanOrEqual(10);
    expect(merged.queries.every((query) => !/["]|site:|\bOR\b/.test(query))).toBe(true);
    expect(merged.communities).toEqual(["physiotherapy", "PrivatePractice"]);
    expect(merged.competitorQueries).toContain("best physio booking software for physios");
    expect(merged.competitorQueries).toContain("cliniko alternatives");
    expect(merged.queries).toEqual(expect.arrayContaining(rules.queries.slice(0, 2)));
    expect(merged.plannedBy).toBe("model");
  });
});

describe("the relevance gate without a model", () => {
  const score = createLexicalScorer(planResearch(GROOMING).terms);

  it("keeps a groomer's complaint, supported by its thread's title", () => {
    const judgement = score(
      evidence(
        "a",
        "Third no-show this week. I'm going to start taking a deposit for every new client.",
        { title: "How do you handle no-shows at your grooming salon?" },
      ),
    );
    expect(judgement.onTopic).toBe(true);
  });

  it("asks more of a conversation that names neither the audience nor its trade", () => {
    // Searches by the problem's words bring back the same problem in other trades.
    const salon =
      "Third no-show this week. I'm going to start taking a deposit for every new client.";
    expect(score(evidence("s", salon)).onTopic).toBe(false);
    expect(score(evidence("g", `${salon} Grooming is hard enough already.`)).onTopic).toBe(true);
    // "My grooming salon" is the audience's own place, not another trade's.
    expect(
      score(evidence("m", "Third no-show this week at my grooming salon. Deposits from now on."))
        .onTopic,
    ).toBe(true);
    expect(
      score(
        evidence(
          "n",
          "Third no-show this week. Deposits at booking and automatic reminders the day before, from now on.",
        ),
      ).onTopic,
    ).toBe(true);
  });

  it("asks a short reply to say the problem in its own words, whatever its thread", () => {
    const groomers =
      "No-shows and late cancellations at my grooming salon: how do you handle deposits and reminders?";
    // One of the idea's everyday words, leaning on a rich thread: chit-chat.
    expect(score(evidence("q", "Which booking app?", { thread: groomers })).onTopic).toBe(false);
    // As short, but the problem in its own words.
    expect(
      score(evidence("d", "Deposits at booking fixed our no-shows.", { thread: groomers })).onTopic,
    ).toBe(true);
  });

  it("turns away a stranger's store review of another trade's app, whatever its words", () => {
    const review =
      "Deposits cut our no-shows. A deposit at booking and the no-shows basically stopped.";
    const restaurantApp =
      "Seatwell: Seatwell Host turns your iPad into a live floor plan for your tables.";
    const groomingApp = "Clippd: booking and deposits for dog groomers, with no-show protection.";
    expect(
      score(evidence("r1", review, { thread: restaurantApp, threadKind: "product" })).onTopic,
    ).toBe(false);
    expect(
      score(evidence("r2", review, { thread: groomingApp, threadKind: "product" })).onTopic,
    ).toBe(true);
  });

  it("lends a reply its thread only when the thread itself is about the problem", () => {
    const reply =
      "We ended up writing the policy on a chalkboard by the door and pointing at it every single time.";
    const groomers = "No-shows at booking: how do you handle them at your grooming salon?";
    // A thread that names neither the groomers nor their trade must say more of the problem, as a
    // post must: two of the idea's words are every trade's ("no-shows at booking").
    const anyone = "No-shows at booking are killing my shop, what do you do?";
    expect(score(evidence("r1", reply, { thread: groomers })).onTopic).toBe(true);
    expect(score(evidence("r2", reply, { thread: anyone })).onTopic).toBe(false);
    // A store review answers its app's listing, judged as the listing it is.
    const listing = "Booking and deposits for dog groomers, with no-show protection.";
    expect(score(evidence("r3", reply, { thread: listing, threadKind: "product" })).onTopic).toBe(
      true,
    );
  });

  it("knows an audience's trade from its phrase's head when no term names the people alone", () => {
    // A model's plan may name the audience only as a phrase ("dog groomers").
    const byPhrase = createLexicalScorer([
      { phrase: "dog groomers", role: "audience", weight: 1 },
      { phrase: "no-shows", role: "problem", weight: 1 },
      { phrase: "deposits", role: "problem", weight: 1 },
    ]);
    const salon = evidence("k", "Deposits cut the no-shows at the grooming salon by half.");
    expect(byPhrase(salon)).toMatchObject({ fromStranger: false, onTopic: true });
  });

  it("knows the audience by its short name in the plural and by the people its modifier names", () => {
    const physio = createLexicalScorer([
      { phrase: "physiotherapist", role: "audience", weight: 1 },
      { phrase: "cancellations", role: "problem", weight: 1 },
      { phrase: "waitlist", role: "problem", weight: 1 },
    ]);
    const post = "Independent physios: how do you run the waitlist for cancellations?";
    expect(physio(evidence("p", post, { kind: "post" })).fromStranger).toBe(false);

    const invoices = createLexicalScorer([
      { phrase: "freelance designers", role: "audience", weight: 1 },
      { phrase: "late fee", role: "core", weight: 1.5 },
      { phrase: "invoices", role: "problem", weight: 1 },
    ]);
    const freelancers = "freelancers: do you actually charge the late fee on your invoices?";
    expect(invoices(evidence("f", freelancers, { kind: "post" }))).toMatchObject({
      fromStranger: false,
      onTopic: true,
    });
    // The modifier itself is no person: "freelance work" is not its people.
    const work = "freelance work: do you actually charge the late fee on your invoices?";
    expect(invoices(evidence("w", work, { kind: "post" })).fromStranger).toBe(true);
  });

  it('hears no other trade in a stance ("I\'m a convert") and weighs a learned phrase at least as its word', () => {
    const physio = createLexicalScorer([
      { phrase: "physiotherapist", role: "audience", weight: 1 },
      { phrase: "cancellation", role: "problem", weight: 1 },
      { phrase: "waitlist", role: "problem", weight: 1 },
      { phrase: "late cancellations", role: "feedback", weight: 0.5 },
    ]);
    const convert =
      "The waitlist filled my 8am cancellation while I was in the shower. ok I'm a convert";
    expect(physio(evidence("c", convert, { kind: "post" })).vetoed).toBe(false);
    const nurse = "The waitlist filled my 8am cancellation. I'm a nurse, so mornings matter";
    expect(physio(evidence("b", nurse, { kind: "post" })).vetoed).toBe(true);
    // "late cancellations" holds "cancellation": together they say the problem word's 1, not 0.5.
    expect(physio(evidence("l", "Two late cancellations today.", { kind: "post" })).score).toBe(1);
  });

  it("drops look-alikes that share only the idea's surface words", () => {
    expect(
      score(
        evidence("b", "Best beard grooming kit? My beard oil runs out every month.", {
          kind: "post",
          subreddit: "beards",
        }),
      ).onTopic,
    ).toBe(false);
    expect(
      score(
        evidence(
          "c",
          "Half the guests were no-shows at our wedding and we still paid the caterer.",
          { kind: "post", subreddit: "weddingplanning" },
        ),
      ).onTopic,
    ).toBe(false);
    expect(
      score(
        evidence("d", "Following", { title: "How do you handle no-shows at your grooming salon?" }),
      ).onTopic,
    ).toBe(false);
  });
});

describe("the collection's own words at the gate", () => {
  // An idea that names no audience: its borderline items are judged by the collection alone.
  const idea = "A tool that chases unpaid invoices and adds late fees automatically";
  const sureOnTopic = [
    "Another client ignored my unpaid invoice for 60 days, so I added the late fee from my contract",
    "Freelance designers: how do you chase an unpaid invoice without losing the client? Late fee or not?",
    "Chasing invoices is the worst part of freelancing. The client paid the unpaid invoice only after the late fee",
    "My client said the unpaid invoice was stuck with finance; the late fee got it paid in a week",
    "Designers, do you add a late fee to every unpaid invoice or only for a client who pays late twice?",
  ];
  const sureOffTopic = [
    "Our tenant says the lease lets rent slide five days and the landlord disagrees",
    "Landlord question: can the lease require rent by bank transfer only?",
    "New tenant moved in, the lease starts on the first, rent is due on the fifth",
    "Property manager says the landlord can keep the deposit if the tenant breaks the lease",
    "Rent went up again and the tenant wants to break the lease early",
  ];
  const lookAlike =
    "Late fee added to the unpaid rent: the tenant says the lease grace period covers it";
  const onTopic = "The client finally paid the unpaid balance a week after the late fee";

  async function kept(texts: string[]): Promise<string[]> {
    const items = texts.map((text, index) => aComment(`c${index}`, text));
    const { evidence } = await judgeStage({
      run: createRunContext(
        idea,
        { sources: defaultSourceSettings(), model: { provider: "none" } },
        {},
      ),
      plan: planResearch(idea),
      items,
      models: null,
    });
    return evidence.map((item) => item.text);
  }

  it("turns away a borderline look-alike whose other words are those of the off-topic items", async () => {
    const relevance = createLexicalScorer(planResearch(idea).terms);
    // Both are borderline for the words of the idea alone.
    for (const text of [lookAlike, onTopic])
      expect(relevance(aComment("b", text))).toMatchObject({ onTopic: true, score: 2 });
    const shown = await kept([...sureOnTopic, ...sureOffTopic, lookAlike, onTopic]);
    expect(shown).toContain(onTopic);
    expect(shown).not.toContain(lookAlike);
  });

  it("asks a stranger's post that says the problem only a few ways how its other words lean", async () => {
    // With an audience named, a post that never names it needs 3, and is borderline up to 4.
    const forDesigners =
      "A tool for freelance designers that chases unpaid invoices and adds late fees automatically";
    const stranger = (text: string) => aComment(text.slice(0, 8), text, { kind: "post" });
    const tenants = stranger(
      "Late fee added to the unpaid invoice for rent: the tenant says the lease grace period covers it",
    );
    const client = stranger(
      "The client finally paid the unpaid invoice a week after the late fee hit",
    );
    const relevance = createLexicalScorer(planResearch(forDesigners).terms);
    for (const item of [tenants, client])
      expect(relevance(item)).toMatchObject({ fromStranger: true, onTopic: true, score: 3 });
    const designers = sureOnTopic.map((text, index) =>
      aComment(`d${index}`, `As freelance designers we know it: ${text}`),
    );
    const { evidence } = await judgeStage({
      run: createRunContext(
        forDesigners,
        { sources: defaultSourceSettings(), model: { provider: "none" } },
        {},
      ),
      plan: planResearch(forDesigners),
      items: [
        ...designers,
        ...sureOffTopic.map((text, index) => aComment(`o${index}`, text)),
        tenants,
        client,
      ],
      models: null,
    });
    const shown = evidence.map((item) => item.text);
    expect(shown).toContain(client.text);
    expect(shown).not.toContain(tenants.text);
  });

  it("lends a reply no thread whose other words lean towards the off-topic items", async () => {
    const tenants = aComment(
      "r-tenants",
      "We ended up writing the policy on a chalkboard by the door and pointing at it every single time.",
      { thread: lookAlike },
    );
    const clients = aComment(
      "r-clients",
      "Same here, honestly I gave up on being nice about it after the third time it happened.",
      { thread: onTopic },
    );
    const relevance = createLexicalScorer(planResearch(idea).terms);
    // Both threads pass the gate on the idea's words, and lend the reply their topic.
    for (const item of [tenants, clients]) expect(relevance(item).onTopic).toBe(true);
    const { evidence } = await judgeStage({
      run: createRunContext(
        idea,
        { sources: defaultSourceSettings(), model: { provider: "none" } },
        {},
      ),
      plan: planResearch(idea),
      items: [
        ...[...sureOnTopic, ...sureOffTopic].map((text, index) => aComment(`s${index}`, text)),
        tenants,
        clients,
      ],
      models: null,
    });
    const shown = evidence.map((item) => item.id);
    expect(shown).toContain(clients.id);
    expect(shown).not.toContain(tenants.id);
  });

  it("keeps borderline items when the collection is too small to say anything", async () => {
    expect(await kept([lookAlike, onTopic])).toEqual(expect.arrayContaining([lookAlike, onTopic]));
  });
});

describe("what the people with the problem say of words and products", () => {
  const judge = (idea: string, items: Evidence[], named?: string[]) =>
    judgeStage({
      run: createRunContext(
        idea,
        { sources: defaultSourceSettings(), model: { provider: "none" } },
        {},
      ),
      plan: { ...planResearch(idea), ...(named ? { named } : {}) },
      items,
      models: null,
    });

  it("lets an everyday word of the idea count for less where it mostly stands alone", async () => {
    // Searches for "reminders" bring back every field's reminders, without the idea's other words.
    const elsewhere = [
      "The vet sends reminders by post for the yearly booster.",
      "Dentist reminders come from a no-reply address with the clinic logo.",
      "Phone reminders for the gym class never fire on time.",
      "Council bin collection reminders arrive a day late.",
      "Library reminders for overdue books go to spam.",
      "Calendar reminders on the family tablet keep everyone honest.",
    ];
    const lookAlike = "Booking reminders and deposits at the dentist: patients still forget.";
    const onTopic = "No-shows dropped once I took deposits at booking.";
    const items = [...elsewhere, lookAlike, onTopic].map((text, index) =>
      aComment(`c${index}`, text),
    );
    // By the idea's words alone, the look-alike says as much as a conversation on the problem.
    expect(createLexicalScorer(planResearch(GROOMING).terms)(items[6]!).onTopic).toBe(true);
    const kept = (await judge(GROOMING, items)).evidence.map((item) => item.text);
    expect(kept).toContain(onTopic);
    expect(kept).not.toContain(lookAlike);
  });

  it("lists a product the people name in several threads when its own page speaks to the audience", async () => {
    const idea = "a habit tracker for remote teams";
    const page = (id: string, text: string): Evidence => ({
      ...aComment(id, text),
      platform: "producthunt",
      source: "producthunt",
      kind: "product",
      title: "Ritualry",
      url: `https://www.producthunt.com/products/ritualry-${id}`,
    });
    // Its tagline uses none of the idea's words but who it is for.
    const ours = page(
      "p1",
      "Async check-ins and team rituals that live in Slack, for remote teams.",
    );
    const theirs = page(
      "p2",
      "Async check-ins and lesson rituals for music teachers and their pupils.",
    );
    const listable = async (named?: string[]) => {
      const judged = await judge(idea, [ours, theirs], named);
      return [ours, theirs].filter((item) => judged.listable.has(item.id)).map(({ id }) => id);
    };
    expect(await listable()).toEqual([]);
    expect(await listable(["Ritualry"])).toEqual(["p1"]);
    expect(await listable(["Loopwise"])).toEqual([]);
  });

  it("lists a product only when the gate is sure of its page or the people name it", async () => {
    const idea =
      "A booking app for independent dog groomers that cuts no-shows with deposits and automatic reminders.";
    const page = (id: string, title: string, text: string): Evidence => ({
      ...aComment(id, text),
      platform: "producthunt",
      source: "producthunt",
      kind: "product",
      title,
      url: `https://www.producthunt.com/products/${id}`,
    });
    const sure = page(
      "p1",
      "Clipbook",
      "Deposits and automatic reminders that cut no-shows for dog groomers.",
    );
    // Two of the idea's words: the gate keeps it, but it says too little to be listed on its own.
    const thin = page("p2", "Pawdesk", "Online booking for dog groomers.");
    const unnamed = await judge(idea, [sure, thin]);
    expect(
      [sure, thin].filter((item) => unnamed.listable.has(item.id)).map(({ id }) => id),
    ).toEqual(["p1"]);
    // Once a groomer names it, it is the field's tool.
    const named = await judge(idea, [
      sure,
      thin,
      aComment(
        "c1",
        "We moved our grooming salon to Pawdesk and no-shows dropped once deposits were on.",
      ),
    ]);
    expect(named.listable.has("p2")).toBe(true);
  });

  it("lists a page that never names the audience only when its other words are the field's", async () => {
    const groomers = [
      "As dog groomers we lost a fortune to no-shows until deposits at booking. Coat, bath, clippers.",
      "Dog groomers: deposits at booking cut our no-shows in half, even for the double coat breeds.",
      "Every groomer I know takes deposits now. No-shows on a full bath and clipper day hurt.",
      "Groomers, how big are your deposits? No-shows for a doodle coat take a whole afternoon.",
      "I'm a dog groomer and automatic reminders plus deposits ended the no-shows for bath days.",
    ];
    const pools = [
      "Chlorine readings and skimmer baskets logged every visit, pump pressure too.",
      "The pump pressure dropped again and the skimmer basket cracked this week.",
      "Which chlorine tablets hold up in a hot summer without clouding the water?",
      "Our pool route has forty skimmer baskets and two pumps that always jam.",
      "Water chemistry question: chlorine high, pH low, what would you adjust first?",
    ];
    const page = (id: string, text: string): Evidence => ({
      ...aComment(id, text),
      platform: "web",
      source: "tavily",
      kind: "search-result",
      title: `${id} – a tool`,
      url: `https://${id}.example/`,
    });
    // Neither names dog groomers; both share three of the idea's words.
    const pool = page(
      "poolbook",
      "Booking, deposits and reminders for pool service routes: chlorine and skimmer logs.",
    );
    const grooming = page(
      "coatbook",
      "Booking and deposits for every coat, bath and clipper day, with reminders.",
    );
    const items = [...groomers, ...pools].map((text, index) => aComment(`c${index}`, text));
    const judged = await judge(GROOMING, [...items, pool, grooming]);
    expect(judged.listable.has(grooming.id)).toBe(true);
    expect(judged.listable.has(pool.id)).toBe(false);
  });
});

describe("de-duplication and ranking", () => {
  it("keeps the API item over a web search's copy of the same page", () => {
    const api: Evidence = {
      ...evidence("producthunt:1", "Online booking with deposits for dog groomers", {
        kind: "product",
        platform: "producthunt",
        source: "producthunt",
        title: "PawBook",
      }),
      url: "https://www.producthunt.com/posts/pawbook?utm_source=api",
    };
    const web: Evidence = {
      ...evidence("producthunt:abc", "PawBook - Online booking with deposits | Product Hunt", {
        kind: "post",
        platform: "producthunt",
        source: "tavily",
      }),
      url: "https://www.producthunt.com/posts/pawbook",
    };
    expect(dedupeEvidence([web, api]).map((item) => item.id)).toEqual(["producthunt:1"]);
  });

  it("merges near-duplicates so a quote never repeats", () => {
    const original = evidence(
      "1",
      "Clients keep booking and not showing up, I lose about two hundred dollars a week because of it",
    );
    const copy = evidence(
      "2",
      "Clients keep booking and not showing up, I lose about two hundred dollars a week because of it!!",
      { url: "https://x.com/a/status/2" },
    );
    expect(dedupeEvidence([original, copy])).toHaveLength(1);
  });

  it("keeps every comment of an issue and every review of an app, though they share the page's address", () => {
    const issue = "https://github.com/kennelbook/kennelbook/issues/2106";
    const onIssue = [
      evidence("i", "Deposits for new clients would stop most Saturday no-shows", { url: issue }),
      evidence("c1", "We need this too, reminders alone did not fix our no-shows", {
        url: `${issue}#issuecomment-1714337086`,
      }),
      evidence("c2", "Workaround: a payment link in the booking confirmation email", {
        url: `${issue}#issuecomment-1034084100`,
      }),
    ];
    expect(
      dedupeEvidence(onIssue)
        .map((item) => item.id)
        .sort(),
    ).toEqual(["c1", "c2", "i"]);
    const app = "https://apps.apple.com/us/app/kennelbook/id1455714955";
    const reviews = [
      evidence("r1", "Reminders work, deposits do not exist", { url: `${app}#review-1` }),
      evidence("r2", "Lost two Saturdays to no-shows this month", { url: `${app}#review-2` }),
    ];
    expect(dedupeEvidence(reviews)).toHaveLength(2);
    // Any other fragment is a place on one page, not another item.
    const page = [
      evidence("p1", "Pricing for groomers", { url: "https://kennelbook.com/pricing" }),
      evidence("p2", "Pricing for groomers and salons", {
        url: "https://kennelbook.com/pricing#plans",
      }),
    ];
    expect(dedupeEvidence(page)).toHaveLength(1);
  });

  it("ranks what may be another trade's behind what is plainly the audience's", () => {
    const plan = planResearch(GROOMING);
    const relevance = createLexicalScorer(plan.terms);
    const theirs = evidence("theirs", "Dog groomers: deposits finally cut our no-shows.");
    const anyones = evidence(
      "anyones",
      "Deposits plus automatic reminders cut no-shows for us. Booking reminders go out the day before.",
    );
    expect(relevance(anyones).score).toBeGreaterThan(relevance(theirs).score);
    const ranked = rankEvidence({
      items: [anyones, theirs],
      understanding: plan,
      perPlatformLimit: 10,
      relevance,
      isOnTopic: () => true,
    });
    expect(ranked.evidence.map((item) => item.id)).toEqual(["theirs", "anyones"]);
  });

  it("ranks on-topic items and reports how many the gate turned away", () => {
    const plan = planResearch(GROOMING);
    const relevance = createLexicalScorer(plan.terms);
    const ranked = rankEvidence({
      items: [
        evidence("1", "My favourite pizza recipe"),
        evidence("2", "No-shows are killing my grooming business, I need deposits"),
        evidence("3", "Beard grooming kit recommendations?"),
      ],
      understanding: plan,
      perPlatformLimit: 10,
      relevance,
      isOnTopic: (item) => relevance(item).onTopic,
    });
    expect(ranked.evidence.map((item) => item.id)).toEqual(["2"]);
    expect(ranked.offTopic).toBe(2);
  });

  it("keeps a product's own site when its launch page, saying the same and more, is turned away", () => {
    const plan = planResearch(GROOMING);
    const relevance = createLexicalScorer(plan.terms);
    const site = "Cuts no-shows with deposits and automatic reminders for every booking";
    const launch = evidence("launch", `${site}, with a waiver for boarding kennels`, {
      platform: "producthunt",
      source: "tavily",
      kind: "product",
      title: "Snipslot",
      url: "https://www.producthunt.com/posts/snipslot",
    });
    const home = evidence("home", site, {
      platform: "web",
      source: "tavily",
      kind: "search-result",
      title: "Snipslot",
      url: "https://snipslot.app/",
    });
    // The launch page, richer, would be kept of the two copies; it is the one the gate refuses.
    const ranked = rankEvidence({
      items: [launch, home],
      understanding: plan,
      perPlatformLimit: 10,
      relevance,
      isOnTopic: (item) => item.id === "home",
    });
    expect(ranked.evidence.map((item) => item.id)).toEqual(["home"]);
    expect(ranked.offTopic).toBe(0);
  });
});

describe("small engine utilities", () => {
  it("caches with a TTL and ignores TTL 0", async () => {
    let now = 0;
    const cache = createMemoryCache(() => now);
    await cache.set("a", { v: 1 }, 10);
    await cache.set("b", { v: 2 }, 0);
    expect(await cache.get("a")).toEqual({ v: 1 });
    expect(await cache.get("b")).toBeUndefined();
    now = 11_000;
    expect(await cache.get("a")).toBeUndefined();
  });

  it("prices known models and returns null for unknown ones", () => {
    expect(estimateCostUsd("gpt-4o-mini", 1_000_000, 0)).toBe(0.15);
    expect(estimateCostUsd("openai/gpt-4.1-mini-2025-04-14", 0, 1_000_000)).toBe(1.6);
    expect(estimateCostUsd("my-local-llama", 1000, 1000)).toBeNull();
  });
});
