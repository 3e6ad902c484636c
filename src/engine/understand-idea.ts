import type { IdeaUnderstanding } from "./types.ts";
import { contentWords, normaliseWhitespace } from "./text.ts";

/** Product Hunt topic slugs, matched by the words that usually signal them. */
const CATEGORIES: Array<{ slug: string; words: string[] }> = [
  { slug: "developer-tools", words: ["developer", "developers", "code", "api", "github", "devops", "programming", "debug", "deploy"] },
  { slug: "health-fitness", words: ["health", "fitness", "workout", "diet", "sleep", "meditation", "habit", "habits", "wellness", "gym"] },
  { slug: "fintech", words: ["finance", "budget", "money", "invoice", "payments", "accounting", "expense", "expenses", "tax", "invest"] },
  { slug: "education", words: ["learn", "learning", "students", "course", "courses", "teacher", "teachers", "study", "tutor", "language"] },
  { slug: "marketing", words: ["marketing", "seo", "ads", "newsletter", "email", "social", "influencer", "content", "campaign"] },
  { slug: "e-commerce", words: ["shop", "store", "ecommerce", "e-commerce", "shopify", "sellers", "inventory", "products"] },
  { slug: "artificial-intelligence", words: ["ai", "gpt", "llm", "chatbot", "agent", "agents", "machine"] },
  { slug: "productivity", words: ["productivity", "tasks", "todo", "tracker", "calendar", "notes", "remote", "team", "teams", "meetings", "focus"] },
];

function detectCategory(words: string[]): string {
  let best = { slug: "productivity", hits: 0 };
  for (const category of CATEGORIES) {
    const hits = words.filter((word) => category.words.includes(word)).length;
    if (hits > best.hits) best = { slug: category.slug, hits };
  }
  return best.slug;
}

/** "…for remote teams", "…that helps dog owners…": the people named after for/helps. */
function detectAudience(idea: string, keywords: string[]): string {
  const match = /\b(?:for|helps?|helping|lets?|aimed at|targeting)\s+([^,.;:!?]{3,60})/i.exec(idea);
  const phrase = match?.[1]?.replace(/\b(to|who|that|which|with|by)\b.*$/i, "").trim();
  if (phrase) return phrase.toLowerCase();
  return `people searching for ${keywords.slice(0, 3).join(" ")}`;
}

/**
 * Turns the idea into keywords and short queries. Deterministic on purpose: it costs no model
 * call on the critical path, and search APIs (HN, GitHub) match all words, so short queries win.
 */
export function understandIdea(rawIdea: string): IdeaUnderstanding {
  const idea = normaliseWhitespace(rawIdea);
  const keywords = [...new Set(contentWords(idea))].slice(0, 8);
  const [first, second, third, fourth] = keywords;
  const candidates = [
    [first, second].filter(Boolean).join(" "),
    keywords.slice(0, 4).join(" "),
    [third, fourth].filter(Boolean).join(" "),
    first ?? "",
  ];
  const queries = [...new Set(candidates.filter((query) => query.length > 0))];
  return {
    idea,
    keywords,
    queries: queries.length > 0 ? queries : [idea.slice(0, 80)],
    category: detectCategory(keywords),
    audience: detectAudience(idea, keywords),
  };
}
