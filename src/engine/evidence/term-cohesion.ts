import type { Evidence, TopicTerm } from "../types.ts";
import { stemsOf } from "../text/words.ts";

/**
 * How much each of the idea's single words says in this run's collection. Searches by the idea's
 * words bring back other fields' conversations that share one of its everyday words ("records",
 * "scheduling", "reminders"): there the word stands alone, while in the conversations about the
 * problem it comes with the idea's other words. A word that, across the gathered conversations,
 * mostly comes without any other word of the idea is everyone's word in this collection, and says
 * less about the problem (ADR 0020, tenth round). Phrases and who has the problem keep their
 * weight: a phrase is specific by itself, and the audience is capped apart. Conversations only:
 * a product's page names what it is for in few words (`stages/judge-stage.ts`).
 */

/** A word that comes with another of the idea's words in this share of its conversations says all it can. */
const COHESIVE_SHARE = 0.6;
/** Below this many conversations using a word, the collection cannot tell. */
const MIN_CONVERSATIONS = 5;
/** However alone a word stands, it still says this much of its weight. */
const MIN_FACTOR = 0.5;

const CONVERSATION_KINDS = new Set<Evidence["kind"]>(["comment", "post", "video"]);

function isWeighed(term: TopicTerm): boolean {
  return term.role !== "audience" && stemsOf(term.phrase).length === 1;
}

/** The plan's terms with each single problem word weighted by how seldom it stands alone. */
export function weighByCohesion(
  terms: TopicTerm[],
  items: Array<Pick<Evidence, "kind" | "text">>,
): TopicTerm[] {
  const weighed = terms.filter(isWeighed).map((term) => ({ term, stem: stemsOf(term.phrase)[0] }));
  if (weighed.length < 2) return terms;
  const conversations = items
    .filter((item) => CONVERSATION_KINDS.has(item.kind))
    .map((item) => new Set(stemsOf(item.text)));
  return terms.map((term) => {
    const own = weighed.find((each) => each.term === term)?.stem;
    if (!own) return term;
    const using = conversations.filter((words) => words.has(own));
    if (using.length < MIN_CONVERSATIONS) return term;
    const withAnother = using.filter((words) =>
      weighed.some(({ stem }) => stem !== own && stem !== undefined && words.has(stem)),
    ).length;
    const factor = Math.max(MIN_FACTOR, Math.min(1, withAnother / using.length / COHESIVE_SHARE));
    return factor === 1 ? term : { ...term, weight: term.weight * factor };
  });
}
