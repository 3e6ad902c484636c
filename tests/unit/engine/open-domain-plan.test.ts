import { describe, expect, it } from "vitest";
import { planResearch } from "../../../src/engine/plan/plan-research.ts";
import { readIdea } from "../../../src/engine/plan/read-idea.ts";
import {
  createNameTally,
  planFromNames,
  planFromResults,
  selfDescription,
} from "../../../src/engine/plan/learn-from-results.ts";
import { openingNamesIn, productNamesIn } from "../../../src/engine/text/product-names.ts";
import { createLexicalScorer } from "../../../src/engine/evidence/lexical-relevance.ts";
import { PAIN_PHRASINGS } from "../../../src/engine/plan/voice.ts";
import { isFunctionWord, readTokens, stem } from "../../../src/engine/text/words.ts";
import type { Evidence } from "../../../src/engine/types.ts";
import { aComment } from "../../support/evidence.ts";

const DRONES =
  "A flight log and compliance app for commercial drone pilots: it tracks battery cycles, maintenance and the paperwork the FAA pulls in an audit.";

/** Ideas from ten domains the engine has no list for. */
const IDEAS = [
  DRONES,
  "Freelance translators chasing late invoices: it sends polite reminders so they never write them.",
  "Inventory and batch tracking for small craft breweries that still use spreadsheets for kegs.",
  "Digital HACCP temperature logs for restaurants instead of paper sheets.",
  "A password manager for families that shares logins with kids and grandparents.",
  "A planning tool for wedding planners to manage vendors, budgets and day-of timelines.",
  "Route planning for mobile car detailers who lose hours driving between jobs.",
  "Attendance and grading for volunteer-run weekend language schools.",
  "Carbon accounting for small manufacturers from their utility bills.",
  "Shift swaps for hospital nurses without texting the whole unit.",
];

function allowedStems(idea: string, planTerms: string[]): Set<string> {
  const words = [
    ...readTokens(idea).flatMap((token) => [token.normal, token.lemma]),
    ...planTerms.flatMap((phrase) => phrase.split(/\s+/)),
    ...PAIN_PHRASINGS.webTemplates.flatMap((template) => template.split(/\s+/)),
  ];
  return new Set(words.flatMap((word) => word.toLowerCase().split("-")).map(stem));
}

const conversation = aComment;

describe("open-domain planning", () => {
  it("sends no query word that is not the idea's, a lemma or synonym of it, or a way of voicing a problem", () => {
    for (const idea of IDEAS) {
      const plan = planResearch(idea);
      const allowed = allowedStems(
        idea,
        plan.terms.map((term) => term.phrase),
      );
      const sent = [...plan.queries, ...plan.webQueries, ...plan.competitorQueries];
      expect(plan.queries.length, idea).toBeGreaterThan(0);
      for (const query of sent)
        for (const word of query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
          expect(
            isFunctionWord(word) ||
              allowed.has(stem(word)) ||
              ["best", "software", "app", "pricing", "reddit", "people", "who", "need"].includes(
                word,
              ),
            `${word} in "${query}" for "${idea}"`,
          ).toBe(true);
    }
  });

  it("lets no pronoun or pitch word trigger a topic: a drone idea is not about code review or IT", () => {
    const plan = planResearch(DRONES);
    const sent = [...plan.queries, ...plan.webQueries, ...plan.competitorQueries].join(" | ");
    expect(sent).not.toMatch(/\b(it|code review|pull requests?|property management|the)\b/i);
    expect(plan.audience).toBe("commercial drone pilots");
    expect(plan.queries).toEqual(expect.arrayContaining(["flight log", "battery cycle"]));
  });

  it("reads the list of what a product does as verbs and their objects, whichever form the list takes", () => {
    const jobsOf = (idea: string) =>
      readIdea(idea).jobs.map((job) => `${job.verb} ${job.object.words.join(" ")}`);
    // After "that": the third person ("records", "tracks"), and a noun the tagger took for a verb.
    expect(
      jobsOf(
        "A logbook for beekeepers that records hive inspections, works offline, tracks mite counts and files the yearly census.",
      ),
    ).toEqual(["record hive inspections", "track mite counts", "file yearly census"]);
    // After a colon: the base form, a participle describing the object ("donated food").
    expect(
      jobsOf(
        "An app for school pantries: check families in, enforce visit limits, track donated food by date, and plan pickup days.",
      ),
    ).toEqual(["check families", "enforce visit limits", "track donated food", "plan pickup days"]);
    // A list of things, not of actions, stays nouns.
    expect(readIdea("Stock counts for bakeries: flour, butter, eggs and packaging.").jobs).toEqual(
      [],
    );
  });

  it("reads two kinds of the same people as one audience, two verbs sharing an object, and an object past its owners", () => {
    const reading = readIdea(
      "A field app for crane and rigging contractors: build and sign lift plans on a tablet, scan tagged slings and shackles to log periodic inspections, and track every operator's and rigger's certifications with expiry alerts.",
    );
    expect(reading.audience?.words.join(" ")).toBe("rigging contractors");
    expect(reading.coordinated.map((phrase) => phrase.words.join(" "))).toEqual(["crane"]);
    expect(reading.objects.map((phrase) => phrase.words.join(" "))).not.toContain("crane");
    expect(reading.jobs.map((job) => `${job.verb} ${job.object.words.join(" ")}`)).toEqual([
      "sign lift plans",
      "scan tagged slings",
      "log periodic inspections",
      "track certifications",
    ]);
    // A participle describes its noun: "shared costs" and "the owning team" are not jobs.
    expect(
      readIdea(
        "A tool for platform teams that splits the bill, with rules for untagged and shared costs, and pings the owning team.",
      ).jobs.map((job) => `${job.verb} ${job.object.words.join(" ")}`),
    ).toEqual(["split bill", "ping team"]);
    // Two things in a list are not two kinds of people.
    expect(readIdea("Reminders for slings and shackles owners.").coordinated).toEqual([]);
    const plan = planResearch(
      "A field app for crane and rigging contractors: sign lift plans, scan tagged slings and track certifications.",
    );
    expect(plan.audience).toBe("crane and rigging contractors");
    const audience = plan.terms
      .filter((term) => term.role === "audience")
      .map((term) => term.phrase);
    expect(audience).toEqual(
      expect.arrayContaining(["rigging contractors", "crane contractors", "crane"]),
    );
  });

  it("knows an audience by where it works: 'programmers at film festivals' are no coders", () => {
    const idea =
      "Screening software for programmers at small and mid-size film festivals: assign submitted films to volunteer screeners.";
    expect(readIdea(idea).workplace?.words.slice(-2)).toEqual(["film", "festivals"]);
    const audience = planResearch(idea)
      .terms.filter((term) => term.role === "audience")
      .map((term) => term.phrase);
    expect(audience).toContain("film festivals");
    // The dictionary's programmer writes code; where they work says which sense the idea means.
    expect(audience).not.toContain("coder");
    // Without a workplace, the head keeps the synonyms that fit the idea.
    expect(readIdea("A booking app for dog groomers that cuts no-shows.").workplace).toBeNull();
  });

  it("names a place of business by its trade, never by the place alone: 'job shops', not every shop", () => {
    const plan = planResearch(
      "Quoting software for laser-cutting job shops: price a DXF in minutes and follow up on quotes that go quiet.",
    );
    const audience = plan.terms
      .filter((term) => term.role === "audience")
      .map((term) => term.phrase);
    expect(audience).toContain("job shops");
    expect(audience).not.toContain("shop");
    const judge = createLexicalScorer(plan.terms);
    // An Etsy seller's "shop" is not the audience's: without it, the post is a stranger's.
    expect(
      judge(
        aComment(
          "c1",
          "My Etsy shop sells laser cut earrings; customers ask for quotes on custom orders.",
        ),
      ).fromStranger,
    ).toBe(true);
    // A person's trade is named by the person alone: "groomers" stays an audience word.
    const groomers = planResearch("A booking app for dog groomers that cuts no-shows.");
    expect(
      groomers.terms.some((term) => term.role === "audience" && term.phrase === "groomers"),
    ).toBe(true);
  });

  it("reads who the idea serves from long pitches: a product before 'for' is not its people, a pitch word can name a trade", () => {
    const audienceOf = (idea: string) => planResearch(idea).audience;
    expect(
      audienceOf(
        "Inventory and booking software for small tent and party rental companies. It tracks every tent by date.",
      ),
    ).toBe("small tent and party rental companies");
    // A tracker is a person to a dictionary; here it is the product, and a funeral home is a business.
    expect(
      audienceOf(
        "A case tracker for small independent funeral homes: each arrangement becomes a checklist that chases the death certificate.",
      ),
    ).toBe("independent funeral homes");
    expect(
      audienceOf(
        "For platform engineers at mid-size software companies: a tool that reads the monthly cloud bill.",
      ),
    ).toBe("platform engineers");
    // A sentence may open with the kind of product: "Quoting" is not a verb before "software".
    expect(
      planResearch(
        "Quoting software for small sheet metal job shops. Send a clean quote and follow up on quotes that go quiet.",
      ).competitorQueries[0],
    ).toBe("quoting software for job shops");
    const jobs = readIdea(
      "Software for party rental companies. It tracks every tent (including tent parts and cleaning turnaround) and holds damage deposits, so each order becomes a checklist.",
    ).jobs.map((job) => `${job.verb} ${job.object.words.join(" ")}`);
    // "becomes a checklist" says nothing of what is done; a bracket is an aside.
    expect(jobs).toEqual(["track tent", "hold damage deposits"]);
  });

  it("searches for a rival to each job the product does, not for people it lets act", () => {
    const plan = planResearch(
      "An app for boarding barns that tracks farrier visits, lets owners book the farrier, and splits the farm-call fee between owners.",
    );
    const jobQueries = plan.competitorQueries.filter(
      (query) => query.endsWith(" app") && !query.startsWith("best "),
    );
    expect(jobQueries).toEqual(expect.arrayContaining(["split farm-call fee app"]));
    expect(plan.competitorQueries.join(" | ")).not.toMatch(/\blet owners?\b/);
    const crane = planResearch(
      "A field app for crane and rigging contractors: sign lift plans, scan tagged slings and track certifications.",
    );
    expect(crane.competitorQueries.slice(0, 4)).toEqual(
      expect.arrayContaining([
        "sign lift plans app",
        "scan tagged slings app",
        "track certifications app",
      ]),
    );
  });

  it('takes who has the problem from the sentence that opens with them when no "for" says it', () => {
    const audienceOf = (idea: string) => readIdea(idea).audience?.words.join(" ") ?? null;
    expect(
      audienceOf(
        "Small bike shops lose repair tickets on paper. A booking app where riders pick a slot and get a text when the bike is ready.",
      ),
    ).toBe("small bike shops");
    expect(
      audienceOf(
        "Independent wedding photographers still chase clients for contracts by email. A tool that sends contracts and invoices together.",
      ),
    ).toBe("independent wedding photographers");
    // "for" still says it first; a subject that names no people is not an audience.
    expect(audienceOf("Trip reports eat my evenings. A logbook for crab fishermen.")).toBe(
      "crab fishermen",
    );
    expect(
      audienceOf("Trip reports eat my evenings. An offline logbook that files them."),
    ).toBeNull();
  });

  it("searches all-words services for the idea's compound nouns without its adjectives", () => {
    const plan = planResearch(
      "A mobile logbook for commercial fishermen that files the required trip reports instead of clunky government portals and late fees.",
    );
    expect(plan.queries).toEqual(
      expect.arrayContaining(["trip report", "government portal", "late fee"]),
    );
    expect(plan.queries.join(" | ")).not.toMatch(/required|clunky/);
  });

  it("keeps an on-topic post that names no audience, and drops one written by another trade", () => {
    const judge = createLexicalScorer(planResearch(DRONES).terms);
    expect(
      judge(
        conversation(
          "a",
          "Logging every battery cycle and maintenance check by hand before the FAA audit is eating my weekends. Paperwork is the worst part.",
        ),
      ).onTopic,
    ).toBe(true);
    const groomers = createLexicalScorer(
      planResearch(
        "A booking app for independent dog groomers that cuts no-shows with deposits and automatic reminders.",
      ).terms,
    );
    expect(
      groomers(
        conversation("b", "I'm a barber and no-shows are killing me, should I take deposits?"),
      ).onTopic,
    ).toBe(false);
  });

  it("learns the words people with the problem use from the first results, and never makes a product's name an audience", () => {
    const plan = planResearch(DRONES);
    const items: Evidence[] = [
      conversation(
        "1",
        "My logbook is a mess: battery cycles and maintenance in three spreadsheets before the FAA audit.",
        { thread: "t1" },
      ),
      conversation(
        "2",
        "Our logbook and paperwork live in Skylogr now, battery cycles and maintenance in one place.",
        { thread: "t2" },
      ),
      conversation(
        "3",
        "Skylogr exports the logbook, maintenance and battery cycles history the FAA asked for in our audit.",
        { thread: "t3" },
      ),
      conversation("4", "Best pizza in town, honestly.", { thread: "t4" }),
      conversation("5", "Anyone selling a used bike?", { thread: "t5" }),
      conversation("7", "Which drone should I buy for wedding videos?", { thread: "t7" }),
      conversation("8", "My cat learned to open the fridge.", { thread: "t8" }),
      conversation("9", "Flights to Lisbon are cheap this month.", { thread: "t9" }),
      {
        ...conversation("6", "Skylogr: flight log and maintenance tracking for drone pilots"),
        kind: "product",
        title: "Skylogr",
      },
    ];
    const learned = planFromResults(plan, items);
    expect(learned).not.toBeNull();
    const feedback = learned?.terms.filter((term) => term.role === "feedback") ?? [];
    expect(feedback.map((term) => term.phrase)).toEqual(expect.arrayContaining(["logbook"]));
    expect(learned?.terms.filter((term) => term.role === "audience")).toEqual(
      plan.terms.filter((term) => term.role === "audience"),
    );
    expect(learned?.competitorQueries).toContain("Skylogr alternatives");
  });

  it("reads an organisation's kind as its audience ('API companies' are API, not any company)", () => {
    const plan = planResearch(
      "A tool for API companies that sends their developers deprecation notices before a breaking change ships.",
    );
    const audience = plan.terms
      .filter((term) => term.role === "audience")
      .map((term) => term.phrase);
    expect(audience).toContain("api");
    expect(audience).not.toContain("company");
    expect(audience).not.toContain("companionship");
    expect(plan.queries.some((query) => /\bcompany\b/.test(query))).toBe(false);
    expect(plan.queries.some((query) => /^api\b/.test(query))).toBe(true);
    const scorer = createLexicalScorer(plan.terms);
    expect(
      scorer(conversation("o", "Our company changed its parking rules again.")).fromStranger,
    ).toBe(true);
    // The people who build the API speak of "our API": they are the audience, not its clients.
    const builders = scorer(
      conversation("a", "We deprecated half our API and nobody read the email."),
    );
    expect(builders).toMatchObject({ fromStranger: false, vetoed: false, onTopic: true });
    // A person's trade keeps its head: "dog groomers" are groomers.
    expect(planResearch("Bookings for mobile dog groomers.").terms).toContainEqual(
      expect.objectContaining({ phrase: "groomers", role: "audience" }),
    );
  });

  it("counts people who call the audience by its initials as the audience, once the first results write them in capitals", () => {
    const plan = planResearch(
      "Home practice for speech-language pathologists: parents log the five-minute activities and send recordings back.",
    );
    const post = conversation(
      "p",
      "Our SLP sends the activities by email and we never log them. Parents need something simpler.",
      { thread: "t1" },
    );
    const before = createLexicalScorer(plan.terms)(post);
    expect(before.fromStranger).toBe(true);
    const learned = planFromResults(plan, [
      post,
      conversation("q", "We're three SLPs sharing one drive of PDFs for home practice.", {
        thread: "t2",
      }),
    ]);
    const audience = learned?.terms.filter((term) => term.role === "audience") ?? [];
    expect(audience.map((term) => term.phrase)).toContain("SLP");
    expect(createLexicalScorer(learned?.terms ?? [])(post).fromStranger).toBe(false);
    // The initials alone make no query: what the audience is called says nothing about the problem.
    expect(learned?.queries.some((query) => /\bslp/i.test(query))).toBe(false);

    // Written once, or in lower case as a word might be, they teach nothing.
    const once = planFromResults(plan, [
      post,
      conversation("r", "The slp file format is binary.", { thread: "t3" }),
    ]);
    expect(
      once?.terms.filter((term) => term.role === "audience").map((term) => term.phrase) ?? [],
    ).not.toContain("SLP");
  });

  it("counts the audience's own field word as naming it once the first results use it to set themselves apart", () => {
    const plan = planResearch(
      "A parameter log for reef aquarium hobbyists: record alkalinity and calcium tests and get warned when a trend points to trouble.",
    );
    const question = conversation(
      "q",
      "Looking for an app to log my reef's alkalinity and calcium tests with a chart.",
      { thread: "t9" },
    );
    expect(createLexicalScorer(plan.terms)(question).fromStranger).toBe(true);
    const learned = planFromResults(plan, [
      conversation(
        "a",
        "My reef's alkalinity and calcium tests trend down every week; I log them in a sheet.",
        {
          thread: "t1",
        },
      ),
      conversation("b", "Reef keepers: how do you log alkalinity and calcium tests?", {
        thread: "t2",
      }),
      conversation(
        "c",
        "I log calcium tests and alkalinity in a notebook for my reef and never see the trend.",
        {
          thread: "t3",
        },
      ),
      conversation("d", "Alkalinity tests for the pool: chlorine, pH and calcium hardness.", {
        thread: "t4",
      }),
      ...[
        "My cat knocked over the fish food again.",
        "Best beach in Queensland for snorkelling?",
        "Anyone else's pool guy never shows up on time?",
        "Our aquarium trip with the kids was great.",
        "Which notebook do you use for journaling?",
      ].map((text, index) => conversation(`o${index}`, text, { thread: `o${index}` })),
    ]);
    const audience = learned?.terms.filter((term) => term.role === "audience") ?? [];
    expect(audience.map((term) => term.phrase.toLowerCase())).toContain("reef");
    expect(createLexicalScorer(learned?.terms ?? [])(question).fromStranger).toBe(false);
    // A word the first results use that is not the audience's stays a feedback term.
    expect(audience.map((term) => term.phrase.toLowerCase())).not.toContain("notebook");
  });

  it("never takes a person word before the audience's head for its field: volunteers are in every field", () => {
    const plan = planResearch(
      "A tournament desk for volunteer chess organisers: Swiss pairings, byes and prize splits that run offline.",
    );
    const threads = [
      "As a volunteer I do the tournament's Swiss pairings and byes by hand on paper.",
      "Volunteer here: our tournament's Swiss pairings, prize splits and byes take all evening.",
      "Every volunteer who runs our tournament desk hates Swiss pairings with byes.",
      "Volunteer TD: Swiss pairings and prize splits at the tournament are a nightmare.",
    ];
    const learned = planFromResults(plan, [
      ...threads.map((text, index) => conversation(`v${index}`, text, { thread: `t${index}` })),
      ...[
        "My cat knocked over the fish food again.",
        "Best beach in Queensland for snorkelling?",
        "Which notebook do you use for journaling?",
        "Anyone watching the football tonight?",
        "Recipe ideas for a rainy Sunday?",
      ].map((text, index) => conversation(`o${index}`, text, { thread: `o${index}` })),
    ]);
    const terms = learned?.terms ?? [];
    expect(terms.some((term) => term.phrase.toLowerCase() === "volunteer")).toBe(true);
    const audience = terms.filter((term) => term.role === "audience");
    expect(audience.map((term) => term.phrase.toLowerCase())).not.toContain("volunteer");
  });

  it("looks a repository a web search found up by its own name, and its issues by its full name", () => {
    const plan = planResearch(DRONES);
    const page: Evidence = {
      ...conversation(
        "g1",
        "Open-source flight log and FAA audit paperwork for commercial drone pilots",
      ),
      platform: "github",
      source: "tavily",
      kind: "repository",
      // A web search titles a repository's page as GitHub does, not "owner/name".
      title: "GitHub - skyward/hangarlog: Flight logs for drone pilots",
      url: "https://github.com/skyward/hangarlog",
    };
    expect(createLexicalScorer(plan.terms)(page).onTopic).toBe(true);
    const learned = planFromResults(plan, [page]);
    expect(learned?.products).toEqual([
      expect.objectContaining({ name: "hangarlog", repository: "skyward/hangarlog" }),
    ]);
    // Its rivals are searched in the words it calls itself, which the idea does not use, then by name.
    expect(learned?.competitorQueries).toEqual([
      "Open-source flight log and FAA audit paperwork for commercial drone pilots",
      "hangarlog alternatives",
    ]);
  });

  it("reads what a found product calls itself from its listing's opening, not its claims", () => {
    const described = (name: string, description: string) =>
      selfDescription({ name, homepage: null, repository: null, description });
    expect(
      described(
        "Rotorbook",
        "Rotorbook is a mobile flight logbook for part 107 drone operators that works offline and files the records for you.",
      ),
    ).toBe("mobile flight logbook for part 107 drone operators");
    // A lone modifier before a comma is not the phrase.
    expect(
      described("Propnote", "An open-source, offline-first battery log for survey drone teams."),
    ).toBe("offline-first battery log for survey drone teams");
    // "Rotorbook lets you…" says what it does, not what it is: nothing to search for.
    expect(described("Rotorbook", "Rotorbook lets pilots log flights by voice.")).toBeNull();
    expect(described("Rotorbook", "The Rotorbook app.")).toBeNull();
  });

  it("looks up only names written the way people name a tool they use, not the things they deal in", () => {
    const plan = planResearch(
      "Consignment intake for small auction houses: lot each item with photos and condition notes.",
    );
    const said = (id: string, text: string) =>
      conversation(id, text, { thread: `t${id}`, author: `clerk${id}` });
    const tally = createNameTally(plan);
    tally.add([
      said(
        "1",
        "Auction house intake: the consignor says the Moorcroft vase had no chip, our condition notes disagree.",
      ),
      said(
        "2",
        "Which Moorcroft vase? Condition notes at intake would settle it for the auction house.",
      ),
      said(
        "3",
        "We moved consignment intake to Provenote, condition notes with photos at the door.",
      ),
      said(
        "4",
        "Auction house here: Provenote does the condition notes, $12 a month for the lot photos.",
      ),
    ]);
    expect(tally.take().map(({ name }) => name)).toEqual(["Provenote"]);
  });

  it("looks up the products the pilots name in several threads that no search found, by name alone", () => {
    const plan = planResearch(DRONES);
    const said = (id: string, thread: string, text: string, author?: string) =>
      conversation(id, text, { thread, author: author ?? `pilot${id}` });
    const items = [
      said("1", "t1", "We moved our drone flight logs to Hangarlog, the FAA audit took an hour."),
      said("2", "t2", "Our maintenance and FAA audit paperwork is in Hangarlog now, $30 a month."),
      said(
        "3",
        "t3",
        "For the FAA audit we tried Hangarlog, Skylogr and a flight log spreadsheet.",
      ),
      said("4", "t4", "Before the FAA audit, Skylogr lost two weeks of our drone flight logs."),
      // Named in one thread only: one person's tool, not what the field uses.
      said("5", "t5", "I keep drone flight logs in Pilotpad and the FAA audit paperwork on paper."),
      // Shorthand and regulations are no products.
      said("6", "t6", "The FAA audit wants IFTA-style PRs for every drone flight log."),
      said("7", "t7", "Drone pilots: our PRs and FAA audit paperwork live in a shared flight log."),
      // An author named by others is a person.
      said(
        "8",
        "t8",
        "Ask Marguerite about the FAA audit, she keeps our drone flight logs.",
        "Marguerite",
      ),
      said(
        "9",
        "t9",
        "At the FAA audit Marguerite showed the drone flight logs and maintenance sheet.",
      ),
    ];
    // Items arrive in batches: a name is taken once it is written in two threads, and only once.
    const tally = createNameTally(plan);
    tally.add(items.slice(0, 1));
    expect(tally.take()).toEqual([]);
    tally.add(items.slice(1, 3));
    expect(tally.take().map(({ name }) => name)).toEqual(["Hangarlog"]);
    tally.add(items.slice(3));
    const named = tally.take();
    expect(named.map(({ name }) => name)).toEqual(["Skylogr"]);
    expect(tally.take()).toEqual([]);

    const lookups = planFromNames(plan, named);
    expect(lookups?.competitorQueries).toEqual(["Skylogr"]);
    expect(lookups?.products?.map(({ name }) => name)).toEqual(["Skylogr"]);
    // Only the lookups run: nothing the first wave searched is searched again.
    expect(lookups?.queries).toEqual([]);
    expect(lookups?.communities).toEqual([]);
    expect(lookups?.categories).toEqual([]);
    expect(lookups?.problem).toBe("");
    expect(lookups?.audience).toBe("");
    expect(planFromNames(plan, [])).toBeNull();

    // A product a listing already found is looked up by its alternatives, not by name again.
    const withListing = createNameTally(plan);
    withListing.add([
      ...items,
      {
        ...conversation("10", "Hangarlog: flight logs and FAA audit paperwork for drone pilots"),
        kind: "product",
        title: "Hangarlog",
      },
    ]);
    expect(withListing.take().map(({ name }) => name)).toEqual(["Skylogr"]);
    for (const item of items)
      expect(createLexicalScorer(plan.terms)(item).onTopic, item.text).toBe(true);
  });

  it("looks up the tools a page on the problem lists, but not one a page names in passing", () => {
    const plan = planResearch(DRONES);
    const page = (id: string, text: string): Evidence => ({
      ...conversation(id, text),
      kind: "search-result",
      title: "Drone flight log apps",
    });
    const listing = page(
      "1",
      "Drone flight log apps compared for the FAA audit. We tested Hangarlog, Skylogr and a paper logbook for a month of flights.",
    );
    const passing = page(
      "2",
      "Our drone flight logs and FAA audit paperwork: we keep them in Pilotpad and it works.",
    );
    const tally = createNameTally(plan);
    tally.add([listing, passing]);
    expect(
      tally
        .take()
        .map(({ name }) => name)
        .sort(),
    ).toEqual(["Hangarlog", "Skylogr"]);
    for (const item of [listing, passing])
      expect(createLexicalScorer(plan.terms)(item).onTopic, item.text).toBe(true);
  });

  it("counts a name that opens sentences once the same name is written where a capital marks one", () => {
    const plan = planResearch(DRONES);
    const said = (id: string, thread: string, text: string) =>
      conversation(id, text, { thread, author: `pilot${id}` });
    // At the start of a sentence a capital marks nothing: alone, these say no name.
    const openings = [
      said("1", "t1", "Hangarlog is what we moved our drone flight logs to before the FAA audit."),
      said("2", "t2", "Hangarlog's maintenance log saved our FAA audit paperwork last spring."),
    ];
    const tally = createNameTally(plan);
    tally.add(openings);
    expect(tally.take()).toEqual([]);
    // Written mid-sentence in a third thread, it is a name, and all three threads count.
    tally.add([
      said("3", "t3", "For the FAA audit paperwork we use Hangarlog for drone flight logs."),
    ]);
    expect(tally.take().map(({ name }) => name)).toEqual(["Hangarlog"]);
    // A word English knows opens a sentence as itself.
    expect(openingNamesIn("Maintenance is the worst part. Battery cycles too.")).toEqual([]);
    expect(openingNamesIn("Hangarlog is fine. Skylogr's sync is not.")).toEqual([
      "Hangarlog",
      "Skylogr",
    ]);
    for (const item of [...openings])
      expect(createLexicalScorer(plan.terms)(item).onTopic, item.text).toBe(true);
  });

  it("reads product names in a list after a comma, not the capital that opens a sentence", () => {
    expect(
      productNamesIn("Tools I know: Pilotpad, Hangarlog, SkyLedger and Skylogr (self-hosted)."),
    ).toEqual(expect.arrayContaining(["Hangarlog", "SkyLedger", "Skylogr"]));
    expect(productNamesIn("Maintenance is the worst part. Battery cycles too.")).toEqual([]);
  });

  it("looks up first the found products that say most about the problem, not the first to arrive", () => {
    const plan = planResearch(DRONES);
    const product = (id: string, title: string, text: string): Evidence => ({
      ...conversation(id, text),
      kind: "product",
      title,
    });
    const items = [
      // Arrives first and is barely on topic: it shares the pilots, not the problem.
      product("a", "Rosterly", "Shift rosters for pilots: maintenance crews and flight paperwork."),
      ...Array.from({ length: 6 }, (_, index) =>
        product(
          `b${index}`,
          `Logger${"abcdef"[index]}`,
          "Flight log app for commercial drone pilots: compliance paperwork, battery cycles and FAA audits.",
        ),
      ),
    ];
    const found = planFromResults(plan, items)?.products?.map(({ name }) => name) ?? [];
    expect(found).toHaveLength(6);
    expect(found).not.toContain("Rosterly");
  });

  it("knows a trade by the name of its field, and a product made for another trade is not a rival", () => {
    const physio = planResearch(
      "A scheduling tool for independent physiotherapists that fills last-minute cancellations from a waitlist by SMS.",
    );
    expect(
      physio.terms.filter((term) => term.role === "audience").map((term) => term.phrase),
    ).toContain("physiotherapy");
    const groomers = createLexicalScorer(
      planResearch(
        "A booking app for independent dog groomers that cuts no-shows with deposits and automatic reminders.",
      ).terms,
    );
    const product = (title: string, text: string) =>
      groomers(conversation(title, text, { kind: "product", title })).onTopic;
    expect(product("Chairtime", "Booking, deposits and no-show fees for hair salons.")).toBe(false);
    expect(product("Clipbook", "Booking, deposits and no-show fees for dog groomers.")).toBe(true);
    expect(product("Bookwell", "Booking, deposits and no-show fees for small businesses.")).toBe(
      true,
    );
    // Who a product serves is the noun phrase after "for", however the sentence goes on; an
    // adjective the idea's audience shares ("independent") does not make another trade's tool ours.
    const physioJudge = createLexicalScorer(physio.terms);
    const physioProduct = (title: string, text: string) =>
      physioJudge(conversation(title, text, { kind: "product", title })).onTopic;
    expect(
      physioProduct(
        "Tutorslot",
        "Fills last-minute cancellations from a waitlist by SMS for music teachers who teach from home.",
      ),
    ).toBe(false);
    expect(
      physioProduct(
        "Lessonfill",
        "Fills last-minute cancellations from a waitlist by SMS for independent music teachers.",
      ),
    ).toBe(false);
    expect(
      physioProduct(
        "Physiofill",
        "Fills last-minute cancellations from a waitlist by SMS for independent physiotherapists who work alone.",
      ),
    ).toBe(true);
  });
});
