import { storedReportSchema } from "./stored-report.ts";
import { z } from "./zod.ts";

/**
 * Settings > Integrations, the Notion export and read-only share links (issue 15).
 *
 * Endpoints (all under /api, signed in unless said otherwise):
 * - GET    /integrations                          → IntegrationsStatus
 * - GET    /integrations/notion/connect           → 302 to Notion's consent page (a browser navigation)
 * - GET    /integrations/notion/callback          → 302 to /settings?tab=integrations&notion=<NotionConnectOutcome>
 * - DELETE /integrations/notion                   → 204 (token and workspace fields cleared)
 * - GET    /integrations/notion/pages?query=      → NotionPageList (pages the integration can reach)
 * - POST   /analyses/:id/exports/notion           → NotionExportResult, body NotionExportBody
 * - POST   /analyses/:id/shares                   → ShareLink (the analysis's active link, made if none)
 * - GET    /shares                                → ShareLinkList (the caller's active links)
 * - DELETE /shares/:id                            → 204
 * - GET    /shared/:token      (no account)       → SharedReport, 404 once revoked
 */

/** Where the callback sends the browser back: /settings?tab=integrations&notion=<outcome>. */
export const NOTION_CONNECT_OUTCOMES = ["connected", "denied", "failed", "upgrade"] as const;
export type NotionConnectOutcome = (typeof NOTION_CONNECT_OUTCOMES)[number];

export const notionStatusSchema = z.object({
  /** False when this server has no Notion integration configured: the card says so, no flow. */
  available: z.boolean(),
  /** Premium: a paid plan (Professional reports held). Without it the card shows 'Upgrade Required'. */
  eligible: z.boolean(),
  connected: z.boolean(),
  workspaceName: z.string().nullable(),
  /** An emoji or an https URL, as Notion gives it; null when the workspace has none. */
  workspaceIcon: z.string().nullable(),
  /** ISO time of connection; null when not connected. */
  connectedAt: z.string().nullable(),
});
export type NotionStatus = z.infer<typeof notionStatusSchema>;

export const integrationsStatusSchema = z.object({ notion: notionStatusSchema });
export type IntegrationsStatus = z.infer<typeof integrationsStatusSchema>;

export const notionPageSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** An emoji or an https URL; null when the page has none. */
  icon: z.string().nullable(),
  url: z.string(),
});
export type NotionPage = z.infer<typeof notionPageSchema>;

export const notionPageListSchema = z.object({ pages: z.array(notionPageSchema) });
export type NotionPageList = z.infer<typeof notionPageListSchema>;

export const notionPageQuerySchema = z.object({
  query: z.string().trim().max(100).optional(),
});

/** Notion ids are UUIDs, written with or without dashes. */
export const notionIdSchema = z
  .string()
  .trim()
  .regex(
    /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i,
    "Choose a Notion page.",
  );

export const notionExportBodySchema = z.object({ parentPageId: notionIdSchema });
export type NotionExportBody = z.infer<typeof notionExportBodySchema>;

export const notionExportResultSchema = z.object({
  pageId: z.string(),
  /** The new page in Notion, for the 'Exported to Notion' link. */
  url: z.string(),
  /** How many blocks the page holds, for the success message. */
  blocks: z.number().int().min(0),
});
export type NotionExportResult = z.infer<typeof notionExportResultSchema>;

/** The plain-words messages of issue 15; the server sends them, the web shows them as they are. */
export const NOTION_MESSAGES = {
  exported: "Exported to Notion",
  revoked: "Notion access was revoked. Please reconnect.",
  failed: "Export to Notion failed. Please try again.",
  rateLimited: "Notion is busy right now. Please try again in a minute.",
  notConnected: "Connect Notion in Settings > Integrations first.",
  restricted:
    "Notion did not let Groundtruth do this. Check that the page is shared with Groundtruth (••• > Connections in Notion), then try again.",
  pageNotShared:
    "That Notion page is no longer shared with Groundtruth. Choose another page, or share it again in Notion.",
  upgradeRequired: "Notion export comes with the Professional plan.",
  notConfigured: "The Notion integration is not set up on this server.",
  noPagesShared:
    "Notion has not shared any pages with Groundtruth yet. In Notion, open the page you want reports in, choose ••• > Connections > Groundtruth, then search again.",
  disconnected: "Disconnected from Notion",
  disconnectFailed: "Failed to disconnect",
} as const;

export const shareLinkSchema = z.object({
  id: z.string(),
  analysisId: z.string(),
  ideaText: z.string(),
  /**
   * The full read-only URL, APP_URL/shared/<token>; null when this server can no longer show it
   * (its encryption key changed): the link still opens for whoever has it, so the owner is
   * offered Revoke.
   */
  url: z.string().nullable(),
  createdAt: z.string(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

export const shareLinkListSchema = z.object({ shares: z.array(shareLinkSchema) });
export type ShareLinkList = z.infer<typeof shareLinkListSchema>;

/** 32 random bytes, base64url: 43 characters. */
export const shareTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "No such shared report.");

/** What a share link shows to anyone who has it: the report only, no account data, no chat. */
export const sharedReportSchema = z.object({
  ideaText: z.string(),
  createdAt: z.string(),
  results: storedReportSchema,
});
export type SharedReport = z.infer<typeof sharedReportSchema>;

export const SHARE_MESSAGES = {
  created: "Share link created",
  copied: "Link copied to clipboard!",
  revoked: "Share link revoked",
  gone: "This shared report is no longer available. Ask the person who shared it for a new link.",
  unreadable:
    "This link can no longer be shown here. It still opens for anyone who has it: revoke it, then create a new one.",
} as const;
