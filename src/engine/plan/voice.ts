/**
 * How anyone voices a problem, in any trade: what stays of the old topic lexicon once nothing in
 * it is about a market. Web search takes whole questions; the relevance gate reads these cues as a
 * sign that a text is someone's own experience of a problem rather than news or promotion.
 */
export const PAIN_PHRASINGS = {
  /** Natural-language questions for web search; {audience} and {problem} are filled from the idea. */
  webTemplates: [
    "how do {audience} handle {problem}",
    "{audience} wish there was an app for {problem}",
  ],
  /** A text written by someone living with a problem, asking for help or for a tool. */
  cues: /\b(hate|hated|wish (?:there was|there were|i could|it could)|looking for|anyone else|too expensive|how do (?:you|people|others) (?:handle|deal|manage|track|keep)|takes (?:me )?hours|nightmare|pain in the|struggl\w*|frustrat\w*|recommend(?:ation)?s?|what do you use|is there (?:a|an|any)|alternatives? to|switched (?:from|to)|i use|we use|we still|spreadsheet|by hand|manually|on paper)\b/i,
} as const;
