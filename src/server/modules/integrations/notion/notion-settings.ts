import type { Config } from "../../../config.ts";

/** How this server talks to Notion; null when the integration is not configured. */
export interface NotionSettings {
  clientId: string;
  clientSecret: string;
  /** Notion's API (https://api.notion.com), or a local fake in tests and the demo. */
  apiUrl: string;
  /** Registered with the public integration in Notion; must match it exactly. */
  redirectUri: string;
}

export const NOTION_CALLBACK_PATH = "/api/integrations/notion/callback";

export function notionSettings(config: Config): NotionSettings | null {
  if (!config.NOTION_CLIENT_ID || !config.NOTION_CLIENT_SECRET) return null;
  return {
    clientId: config.NOTION_CLIENT_ID,
    clientSecret: config.NOTION_CLIENT_SECRET,
    apiUrl: config.NOTION_API_URL,
    redirectUri: `${config.APP_URL}${NOTION_CALLBACK_PATH}`,
  };
}
