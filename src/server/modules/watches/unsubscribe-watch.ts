import { eq } from "drizzle-orm";
import {
  UNSUBSCRIBE_LINK_INVALID_MESSAGE,
  type UnsubscribeWatchInfo,
} from "../../../contract/watch.ts";
import type { Database } from "../../../db/client.ts";
import { ideaWatches } from "../../../db/tables/idea-watches.ts";
import { AppError } from "../../app-error.ts";
import { isValidUnsubscribeSignature } from "./unsubscribe-link.ts";

type SignedLink = { watch: string; signature: string };

function assertSigned(key: Buffer, link: SignedLink): void {
  if (!isValidUnsubscribeSignature(key, { watchId: link.watch, signature: link.signature }))
    throw new AppError("not_found", UNSUBSCRIBE_LINK_INVALID_MESSAGE);
}

/**
 * What the unsubscribe page names before the founder confirms. The signature is the only
 * credential, and it opens this one watch; null once the watch is stopped.
 */
export async function readUnsubscribeInfo(
  db: Database,
  key: Buffer,
  link: SignedLink,
): Promise<UnsubscribeWatchInfo | null> {
  assertSigned(key, link);
  const [watch] = await db
    .select({ idea: ideaWatches.ideaText, cadence: ideaWatches.cadence })
    .from(ideaWatches)
    .where(eq(ideaWatches.id, link.watch));
  return watch ?? null;
}

/**
 * Stops the watch from its e-mail's link, without sign-in. Stopping one that is already stopped
 * succeeds too: a mail client's one-click post and the founder's click may both arrive.
 */
export async function unsubscribeWatch(db: Database, key: Buffer, link: SignedLink): Promise<void> {
  assertSigned(key, link);
  await db.delete(ideaWatches).where(eq(ideaWatches.id, link.watch));
}
