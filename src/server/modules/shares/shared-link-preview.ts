import { shareTokenSchema } from "../../../contract/integrations.ts";
import type { SharedReport } from "../../../contract/integrations.ts";
import { CONFIDENCE_LABELS } from "../../../contract/report-labels.ts";
import { BRAND } from "../../../contract/site.ts";
import type { Database } from "../../../db/client.ts";
import { AppError } from "../../app-error.ts";
import { readSharedReport } from "./read-shared-report.ts";

/** What a chat app or social network shows for a share link: the shared report's own words. */
export interface LinkPreview {
  title: string;
  description: string;
}

const TITLE_CHARS = 90;

/** A one-line excerpt cut at a word, for a preview's title or description. */
export function shortened(text: string, limit: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= limit ? flat : `${flat.slice(0, limit).replace(/\s+\S*$/, "")}…`;
}

/** Only what the owner shared: the idea, the verdict and the report's counts; never who shared it. */
export function linkPreviewOf(shared: SharedReport): LinkPreview {
  const title = `${shortened(shared.ideaText, TITLE_CHARS)} · ${BRAND.name} report`;
  if (shared.results.kind === "legacy")
    return { title, description: `An idea validation report from ${BRAND.name}.` };
  const { verdict, metadata } = shared.results.report;
  const score = verdict
    ? `Validation score ${verdict.score}/100 (${CONFIDENCE_LABELS[verdict.confidence].toLowerCase()} confidence), from `
    : "From ";
  const competitors = metadata.totalCompetitors === 1 ? "competitor" : "competitors";
  return {
    title,
    description: `${score}${metadata.totalPlatformFeedback} user quotes with their links and ${metadata.totalCompetitors} ${competitors}. Validate your own idea on ${BRAND.name}.`,
  };
}

/** The preview for a live link; null for anything else (malformed, revoked, never made). */
export async function sharedLinkPreview(db: Database, token: string): Promise<LinkPreview | null> {
  if (!shareTokenSchema.safeParse(token).success) return null;
  try {
    return linkPreviewOf(await readSharedReport(db, token));
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  }
}
