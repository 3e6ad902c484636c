import type { ReportChanges } from "../../../contract/report-changes.ts";
import {
  changeHeadlines,
  changesSection,
} from "../../../contract/export/report-changes-document.ts";
import { documentToPlainText } from "../../../contract/export/report-plain-text.ts";
import { toPlainLine } from "../../../contract/plain-text.ts";
import { BRAND } from "../../../contract/site.ts";
import { CADENCE_LABELS, type WatchCadence } from "../../../contract/watch.ts";
import type { MailMessage } from "../../mail/mailer.ts";
import { oneClickUnsubscribeUrl, unsubscribeUrl } from "./unsubscribe-link.ts";

/** A subject line holds the start of the idea; the body holds all of it. */
const IDEA_IN_SUBJECT = 60;

export interface WatchMailLinks {
  appUrl: string;
  unsubscribeKey: Buffer;
}

function ideaForSubject(idea: string): string {
  const line = toPlainLine(idea);
  const chars = [...line];
  return chars.length <= IDEA_IN_SUBJECT
    ? line
    : `${chars
        .slice(0, IDEA_IN_SUBJECT - 1)
        .join("")
        .trimEnd()}…`;
}

/** RFC 8058 one-click unsubscribe: mail clients show their own button and post to our link. */
function unsubscribeHeaders(links: WatchMailLinks, watchId: string): Record<string, string> {
  const oneClick = oneClickUnsubscribeUrl({
    appUrl: links.appUrl,
    key: links.unsubscribeKey,
    watchId,
  });
  return {
    "List-Unsubscribe": `<${oneClick}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

function footer(links: WatchMailLinks, watchId: string, cadence: WatchCadence): string {
  const stop = unsubscribeUrl({ appUrl: links.appUrl, key: links.unsubscribeKey, watchId });
  return [
    `You get this because you watch this idea (${CADENCE_LABELS[cadence].toLowerCase()}) on ${BRAND.name}. We write only when something changed.`,
    `Manage your watched ideas: ${links.appUrl}/settings?tab=watches`,
    `Stop these e-mails (no sign-in needed): ${stop}`,
  ].join("\n");
}

/**
 * "What changed for <idea>": the run's change summary, the same lines as the report's "Since
 * <date>" section, each change with its link, then the way to the full report and to stop.
 */
export function whatChangedMail(
  links: WatchMailLinks,
  input: {
    to: string;
    watchId: string;
    cadence: WatchCadence;
    idea: string;
    analysisId: string;
    changes: ReportChanges;
  },
): MailMessage {
  const reportUrl = `${links.appUrl}/results/${input.analysisId}`;
  const text = [
    `Your idea, run again on its schedule:\n${toPlainLine(input.idea)}`,
    changeHeadlines(input.changes)
      .map((line) => `- ${line}`)
      .join("\n"),
    `The full report: ${reportUrl}`,
    documentToPlainText(changesSection(input.changes)),
    footer(links, input.watchId, input.cadence),
  ].join("\n\n");
  return {
    kind: "watch-changes",
    to: input.to,
    subject: `What changed for ${ideaForSubject(input.idea)}`,
    text,
    headers: unsubscribeHeaders(links, input.watchId),
  };
}

/** A run came due with no report left: nothing ran, and the watch waits to be resumed. */
export function watchPausedMail(
  links: WatchMailLinks,
  input: { to: string; watchId: string; cadence: WatchCadence; idea: string },
): MailMessage {
  const text = [
    `Your watched idea was due to run again today, but you have no reports left, so it did not run and the watch is paused:\n${toPlainLine(input.idea)}`,
    `Each watched run uses one report. Buy a pack of reports (${links.appUrl}/pricing) or wait for next month's free report, then resume the watch in Settings: ${links.appUrl}/settings?tab=watches`,
    footer(links, input.watchId, input.cadence),
  ].join("\n\n");
  return {
    kind: "watch-paused",
    to: input.to,
    subject: `Your watch is paused: ${ideaForSubject(input.idea)}`,
    text,
    headers: unsubscribeHeaders(links, input.watchId),
  };
}
