import { Hono } from "hono";
import { deleteCookie, getCookie } from "hono/cookie";
import { deleteAccountSchema } from "../../contract/auth.ts";
import type { Database } from "../../db/client.ts";
import type { Auth } from "../auth/create-auth.ts";
import { requireSession, type AuthedEnv } from "../auth/require-session.ts";
import { sameOrigin } from "../auth/same-origin.ts";
import { validate } from "../http/validate.ts";
import { deleteAccount } from "../modules/account/delete-account.ts";
import { getMe } from "../modules/account/get-me.ts";

/** GET /api/me and DELETE /api/account: the signed-in user's own row, nobody else's. */
export function accountRoutes(deps: {
  auth: Auth;
  db: Database;
  appUrl: string;
  /** Undoes what the account granted elsewhere (a Notion token) before its rows go. */
  beforeDelete?: (userId: string) => Promise<void>;
}) {
  const signedIn = requireSession(deps.auth);
  return new Hono<AuthedEnv>()
    .get("/me", signedIn, async (c) => {
      const me = await getMe(deps.db, { userId: c.var.user.id, aal: c.var.session.aal });
      c.header("Cache-Control", "no-store");
      return c.json(me);
    })
    .delete(
      "/account",
      signedIn,
      sameOrigin(deps.appUrl),
      validate("json", deleteAccountSchema),
      async (c) => {
        await deps.beforeDelete?.(c.var.user.id);
        await deleteAccount(deps.db, { userId: c.var.user.id, now: new Date() });
        // The session row is gone; expiring the cookies too leaves the browser clean.
        for (const name of Object.keys(getCookie(c))) {
          if (name.includes("groundtruth.")) {
            deleteCookie(c, name, {
              path: "/",
              secure: name.startsWith("__Secure-"),
              httpOnly: true,
              sameSite: "Lax",
            });
          }
        }
        c.get("log").info({ userId: c.var.user.id }, "account deleted; data purged within 30 days");
        return c.body(null, 204);
      },
    );
}
