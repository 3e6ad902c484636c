import { describe, expect, it } from "vitest";
import type { Platform, SourceName } from "../../../src/contract/report.ts";
import type { RankedEvidence } from "../../../src/engine/evidence/rank-evidence.ts";
import { analyseItem } from "../../../src/engine/synthesis/analyse-evidence.ts";
import type { AnalysedItem } from "../../../src/engine/synthesis/analyse-evidence.ts";
import { groupThemes } from "../../../src/engine/synthesis/group-themes.ts";
import { stem } from "../../../src/engine/text/words.ts";
import type { Theme } from "../../../src/engine/synthesis/group-themes.ts";

/** Which source feeds each platform, as in the engine; Hacker News for the rest. */
const SOURCES: Partial<Record<Platform, SourceName>> = {
  twitter: "x",
  facebook: "tavily",
  reddit: "reddit",
};

function item(id: string, platform: Platform, text: string): AnalysedItem {
  const evidence: RankedEvidence = {
    id,
    platform,
    source: SOURCES[platform] ?? "hackernews",
    kind: "comment",
    title: null,
    text,
    author: `author-of-${id}`,
    url: `https://example.com/${id}`,
    createdAt: null,
    score: 3,
    relevance: 1,
    ...(platform === "reddit" ? { subreddit: "physiotherapy" } : {}),
  };
  return analyseItem(evidence);
}

const CANCELLATIONS = ["c1", "c2", "c3", "c4"];
const PRICES = ["p1", "p2", "p3"];
const WAITLIST = ["w1", "w2", "w3"];

/** A small clinic-booking market: three complaints and a request, each voiced several ways. */
const CORPUS: AnalysedItem[] = [
  item(
    "c1",
    "reddit",
    "Patients cancel their appointment an hour before and the slot just sits empty. So frustrating.",
  ),
  item(
    "c2",
    "reddit",
    "Last-minute cancellations are killing me, I end up with empty slots every week.",
  ),
  item(
    "c3",
    "facebook",
    "Another late cancellation today, the 4pm slot stayed empty and I lost the fee.",
  ),
  item("c4", "reddit", "When someone cancels late I can never fill the empty slot in time."),
  item("p1", "hackernews", "The booking software we use is too expensive for a two-person clinic."),
  item(
    "p2",
    "twitter",
    "Paying $90 a month per practitioner for booking software is too expensive.",
  ),
  item("p3", "reddit", "Clinic booking software is overpriced, the price went up again this year."),
  item("x1", "reddit", "The app is confusing and the calendar view is clunky."),
  item(
    "w1",
    "reddit",
    "I wish there was a waitlist that texts the next patient automatically when a slot opens.",
  ),
  item(
    "w2",
    "hackernews",
    "Is there a tool that texts people on the waitlist automatically when someone cancels?",
  ),
  item("w3", "reddit", "Would love an automatic waitlist text when an appointment slot frees up."),
  item("a1", "reddit", "Looking for an alternative to Cliniko that has a waitlist."),
  item("n1", "reddit", "We run a small physio clinic in Leeds with two rooms."),
  item("n2", "hackernews", "Our clinic opened in 2019 and we see about forty patients a week."),
];

function themeContaining(themes: Theme[], id: string): Theme | undefined {
  return themes.find((theme) => theme.evidenceIds.includes(id));
}

function verbatim(label: string, theme: Theme): boolean {
  const text = label.replace(/…$/, "");
  return theme.items.some((entry) => entry.item.text.includes(text));
}

describe("groupThemes", () => {
  it("groups paraphrases of one complaint and keeps different complaints apart", () => {
    const pains = groupThemes(CORPUS, "pain");
    const cancellations = themeContaining(pains, "c1");
    const prices = themeContaining(pains, "p1");
    expect([...(cancellations?.evidenceIds ?? [])].sort()).toEqual(CANCELLATIONS);
    expect([...(prices?.evidenceIds ?? [])].sort()).toEqual(PRICES);
    expect(themeContaining(pains, "x1")?.evidenceIds).toEqual(["x1"]);
    expect(pains.flatMap((theme) => theme.evidenceIds)).not.toContain("n1");
  });

  it("groups requests for the same thing, and leaves switching intent out of requests", () => {
    const requests = groupThemes(CORPUS, "request");
    expect([...(themeContaining(requests, "w1")?.evidenceIds ?? [])].sort()).toEqual(WAITLIST);
    expect(themeContaining(requests, "a1")).toBeUndefined();
  });

  it("labels a theme with a verbatim sentence of its first item", () => {
    for (const theme of [...groupThemes(CORPUS, "pain"), ...groupThemes(CORPUS, "request")]) {
      expect(verbatim(theme.label, theme), theme.label).toBe(true);
      expect(theme.items[0]?.item.text).toContain(theme.label.replace(/…$/, ""));
      expect(theme.label.length).toBeLessThanOrEqual(160);
    }
  });

  it("counts exactly: one id per item, the platforms of those items", () => {
    for (const theme of groupThemes(CORPUS, "pain")) {
      expect(theme.evidenceIds).toEqual(theme.items.map((entry) => entry.item.id));
      expect(new Set(theme.evidenceIds).size).toBe(theme.items.length);
      expect([...theme.platforms].sort()).toEqual(
        [...new Set(theme.items.map((entry) => entry.item.platform))].sort(),
      );
    }
    expect(themeContaining(groupThemes(CORPUS, "pain"), "c1")?.platforms).toEqual([
      "reddit",
      "facebook",
    ]);
  });

  it("ranks by item count, then platform spread, with lone items last", () => {
    const pains = groupThemes(CORPUS, "pain");
    expect(pains.map((theme) => theme.items.length)).toEqual([4, 3, 1]);
    const spread = groupThemes(
      [
        item("r1", "reddit", "The invoice reminders are broken and clients never get them."),
        item("r2", "reddit", "Invoice reminders broken again, clients say they never arrive."),
        item("s1", "reddit", "Syncing my calendar is so slow and unreliable, it crashes."),
        item("s2", "hackernews", "Calendar syncing is slow and crashes constantly."),
      ],
      "pain",
    );
    expect(spread.map((theme) => theme.evidenceIds[0]?.[0])).toEqual(["s", "r"]);
  });

  it("links items that repeat a sentence, and never links on the market's own words", () => {
    const market = [
      item("s1", "reddit", "I wish there was a habit tracker that didn't need so much setup."),
      item(
        "s2",
        "twitter",
        "Hot take: I wish there was a habit tracker that didn't need so much setup.",
      ),
      item(
        "s3",
        "facebook",
        "Asking for my team: I wish there was a habit tracker that didn't need so much setup.",
      ),
      item(
        "t1",
        "reddit",
        "Is there a tool for a habit tracker that my whole team would actually use?",
      ),
      item(
        "t2",
        "hackernews",
        "Same question here. Is there a tool for a habit tracker that my whole team would actually use?",
      ),
      ...[
        "Our habit tracker streaks reset on Sunday.",
        "A habit tracker for the office.",
        "Which habit tracker do you use?",
        "My habit tracker has a dark mode.",
        "Habit tracker apps for teams.",
        "The habit tracker we picked has widgets.",
      ].map((text, index) => item(`m${index}`, "reddit", text)),
    ];
    const requests = groupThemes(market, "request");
    expect(requests.map((theme) => [...theme.evidenceIds].sort())).toEqual([
      ["s1", "s2", "s3"],
      ["t1", "t2"],
    ]);
  });

  it("names key terms the items themselves use", () => {
    const cancellations = themeContaining(groupThemes(CORPUS, "pain"), "c1");
    expect(cancellations?.keyTerms.length).toBeGreaterThan(0);
    for (const term of cancellations?.keyTerms ?? []) {
      expect(
        cancellations?.items.some((entry) => entry.item.text.toLowerCase().includes(term)),
        term,
      ).toBe(true);
    }
    expect(cancellations?.keyTerms.some((term) => /slot|cancel/.test(term))).toBe(true);
  });

  it("is deterministic whatever order the evidence arrives in", () => {
    const forward = groupThemes(CORPUS, "pain");
    const backward = groupThemes([...CORPUS].reverse(), "pain");
    expect(backward.map((theme) => [theme.label, theme.evidenceIds])).toEqual(
      forward.map((theme) => [theme.label, theme.evidenceIds]),
    );
  });

  it("returns no themes when nothing complains", () => {
    expect(
      groupThemes([item("n1", "reddit", "We run a small physio clinic in Leeds.")], "pain"),
    ).toEqual([]);
    expect(groupThemes([], "request")).toEqual([]);
  });

  it("folds inflections to one stem", () => {
    expect(new Set(["cancelled", "cancels", "cancellations", "cancelling"].map(stem))).toEqual(
      new Set(["cancel"]),
    );
    expect(stem("pricing")).toBe(stem("prices"));
    expect(stem("invoices")).toBe(stem("invoice"));
  });
});
