import { eq } from "drizzle-orm";
import type { IntegrationsStatus } from "../../../contract/integrations.ts";
import type { Database } from "../../../db/client.ts";
import { users } from "../../../db/tables/auth.ts";
import type { SecretBox } from "../../crypto/secret-box.ts";
import { hasPaidPlan } from "../credits/has-paid-plan.ts";
import { NOTION_TOKEN_PURPOSE } from "./notion/notion-connection.ts";

/** Settings > Integrations: what the Notion card shows. The token itself never leaves here. */
export async function getIntegrationsStatus(
  db: Database,
  box: SecretBox,
  input: { userId: string; notionAvailable: boolean; now: Date },
): Promise<IntegrationsStatus> {
  const [row] = await db
    .select({
      sealed: users.notionAccessToken,
      workspaceName: users.notionWorkspaceName,
      workspaceIcon: users.notionWorkspaceIcon,
      connectedAt: users.notionConnectedAt,
    })
    .from(users)
    .where(eq(users.id, input.userId));
  // A token this server can no longer open is no connection: the card offers Connect again.
  const connected = Boolean(row?.sealed && box.open(row.sealed, NOTION_TOKEN_PURPOSE));
  return {
    notion: {
      available: input.notionAvailable,
      eligible: await hasPaidPlan(db, input.userId, input.now),
      connected,
      workspaceName: connected ? (row?.workspaceName ?? null) : null,
      workspaceIcon: connected ? (row?.workspaceIcon ?? null) : null,
      connectedAt: connected ? (row?.connectedAt?.toISOString() ?? null) : null,
    },
  };
}
