/**
 * Query keys that more than one feature reads or invalidates (features never import each
 * other, so shared keys live here).
 */
export const queryKeys = {
  credits: ["credits"] as const,
  analyses: ["analyses"] as const,
  analysis: (id: string) => ["analyses", id] as const,
};
