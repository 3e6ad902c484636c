import type { Evidence } from "../../src/engine/types.ts";

/** A Reddit comment as a source returns one, with only its text known unless given. */
export function aComment(id: string, text: string, extra: Partial<Evidence> = {}): Evidence {
  return {
    id,
    platform: "reddit",
    source: "reddit",
    kind: "comment",
    title: null,
    text,
    author: null,
    url: `https://www.reddit.com/r/x/comments/${id}/`,
    createdAt: null,
    score: 0,
    ...extra,
  };
}
