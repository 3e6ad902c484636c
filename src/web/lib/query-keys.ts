/**
 * Every TanStack Query key in the app, in one place: features never import each other, and a
 * key read by one feature and invalidated by another must not drift apart.
 */
export const queryKeys = {
  credits: ["credits"] as const,
  analyses: ["analyses"] as const,
  analysis: (id: string) => ["analyses", id] as const,
  conversation: (id: string) => ["analyses", id, "chat"] as const,
  /** Prefix of every billing query, so one invalidation refreshes them all. */
  billing: ["billing"] as const,
  purchases: ["billing", "purchases"] as const,
  /** Prefix of the integrations status and of Notion's page search, refreshed together. */
  integrations: ["integrations"] as const,
  notionPages: (query: string) => ["integrations", "notion", "pages", query] as const,
  shares: ["shares"] as const,
  sharedReport: (token: string) => ["shared", token] as const,
  /** An OAuth client's public name and logo, for the consent page. */
  oauthClient: (clientId: string) => ["oauth-client", clientId] as const,
  connectedApps: ["connected-apps"] as const,
  apiKeys: ["api-keys"] as const,
  /** The recent comparisons list; also the prefix of each comparison's own keys. */
  comparisons: ["comparisons"] as const,
  comparison: (id: string) => ["comparisons", id] as const,
  comparisonShare: (id: string) => ["comparisons", id, "share"] as const,
  comparisonConversation: (id: string) => ["comparisons", id, "chat"] as const,
  sharedComparison: (token: string) => ["shared-comparison", token] as const,
  /** Prefix of the watch list and of each report's watch, refreshed together. */
  watches: ["watches"] as const,
  reportWatch: (analysisId: string) => ["watches", "report", analysisId] as const,
  unsubscribe: (watchId: string) => ["unsubscribe", watchId] as const,
  /** The public integrity figures, and one report's own checks. */
  integrity: ["integrity"] as const,
  reportChecks: (analysisId: string) => ["analyses", analysisId, "checks"] as const,
  sharedReportChecks: (token: string) => ["shared", token, "checks"] as const,
};
