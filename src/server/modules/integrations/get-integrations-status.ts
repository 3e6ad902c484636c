import { eq } from "drizzle-orm";
import type { IntegrationsStatus } from "../../../contract/integrations.ts";
import type { Database } from "../../../db/client.ts";
import { users } from "../../../db/tables/auth.ts";
import { hasPaidPlan } from "../credits/has-paid-plan.ts";

/** Settings > Integrations: what the Notion card shows. The token itself never leaves here. */
export async function getIntegrationsStatus(
  db: Database,
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
  const connected = Boolean(row?.sealed);
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
