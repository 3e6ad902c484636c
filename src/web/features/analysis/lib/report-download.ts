import type { StoredReport } from "../../../../contract/stored-report.ts";
import { BRAND } from "../../../../contract/site.ts";

const SLUG_MAX = 50;

/** The idea's first words as a file-name part: lower-case ASCII letters, digits and dashes. */
export function ideaSlug(idea: string): string {
  const words = idea
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX) break;
    slug = next;
  }
  return slug || (words[0]?.slice(0, SLUG_MAX) ?? "") || "report";
}

/** The report's own day (UTC), so every download of one report gets the same name. */
function dayOf(iso: string): string {
  const date = new Date(iso);
  return (Number.isNaN(date.getTime()) ? new Date() : date).toISOString().slice(0, 10);
}

/** groundtruth-<idea slug>-<yyyy-mm-dd>.<extension> */
export function reportFileName(idea: string, createdAt: string, extension: "md" | "json"): string {
  return `${BRAND.name.toLowerCase()}-${ideaSlug(idea)}-${dayOf(createdAt)}.${extension}`;
}

/** The stored report as the API holds it, with the idea and its dates: for scripts and archives. */
export function reportToJson(input: {
  idea: string;
  createdAt: string;
  stored: StoredReport;
  reportUrl: string | null;
  exportedAt: Date;
}): string {
  const document = {
    idea: input.idea,
    createdAt: input.createdAt,
    exportedAt: input.exportedAt.toISOString(),
    url: input.reportUrl,
    results: input.stored,
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** Hands the browser a file to save, made here rather than fetched. */
export function saveFile(name: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns: let go of it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
