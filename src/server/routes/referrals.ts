import { Hono } from "hono";
import type { Database } from "../../db/client.ts";
import type { Auth } from "../auth/create-auth.ts";
import { requireSession, type AuthedEnv } from "../auth/require-session.ts";
import { getReferralOverview } from "../modules/referrals/get-referral-overview.ts";

/** GET /api/referrals: the signed-in user's code, link and counts (creates the code if missing). */
export function referralRoutes(deps: { auth: Auth; db: Database; appUrl: string }) {
  const signedIn = requireSession(deps.auth);
  return new Hono<AuthedEnv>().get("/referrals", signedIn, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(
      await getReferralOverview(deps.db, { userId: c.var.user.id, appUrl: deps.appUrl }),
    );
  });
}
