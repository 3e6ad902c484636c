import { AUTH_MESSAGES } from "../../../contract/auth-rules.ts";
import { toPlainLine } from "../../../contract/plain-text.ts";
import { BRAND } from "../../../contract/site.ts";
import type { Logger } from "../../logger.ts";
import type { Mailer } from "../../mail/mailer.ts";

/** What can now act for the owner: a key they named, or an app approved on the consent page. */
export type NewAccess = { kind: "api-key"; name: string } | { kind: "app" };

/**
 * The access in words. A key's name is the creator's text in the owner's mailbox, and whoever
 * made the key may not be the owner: it stays on its line, with nothing that reorders or hides
 * the words around it (creation refuses such names; older ones may hold them).
 */
function describe(access: NewAccess): string {
  return access.kind === "api-key"
    ? `An API key named "${toPlainLine(access.name)}"`
    : "An app you approved on the consent page";
}

/**
 * Tells the account's owner that something can now act for them outside the browser, so a key
 * or an app made with a stolen session does not go unnoticed. Never fails the request.
 */
export async function notifyNewAccess(
  deps: { mailer: Mailer; log: Logger; appUrl: string },
  input: { to: string; access: NewAccess },
): Promise<void> {
  await deps.mailer
    .send({
      kind: "new-access",
      to: input.to,
      subject: `New access to your ${BRAND.name} account`,
      text: `${describe(input.access)} can now use your ${BRAND.name} account.\n\nIf this was you, there is nothing to do. If not, change your password in Settings > Profile (or reset it from the sign-in page): ${AUTH_MESSAGES.newPasswordEndsAccess}\n${deps.appUrl}/settings?tab=profile\n\nTo end only this one, revoke it in Settings > Integrations:\n${deps.appUrl}/settings?tab=integrations`,
    })
    .catch((error: unknown) => {
      deps.log.warn({ err: error, kind: "new-access" }, "new-access mail not sent");
    });
}
