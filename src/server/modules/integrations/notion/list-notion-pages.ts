import { isFullPage } from "@notionhq/client";
import type { PageObjectResponse } from "@notionhq/client";
import type { NotionPage } from "../../../../contract/integrations.ts";
import { actForUser, type NotionDeps } from "./act-for-user.ts";

const PAGE_SIZE = 50;

function pageTitle(page: PageObjectResponse): string {
  for (const property of Object.values(page.properties)) {
    if (property.type === "title")
      return property.title.map((part) => part.plain_text).join("") || "Untitled";
  }
  return "Untitled";
}

/** An emoji as text, or an https image; other icon kinds are left out rather than guessed. */
function pageIcon(page: PageObjectResponse): string | null {
  const icon = page.icon;
  if (!icon) return null;
  if (icon.type === "emoji") return icon.emoji;
  const url =
    icon.type === "external" ? icon.external.url : icon.type === "file" ? icon.file.url : null;
  return url?.startsWith("https://") ? url : null;
}

/**
 * Pages the user shared with the integration, for "Export to Notion"'s parent picker: Notion's
 * search, pages only (a database row cannot take a report as children), newest edits first.
 */
export async function listNotionPages(
  deps: NotionDeps,
  input: { userId: string; query: string | undefined },
): Promise<NotionPage[]> {
  const answer = await actForUser(deps, input.userId, (client) =>
    client.search({
      ...(input.query ? { query: input.query } : {}),
      filter: { property: "object", value: "page" },
      sort: { direction: "descending", timestamp: "last_edited_time" },
      page_size: PAGE_SIZE,
    }),
  );
  return answer.results.filter(isFullPage).map((page) => ({
    id: page.id,
    title: pageTitle(page),
    icon: pageIcon(page),
    url: page.url,
  }));
}
