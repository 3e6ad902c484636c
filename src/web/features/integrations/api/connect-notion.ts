/**
 * Connecting is a full-page navigation, not a fetch: the server answers with a redirect to
 * Notion's consent page, which comes back to /settings?tab=integrations&notion=<outcome>.
 */
export const NOTION_CONNECT_URL = "/api/integrations/notion/connect";
