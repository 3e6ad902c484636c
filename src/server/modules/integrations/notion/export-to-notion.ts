import type { BlockObjectRequest, Client } from "@notionhq/client";
import { toReportDocument } from "../../../../contract/export/report-document.ts";
import type { NotionExportResult } from "../../../../contract/integrations.ts";
import { NOTION_MESSAGES } from "../../../../contract/integrations.ts";
import { AppError } from "../../../app-error.ts";
import { readFinishedReport } from "../../analyses/read-finished-report.ts";
import { hasPaidPlan } from "../../credits/has-paid-plan.ts";
import { actForUser, type NotionDeps } from "./act-for-user.ts";
import { inBatches, NOTION_MAX_TEXT, toNotionBlocks } from "./to-notion-blocks.ts";

/** A page title is one rich-text item, and an idea is far shorter; the cut is a guard. */
function pageTitle(idea: string): string {
  const oneLine = idea.replace(/\s+/g, " ").trim();
  return [...oneLine].slice(0, NOTION_MAX_TEXT).join("") || "Untitled idea";
}

/**
 * Creates the page with the first 100 blocks, then appends the rest 100 at a time: Notion takes
 * at most 100 children a request. A page left half-written by a failure is moved to the trash,
 * so the founder never finds a report that silently stops part-way.
 */
async function writePage(
  client: Client,
  input: { parentPageId: string; title: string; blocks: BlockObjectRequest[] },
) {
  const [first = [], ...rest] = inBatches(input.blocks);
  const page = await client.pages.create({
    parent: { page_id: input.parentPageId },
    icon: { type: "emoji", emoji: "🧭" },
    properties: { title: { title: [{ type: "text", text: { content: input.title } }] } },
    children: first,
  });
  try {
    for (const batch of rest)
      await client.blocks.children.append({ block_id: page.id, children: batch });
  } catch (error) {
    await client.pages.update({ page_id: page.id, in_trash: true }).catch(() => undefined);
    throw error;
  }
  return {
    id: page.id,
    url: "url" in page ? page.url : `https://www.notion.so/${page.id.replaceAll("-", "")}`,
  };
}

/** Export to Notion (issue 15): one page, under a page the user picked, holding the whole report. */
export async function exportToNotion(
  deps: NotionDeps & { appUrl: string },
  input: { userId: string; analysisId: string; parentPageId: string; now: Date },
): Promise<NotionExportResult> {
  const report = await readFinishedReport(deps.db, input);
  if (!(await hasPaidPlan(deps.db, input.userId, input.now)))
    throw new AppError("payment_required", NOTION_MESSAGES.upgradeRequired);
  const blocks = toNotionBlocks(
    toReportDocument({
      idea: report.ideaText,
      stored: report.stored,
      createdAt: report.createdAt.toISOString(),
      resultsUrl: `${deps.appUrl}/results/${report.analysisId}`,
      changes: report.changes,
    }),
  );
  const page = await actForUser(deps, input.userId, (client) =>
    writePage(client, {
      parentPageId: input.parentPageId,
      title: pageTitle(report.ideaText),
      blocks,
    }),
  );
  return { pageId: page.id, url: page.url, blocks: blocks.length };
}
