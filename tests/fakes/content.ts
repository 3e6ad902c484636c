/**
 * Deterministic, realistic content for any query: the same query always yields the same items,
 * built from the query's own words so the report reads as if about the idea.
 */

const STOPWORDS = new Set(
  "a an and app apps for of the to with in on by is are my our your that this tool tools -is:retweet lang:en alternatives pricing".split(
    " ",
  ),
);

export interface Topic {
  words: string[];
  phrase: string;
  products: Array<{ name: string; slug: string; tagline: string }>;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export function topicFrom(query: string): Topic {
  const words = query
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .filter((word) => word.length > 1 && !STOPWORDS.has(word));
  const [first = "idea", second = "tracker"] = words;
  const phrase = words.slice(0, 2).join(" ") || "idea tracker";
  const names = [
    `${capitalise(first)}Hub`,
    `${capitalise(second)}ly`,
    `${capitalise(first)}Flow`,
    `${capitalise(second)}Pro`,
    `Open${capitalise(first)}`,
  ];
  return {
    words,
    phrase,
    products: names.map((name, index) => ({
      name,
      slug: name.toLowerCase(),
      tagline:
        [
          `The ${phrase} for busy teams, with streaks and reminders`,
          `Simple ${phrase} that works on every device, free plan and $6/month Pro`,
          `Async ${phrase} with Slack integration and weekly reports`,
          `${capitalise(phrase)} with analytics for managers`,
          `Open-source, self-hosted ${phrase}`,
        ][index] ?? phrase,
    })),
  };
}

/** Comment bodies with the pain, request and alternative patterns founders look for. */
export function discussionTexts(topic: Topic): string[] {
  const [p0, p1, p2] = topic.products.map((product) => product.name);
  const phrase = topic.phrase;
  return [
    `I wish there was a ${phrase} that didn't need so much setup. ${p0} is too expensive for a small team.`,
    `Is there a tool for ${phrase} that my whole team would actually use? I've tried ${p1} but it's clunky and confusing.`,
    `We switched from ${p0} to ${p2} last year and the team loves it, onboarding was great.`,
    `Honestly ${phrase} is a real pain for us; tracking it manually in spreadsheets is tedious.`,
    `I would pay for a ${phrase} that integrates with Slack and shows weekly streaks for the team.`,
    `Looking for an alternative to ${p1} because the mobile app keeps crashing and support is slow.`,
    `${p2} is great, simple and it just works. Best ${topic.words[0] ?? "tracking"} app I have used so far.`,
    `The problem with most ${phrase} products is that they are built for individuals, not for teams.`,
    `It would be great if ${phrase} tools had better privacy controls; my manager seeing everything is annoying.`,
    `We tried building our own ${phrase} internally but it was a waste of time to maintain.`,
  ];
}

const LEADS: Record<string, string[]> = {
  reddit: [
    "Long-time lurker here.",
    "Same boat as OP.",
    "Throwaway for obvious reasons.",
    "Mod of a small community here.",
  ],
  hackernews: [
    "From experience running a remote company:",
    "Anecdotally,",
    "Counterpoint:",
    "Having built one of these:",
  ],
  youtube: ["Great video!", "Watched this twice.", "Thanks for the review.", "Subscribed."],
  twitter: ["Hot take:", "Thread:", "PSA:", "Real talk:"],
  tiktok: ["POV:", "Day 12 of trying this:", "Storytime:", "Tip:"],
  facebook: [
    "Asking for my team:",
    "Group question:",
    "Sharing in case it helps:",
    "Update from our office:",
  ],
};

/** Platform-flavoured items: a lead-in keeps texts distinct across platforms, as real posts are. */
export function platformTexts(
  topic: Topic,
  platform: keyof typeof LEADS,
  count: number,
  offset = 0,
): string[] {
  const texts = discussionTexts(topic);
  const leads = LEADS[platform] ?? [""];
  return Array.from(
    { length: count },
    (_, index) =>
      `${leads[(index + offset) % leads.length]} ${texts[(index + offset) % texts.length]}`,
  );
}

export function stableNumber(seed: string, max: number): number {
  let hash = 2166136261;
  for (const character of seed) hash = Math.imul(hash ^ character.charCodeAt(0), 16777619);
  return Math.abs(hash) % max;
}

export function stableId(seed: string, length = 7): string {
  let value = "";
  let hash = stableNumber(seed, 2 ** 31);
  while (value.length < length) {
    value += (hash % 36).toString(36);
    hash = Math.floor(hash / 36) || stableNumber(`${seed}${value}`, 2 ** 31);
  }
  return value;
}

/**
 * The fakes' "now": every item is dated from it. Fixed for tests and benchmarks, so reports are
 * reproducible; the demo sets FAKES_EPOCH_SECONDS to the day it starts, so its evidence is as
 * recent for a visitor today as it was written to be.
 */
export const FIXED_EPOCH_SECONDS = Number(process.env.FAKES_EPOCH_SECONDS) || 1_760_000_000;
