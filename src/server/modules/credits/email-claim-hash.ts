import { createHash } from "node:crypto";

const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * One mailbox, however it is spelled: case and spaces ignored, a "+tag" dropped (most providers
 * deliver "name+x@" to "name@"), and Gmail's dots and googlemail.com folded, since Gmail
 * delivers all of them to the same inbox. Used only to remember which mailboxes had a free
 * report, never to send mail.
 */
export function normaliseMailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  let local = address.slice(0, at).split("+")[0]!;
  let domain = address.slice(at + 1);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll(".", "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}

/**
 * What free_report_claims stores: a hash, so the table holds no readable address of an account
 * that asked to be erased. It is not secret (anyone holding an address can compute it), which
 * is all the check needs: "did this mailbox already have this month's report?"
 */
export function emailClaimHash(email: string): string {
  return createHash("sha256")
    .update(`groundtruth:free-report:${normaliseMailbox(email)}`)
    .digest("hex");
}
