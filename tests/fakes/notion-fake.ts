import { randomBytes, randomUUID } from "node:crypto";
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { parseHTML } from "linkedom";

/**
 * A loopback stand-in for Notion's public-integration OAuth and the REST endpoints the app
 * uses, speaking Notion's wire format (JSON shaped like the recorded payloads in
 * /work/shared/fixtures/recorded/notion, Notion's error bodies and validation wording), plus a
 * consent page whose "Allow access" button sends the browser back with a one-time code. The
 * whole connect-and-export flow can then run offline: in unit and integration tests, in the
 * browser tests and in demo mode.
 */

type Json = Record<string, unknown>;

export interface FakeNotionOptions {
  clientId?: string;
  clientSecret?: string;
  /** The integration's name, as the consent page and Notion's error messages show it. */
  integrationName?: string;
  workspaceName?: string;
  /** An emoji or an https URL; null for a workspace without an icon. */
  workspaceIcon?: string | null;
  /** The workspace's top-level pages, offered on the consent page in this order. */
  pages?: { title: string; icon?: string }[];
  /** When given, only these redirect URIs are accepted, as in the integration's settings. */
  redirectUris?: string[];
}

export interface FakeNotionRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** JSON or form bodies parsed; a body that is neither stays a string; none is undefined. */
  body: unknown;
}

export interface FakeNotionPage {
  id: string;
  title: string;
  icon: string | null;
  /** The parent page's id; null for a top-level workspace page. */
  parentId: string | null;
  url: string;
  /** True for pages the integration created through the API. */
  createdByIntegration: boolean;
  /** Moved to the trash (PATCH /v1/pages/{id} with in_trash: true). */
  inTrash: boolean;
}

export interface FakeNotionTreeBlock {
  id: string;
  type: string;
  /** The block's rich text as plain text; a table row's cells joined with " | "; a sub-page's title. */
  text: string;
  /** Every link (href) in the block's rich text, in order. */
  links: string[];
  /** A table row's cells as plain text. */
  cells?: string[];
  children: FakeNotionTreeBlock[];
}

export interface FakeNotionPageTree {
  id: string;
  title: string;
  blocks: FakeNotionTreeBlock[];
}

export interface FakeNotionUser {
  object: "user";
  id: string;
  name: string;
  avatar_url: null;
  type: "person";
  person: { email: string };
}

/** What POST /v1/oauth/token answers to a successful exchange. */
export interface FakeNotionTokenResponse {
  access_token: string;
  token_type: "bearer";
  refresh_token: string;
  bot_id: string;
  workspace_name: string;
  workspace_icon: string | null;
  workspace_id: string;
  owner: { type: "user"; user: FakeNotionUser };
  duplicated_template_id: null;
  request_id: string;
}

export interface FakeNotion {
  /** Base URL: give it to the app as NOTION_API_URL (the client calls `${url}/v1/...`). */
  url: string;
  clientId: string;
  clientSecret: string;
  integrationName: string;
  workspaceName: string;
  workspaceId: string;
  botId: string;
  /** Every request received, consent page included, oldest first. */
  requests: FakeNotionRequest[];
  /**
   * A grant made without the consent page: the token can reach the workspace pages with these
   * titles (made when missing), or the first workspace page when none are named.
   */
  issueToken(options?: { pages?: string[] }): FakeNotionTokenResponse;
  /** A new top-level workspace page, shared with `token` (as the user sharing it in Notion). */
  addSharedPage(token: string, title: string, icon?: string): FakeNotionPage;
  /** The pages the user shared with `token`, in the order they were shared. */
  sharedPages(token: string): FakeNotionPage[];
  /** Every page, workspace or integration-made, whose title is exactly `title`. */
  findPagesByTitle(title: string): FakeNotionPage[];
  /** A page's title and its blocks in order, recursively; throws for an unknown page. */
  pageTree(pageId: string): FakeNotionPageTree;
  /** As the user removing the integration: the token then answers 401 unauthorized. */
  revokeToken(token: string): void;
  revokeAllTokens(): void;
  /** As time passing: the access token answers 401, and its refresh token gets a new pair. */
  expireAccessToken(token: string): void;
  /** Access tokens issued so far, oldest first (the latest grant's is last). */
  accessTokens(): string[];
  /** The next `count` API calls (not the OAuth endpoints) answer 429 rate_limited. */
  rateLimitNext(count: number, retryAfterSeconds: number): void;
  /**
   * The next JSON request, API or OAuth token endpoint but not the consent page (to `path`,
   * a string or a pattern, when given), answers with this status and a Notion error.
   */
  failNextRequest(status?: number, path?: string | RegExp): void;
  /** The next JSON request (to `path`, when given) is recorded at once but answered after `ms`. */
  delayNextRequest(ms: number, path?: string | RegExp): void;
  close(): Promise<void>;
}

const DEFAULT_PAGES = [
  { title: "Startup ideas", icon: "💡" },
  { title: "Research", icon: "🔬" },
  { title: "Team wiki", icon: "📚" },
];

/** Notion's request limits (developers.notion.com/reference/request-limits). */
const MAX_ARRAY = 100;
const MAX_TEXT = 2000;
const MAX_URL = 2000;
/** Blocks in a request may nest children two levels below the top-level ones. */
const MAX_NESTING = 2;
const MAX_PAGE_SIZE = 100;

/** Every block type Notion's validator names, in the order its "Fix one" message lists them. */
const BLOCK_TYPES =
  "embed bookmark image video pdf file audio code equation divider breadcrumb tab table_of_contents link_to_page table_row ai_block meeting_notes custom_block table column_list column heading_1 heading_2 heading_3 heading_4 paragraph bulleted_list_item numbered_list_item quote to_do toggle template callout synced_block".split(
    " ",
  );

const DEFAULT_ANNOTATIONS = {
  bold: false,
  italic: false,
  strikethrough: false,
  underline: false,
  code: false,
  color: "default",
};

const RATE_LIMITED_MESSAGE = "You have been rate limited. Please try again in a few minutes.";

const ERROR_CODES: Record<number, string> = {
  400: "validation_error",
  401: "unauthorized",
  403: "restricted_resource",
  404: "object_not_found",
  409: "conflict_error",
  429: "rate_limited",
  500: "internal_server_error",
  503: "service_unavailable",
  504: "gateway_timeout",
  529: "service_overload",
};

interface Result {
  status: number;
  body: Json;
  headers?: Record<string, string>;
}

interface PageRecord {
  id: string;
  title: Json[];
  icon: Json | null;
  parentId: string | null;
  createdTime: string;
  createdBy: string;
  /** Last-edited order: Notion's timestamps have minute precision, too coarse to sort on. */
  seq: number;
  children: string[];
  inTrash?: boolean;
}

interface BlockRecord {
  id: string;
  type: string;
  content: Json;
  parentId: string;
  parentIsPage: boolean;
  createdTime: string;
  createdBy: string;
  children: string[];
}

interface TokenRecord {
  accessToken: string;
  refreshToken: string;
  pages: string[];
  revoked: boolean;
  /** The access token has expired; its refresh token still works (once). */
  expired?: boolean;
  issuedAt: number;
}

interface CodeRecord {
  redirectUri: string;
  pages: string[];
  used: boolean;
}

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Notion stamps times to the minute, as the recordings show. */
const notionTime = () => {
  const now = new Date();
  now.setUTCSeconds(0, 0);
  return now.toISOString();
};

/** Notion ids arrive with or without dashes; the API answers with dashes. */
function normalizeId(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const hex = raw.trim().toLowerCase().replace(/-/g, "");
  if (!/^[0-9a-f]{32}$/.test(hex)) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** How Notion quotes a rejected value in a validation message: JSON, cut short. */
function preview(value: unknown): string {
  const json = value === undefined ? "undefined" : JSON.stringify(value);
  return json.length > 55 ? `${json.slice(0, 55)}...` : json;
}

const failed = (detail: string) => `body failed validation: ${detail}`;
const fixOne = (lines: string[]) => `body failed validation. Fix one:\n${lines.join("\n")}`;
const tooLong = (path: string, limit: number, actual: number) =>
  `${path}.length should be ≤ \`${limit}\`, instead was \`${actual}\`.`;

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

/* ---------------------------------------------------------------- rich text */

function richTextItem(raw: unknown): Json {
  const item = isObject(raw) ? raw : {};
  const annotations = {
    ...DEFAULT_ANNOTATIONS,
    ...(isObject(item.annotations) ? item.annotations : {}),
  };
  if (isObject(item.text)) {
    const content = typeof item.text.content === "string" ? item.text.content : "";
    const url =
      isObject(item.text.link) && typeof item.text.link.url === "string"
        ? item.text.link.url
        : null;
    return {
      type: "text",
      text: { content, link: url === null ? null : { url } },
      annotations,
      plain_text: content,
      href: url,
    };
  }
  if (isObject(item.equation)) {
    const expression = String(item.equation.expression ?? "");
    return {
      type: "equation",
      equation: { expression },
      annotations,
      plain_text: expression,
      href: null,
    };
  }
  return { plain_text: "", href: null, ...item, annotations };
}

const normalizeRichText = (raw: unknown): Json[] =>
  Array.isArray(raw) ? raw.map(richTextItem) : [];
const plainText = (items: Json[]) => items.map((item) => String(item.plain_text ?? "")).join("");
const links = (items: Json[]) =>
  items.flatMap((item) => (typeof item.href === "string" ? [item.href] : []));

function validateRichText(raw: unknown, path: string): string | null {
  if (!Array.isArray(raw)) return `${path} should be an array, instead was \`${preview(raw)}\`.`;
  if (raw.length > MAX_ARRAY) return tooLong(path, MAX_ARRAY, raw.length);
  for (const [index, item] of raw.entries()) {
    const text = isObject(item) && isObject(item.text) ? item.text : undefined;
    if (!text) continue;
    if (typeof text.content === "string" && text.content.length > MAX_TEXT)
      return tooLong(`${path}[${index}].text.content`, MAX_TEXT, text.content.length);
    const url = isObject(text.link) ? text.link.url : undefined;
    if (typeof url === "string" && url.length > MAX_URL)
      return tooLong(`${path}[${index}].text.link.url`, MAX_URL, url.length);
  }
  return null;
}

/* ---------------------------------------------------------------- block validation */

function blockTypeOf(block: Json): string | null {
  if (
    typeof block.type === "string" &&
    BLOCK_TYPES.includes(block.type) &&
    isObject(block[block.type])
  )
    return block.type;
  if (block.type !== undefined) return null;
  return BLOCK_TYPES.find((type) => isObject(block[type])) ?? null;
}

/**
 * Where new blocks go: a table takes only rows, of its width; anything else takes no rows.
 * Null when the parent is not known yet (the block being appended to is looked up later).
 */
type ChildContext = { parentType?: string; tableWidth?: number } | null;

function validateContentText(type: string, content: Json, path: string): string | null {
  for (const key of ["rich_text", "caption"]) {
    if (content[key] === undefined) continue;
    const error = validateRichText(content[key], `${path}.${key}`);
    if (error) return error;
  }
  if (type !== "table_row") return null;
  if (!Array.isArray(content.cells))
    return `${path}.cells should be an array, instead was \`${preview(content.cells)}\`.`;
  for (const [index, cell] of content.cells.entries()) {
    const error = validateRichText(cell, `${path}.cells[${index}]`);
    if (error) return error;
  }
  return null;
}

function validatePlacement(type: string, content: Json, context: ChildContext): string | null {
  if (context === null) return null;
  if (context.parentType === "table" && type !== "table_row")
    return "Only table_row blocks can be children of a table.";
  if (context.parentType !== "table" && type === "table_row")
    return "table_row blocks can only be children of a table.";
  if (type === "table_row" && Array.isArray(content.cells) && context.tableWidth !== undefined) {
    if (content.cells.length !== context.tableWidth)
      return "Number of cells in table row must match the table width of the parent.";
  }
  return null;
}

function validateBlock(
  raw: unknown,
  path: string,
  depth: number,
  context: ChildContext,
): string | null {
  if (!isObject(raw))
    return failed(`${path} should be an object, instead was \`${preview(raw)}\`.`);
  const type = blockTypeOf(raw);
  if (!type)
    return fixOne(
      BLOCK_TYPES.map((key) => `${path}.${key} should be defined, instead was \`undefined\`.`),
    );
  const content = raw[type] as Json;
  const textError = validateContentText(type, content, `${path}.${type}`);
  if (textError) return failed(textError);
  if (
    type === "table" &&
    !(Number.isInteger(content.table_width) && Number(content.table_width) > 0)
  )
    return failed(
      `${path}.table.table_width should be a number, instead was \`${preview(content.table_width)}\`.`,
    );
  const placement = validatePlacement(type, content, context);
  if (placement) return placement;
  if (content.children === undefined) return null;
  if (depth >= MAX_NESTING)
    return failed(
      `${path}.${type}.children should be not present, instead was \`${preview(content.children)}\`.`,
    );
  const childContext =
    type === "table"
      ? { parentType: type, tableWidth: Number(content.table_width) }
      : { parentType: type };
  return validateChildren(content.children, `${path}.${type}.children`, depth + 1, childContext);
}

function validateChildren(
  raw: unknown,
  path: string,
  depth: number,
  context: ChildContext,
): string | null {
  if (!Array.isArray(raw))
    return failed(`${path} should be an array, instead was \`${preview(raw)}\`.`);
  if (raw.length > MAX_ARRAY) return failed(tooLong(path, MAX_ARRAY, raw.length));
  for (const [index, child] of raw.entries()) {
    const error = validateBlock(child, `${path}[${index}]`, depth, context);
    if (error) return error;
  }
  return null;
}

/** The block's stored content: rich text in Notion's full form, Notion's defaults filled in. */
function normalizeContent(type: string, raw: Json): Json {
  const { children: _children, ...content } = raw;
  if (content.rich_text !== undefined) content.rich_text = normalizeRichText(content.rich_text);
  if (content.caption !== undefined) content.caption = normalizeRichText(content.caption);
  if (type === "table_row") content.cells = (content.cells as unknown[]).map(normalizeRichText);
  if (type === "table") {
    content.has_column_header ??= false;
    content.has_row_header ??= false;
  }
  if (type.startsWith("heading_")) content.is_toggleable ??= false;
  if (type === "to_do") content.checked ??= false;
  if (type === "code") content.language ??= "plain text";
  if (type === "paragraph" || type === "callout") content.icon ??= null;
  if (content.rich_text !== undefined) content.color ??= "default";
  return content;
}

/* ---------------------------------------------------------------- page input */

function titleInput(properties: unknown): { raw: unknown; path: string } | null {
  if (!isObject(properties)) return null;
  const title = properties.title;
  if (Array.isArray(title)) return { raw: title, path: "body.properties.title" };
  if (isObject(title) && Array.isArray(title.title))
    return { raw: title.title, path: "body.properties.title.title" };
  for (const [name, value] of Object.entries(properties)) {
    if (isObject(value) && Array.isArray(value.title))
      return { raw: value.title, path: `body.properties.${name}.title` };
  }
  return null;
}

function iconInput(raw: unknown): Json | null {
  if (!isObject(raw)) return null;
  if (typeof raw.emoji === "string") return { type: "emoji", emoji: raw.emoji };
  if (isObject(raw.external) && typeof raw.external.url === "string")
    return { type: "external", external: { url: raw.external.url } };
  return null;
}

const iconText = (icon: Json | null): string | null =>
  icon === null
    ? null
    : typeof icon.emoji === "string"
      ? icon.emoji
      : isObject(icon.external) && typeof icon.external.url === "string"
        ? icon.external.url
        : null;

/** The parent of a new page: a page id, the workspace itself, or a validation message. */
function parentInput(raw: unknown): { pageId: string | null } | { error: string } {
  if (isObject(raw) && raw.workspace === true) return { pageId: null };
  const given = isObject(raw) ? raw.page_id : undefined;
  const pageId = normalizeId(given);
  if (pageId) return { pageId };
  const pageLine =
    given === undefined
      ? "body.parent.page_id should be defined, instead was `undefined`."
      : `body.parent.page_id should be a valid uuid, instead was \`${preview(given)}\`.`;
  return {
    error: fixOne([
      pageLine,
      "body.parent.database_id should be defined, instead was `undefined`.",
      "body.parent.data_source_id should be defined, instead was `undefined`.",
      "body.parent.workspace should be defined, instead was `undefined`.",
    ]),
  };
}

function pageSize(raw: unknown, where: "body" | "query"): number | { error: string } {
  if (raw === undefined || raw === null || raw === "") return MAX_PAGE_SIZE;
  const size = Number(raw);
  if (!Number.isInteger(size) || size < 1)
    return {
      error: `${where} failed validation: ${where}.page_size should be a positive integer, instead was \`${preview(raw)}\`.`,
    };
  if (size > MAX_PAGE_SIZE)
    return {
      error: `${where} failed validation: ${where}.page_size should be ≤ \`${MAX_PAGE_SIZE}\`, instead was \`${size}\`.`,
    };
  return size;
}

/** One page of `ids` from `cursor` (an id in the list), as Notion paginates. */
function paginate(ids: string[], cursor: unknown, size: number) {
  const start = cursor === undefined || cursor === null ? 0 : ids.indexOf(String(cursor));
  if (start < 0) return null;
  const slice = ids.slice(start, start + size);
  const next = ids[start + size] ?? null;
  return { slice, next_cursor: next, has_more: next !== null };
}

/* ---------------------------------------------------------------- HTTP plumbing */

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const INVALID_JSON = Symbol("invalid json");

function parseBody(raw: string, contentType: string | undefined): unknown {
  if (raw === "") return undefined;
  if (contentType?.includes("application/x-www-form-urlencoded")) {
    const form: Record<string, string | string[]> = {};
    for (const [key, value] of new URLSearchParams(raw)) {
      const existing = form[key];
      form[key] = existing === undefined ? value : [...[existing].flat(), value];
    }
    return form;
  }
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return contentType?.includes("json") ? INVALID_JSON : raw;
  }
}

function notionError(
  status: number,
  code: string,
  message: string,
  headers?: Record<string, string>,
): Result {
  return { status, body: { object: "error", status, code, message }, headers };
}

const matches = (armed: { path?: string | RegExp } | null, pathname: string) =>
  armed !== null &&
  (armed.path === undefined ||
    (typeof armed.path === "string" ? armed.path === pathname : armed.path.test(pathname)));

function basicCredentials(header: string | undefined): { id: string; secret: string } | null {
  const match = /^Basic\s+(.+)$/i.exec(header ?? "");
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon < 0 ? null : { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

/* ---------------------------------------------------------------- consent page */

const PAGE_STYLE =
  "body{font-family:ui-sans-serif,system-ui,sans-serif;background:#f7f6f3;color:#37352f;margin:0}" +
  "main{max-width:28rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}" +
  "h1{font-size:1.25rem;line-height:1.4}h2{font-size:.95rem;margin:1.25rem 0 .5rem}" +
  "fieldset{border:1px solid #e3e2de;border-radius:.5rem;padding:.5rem 1rem}legend{font-weight:600;padding:0 .25rem}" +
  "label{display:flex;gap:.5rem;align-items:center;padding:.4rem 0;cursor:pointer}" +
  ".actions{display:flex;gap:.75rem;margin-top:1.5rem}" +
  "button{font:inherit;font-weight:600;padding:.6rem 1.25rem;border-radius:.4rem;border:1px solid #d3d1cb;background:#fff;color:#37352f;cursor:pointer}" +
  "button.primary{background:#2383e2;border-color:#2383e2;color:#fff}" +
  "button:focus-visible,input:focus-visible{outline:3px solid #37352f;outline-offset:2px}" +
  ".muted{color:#6b6a66;font-size:.9rem}";

function htmlDocument(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head><body><main>${body}</main></body></html>`
  );
}

function errorPage(message: string): string {
  return htmlDocument(
    "Notion – Something went wrong",
    `<h1>Something went wrong</h1><p>${escapeHtml(message)}</p><p class="muted">Go back to the app and try connecting again.</p>`,
  );
}

/* ---------------------------------------------------------------- the fake */

export async function startFakeNotion(options: FakeNotionOptions = {}): Promise<FakeNotion> {
  const clientId = options.clientId ?? randomUUID();
  const clientSecret = options.clientSecret ?? `secret_${randomBytes(20).toString("hex")}`;
  const integrationName = options.integrationName ?? "Groundtruth";
  const workspaceName = options.workspaceName ?? "Acme Labs";
  const workspaceIcon = options.workspaceIcon === undefined ? "🧭" : options.workspaceIcon;
  const workspaceId = randomUUID();
  const botId = randomUUID();
  const owner: FakeNotionUser = {
    object: "user",
    id: randomUUID(),
    name: "Alex Founder",
    avatar_url: null,
    type: "person",
    person: { email: "alex@example.com" },
  };
  let base = "";
  let seq = 0;
  const pages = new Map<string, PageRecord>();
  const blocks = new Map<string, BlockRecord>();
  const workspacePages: string[] = [];
  const tokens = new Map<string, TokenRecord>();
  const refreshTokens = new Map<string, TokenRecord>();
  const codes = new Map<string, CodeRecord>();
  const pendingConsents = new Map<string, { redirectUri: string; state: string | null }>();
  const requests: FakeNotionRequest[] = [];
  let rateLimit = { remaining: 0, retryAfterSeconds: 1 };
  let failNext: { status: number; path?: string | RegExp } | null = null;
  let delayNext: { ms: number; path?: string | RegExp } | null = null;

  /* -------------------------------------------------------------- store */

  function pageTitle(page: PageRecord): string {
    return plainText(page.title);
  }

  function pageUrl(page: PageRecord): string {
    const slug = pageTitle(page)
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "");
    const compact = page.id.replace(/-/g, "");
    return `https://app.notion.com/p/${slug ? `${slug}-` : ""}${compact}`;
  }

  function addPage(input: {
    title: Json[];
    icon: Json | null;
    parentId: string | null;
    createdBy: string;
  }): PageRecord {
    const page: PageRecord = {
      id: randomUUID(),
      title: input.title,
      icon: input.icon,
      parentId: input.parentId,
      createdTime: notionTime(),
      createdBy: input.createdBy,
      seq: ++seq,
      children: [],
    };
    pages.set(page.id, page);
    if (page.parentId === null) {
      workspacePages.push(page.id);
      return page;
    }
    // In Notion a sub-page is also a child_page block of its parent, with the page's id.
    blocks.set(page.id, {
      id: page.id,
      type: "child_page",
      content: { title: pageTitle(page) },
      parentId: page.parentId,
      parentIsPage: true,
      createdTime: page.createdTime,
      createdBy: page.createdBy,
      children: [],
    });
    childrenOf(page.parentId)?.push(page.id);
    touch(page.parentId);
    return page;
  }

  const workspacePage = (title: string, icon?: string) =>
    addPage({
      title: normalizeRichText([{ text: { content: title } }]),
      icon: icon ? { type: "emoji", emoji: icon } : null,
      parentId: null,
      createdBy: owner.id,
    });

  function childrenOf(id: string): string[] | undefined {
    return pages.get(id)?.children ?? blocks.get(id)?.children;
  }

  function parentOf(id: string): string | null {
    const page = pages.get(id);
    if (page) return page.parentId;
    return blocks.get(id)?.parentId ?? null;
  }

  /** Edits move a page up in search, as Notion orders it by last edit. */
  function touch(id: string | null) {
    let current = id;
    while (current !== null && !pages.has(current)) current = parentOf(current);
    if (current !== null) pages.get(current)!.seq = ++seq;
  }

  function canReach(record: TokenRecord, id: string): boolean {
    for (let current: string | null = id; current !== null; current = parentOf(current))
      if (record.pages.includes(current)) return true;
    return false;
  }

  function createBlocks(children: unknown[], parentId: string, createdBy: string): string[] {
    const parentIsPage = pages.has(parentId);
    return children.map((raw) => {
      const block = raw as Json;
      const type = blockTypeOf(block)!;
      const content = block[type] as Json;
      const record: BlockRecord = {
        id: randomUUID(),
        type,
        content: normalizeContent(type, content),
        parentId,
        parentIsPage,
        createdTime: notionTime(),
        createdBy,
        children: [],
      };
      blocks.set(record.id, record);
      if (Array.isArray(content.children))
        record.children = createBlocks(content.children, record.id, createdBy);
      return record.id;
    });
  }

  function toPublicPage(page: PageRecord): FakeNotionPage {
    return {
      id: page.id,
      title: pageTitle(page),
      icon: iconText(page.icon),
      parentId: page.parentId,
      url: pageUrl(page),
      createdByIntegration: page.createdBy === botId,
      inTrash: page.inTrash ?? false,
    };
  }

  /* -------------------------------------------------------------- wire objects */

  const userRef = (id: string) => ({ object: "user", id });

  function renderPage(page: PageRecord): Json {
    return {
      object: "page",
      id: page.id,
      created_time: page.createdTime,
      last_edited_time: page.createdTime,
      created_by: userRef(page.createdBy),
      last_edited_by: userRef(page.createdBy),
      cover: null,
      icon: page.icon,
      parent:
        page.parentId === null
          ? { type: "workspace", workspace: true }
          : { type: "page_id", page_id: page.parentId },
      in_trash: page.inTrash ?? false,
      is_archived: false,
      is_locked: false,
      properties: { title: { id: "title", type: "title", title: page.title } },
      url: pageUrl(page),
      public_url: null,
      archived: false,
    };
  }

  function renderBlock(block: BlockRecord): Json {
    const child = pages.get(block.id);
    return {
      object: "block",
      id: block.id,
      parent: block.parentIsPage
        ? { type: "page_id", page_id: block.parentId }
        : { type: "block_id", block_id: block.parentId },
      created_time: block.createdTime,
      last_edited_time: block.createdTime,
      created_by: userRef(block.createdBy),
      last_edited_by: userRef(block.createdBy),
      has_children: (childrenOf(block.id)?.length ?? 0) > 0,
      in_trash: false,
      type: block.type,
      [block.type]: child ? { title: pageTitle(child) } : block.content,
      archived: false,
    };
  }

  const list = (
    type: string,
    results: Json[],
    page: { next_cursor: string | null; has_more: boolean },
  ) => ({
    object: "list",
    results,
    next_cursor: page.next_cursor,
    has_more: page.has_more,
    type,
    [type]: {},
  });

  const notFound = (kind: "page" | "block", id: string) =>
    notionError(
      404,
      "object_not_found",
      `Could not find ${kind} with ID: ${id}. Make sure the relevant pages and databases are shared with your integration "${integrationName}".`,
    );

  /* -------------------------------------------------------------- tokens */

  function grant(pageIds: string[]): FakeNotionTokenResponse {
    const record: TokenRecord = {
      accessToken: `ntn_${randomBytes(20).toString("hex")}`,
      refreshToken: `nrt_${randomBytes(20).toString("hex")}`,
      pages: [...pageIds],
      revoked: false,
      issuedAt: Date.now(),
    };
    tokens.set(record.accessToken, record);
    refreshTokens.set(record.refreshToken, record);
    return {
      access_token: record.accessToken,
      token_type: "bearer",
      refresh_token: record.refreshToken,
      bot_id: botId,
      workspace_name: workspaceName,
      workspace_icon: workspaceIcon,
      workspace_id: workspaceId,
      owner: { type: "user", user: owner },
      duplicated_template_id: null,
      request_id: randomUUID(),
    };
  }

  function liveToken(token: string): TokenRecord {
    const record = tokens.get(token);
    if (!record || record.revoked)
      throw new Error(`No live fake Notion token ${token.slice(0, 8)}…`);
    return record;
  }

  /** RFC 6749's error body, as Notion's token endpoint answers a bad grant. */
  const oauthError = (error: string, description: string): Result => ({
    status: 400,
    body: { error, error_description: description },
  });

  function exchangeCode(body: Json): Result {
    const code = typeof body.code === "string" ? codes.get(body.code) : undefined;
    if (!code || code.used)
      return oauthError("invalid_grant", "Invalid code: this code has been revoked.");
    if (body.redirect_uri !== code.redirectUri)
      return oauthError(
        "invalid_grant",
        "Invalid redirect_uri: it does not match the authorization request.",
      );
    code.used = true;
    return { status: 200, body: { ...grant(code.pages) } };
  }

  function refresh(body: Json): Result {
    const record =
      typeof body.refresh_token === "string" ? refreshTokens.get(body.refresh_token) : undefined;
    if (!record || record.revoked) return oauthError("invalid_grant", "Invalid refresh token.");
    refreshTokens.delete(record.refreshToken);
    return { status: 200, body: { ...grant(record.pages) } };
  }

  function handleOAuth(pathname: string, headers: IncomingHttpHeaders, body: unknown): Result {
    const credentials = basicCredentials(headers.authorization);
    if (credentials?.id !== clientId || credentials.secret !== clientSecret)
      return notionError(401, "unauthorized", "Invalid client credentials.");
    const params = isObject(body) ? body : {};
    if (pathname === "/v1/oauth/token") {
      if (params.grant_type === "authorization_code") return exchangeCode(params);
      if (params.grant_type === "refresh_token") return refresh(params);
      return oauthError(
        "unsupported_grant_type",
        "grant_type must be authorization_code or refresh_token.",
      );
    }
    const record = typeof params.token === "string" ? tokens.get(params.token) : undefined;
    if (pathname === "/v1/oauth/revoke") {
      if (record) record.revoked = true;
      return { status: 200, body: {} };
    }
    if (pathname === "/v1/oauth/introspect") {
      if (!record || record.revoked) return { status: 200, body: { active: false } };
      return {
        status: 200,
        body: {
          active: true,
          scope:
            "read_content insert_content update_content read_user_with_email read_user_without_email",
          iat: record.issuedAt,
        },
      };
    }
    return notionError(400, "invalid_request_url", "Invalid request URL.");
  }

  /* -------------------------------------------------------------- API endpoints */

  function search(record: TokenRecord, body: Json): Result {
    const size = pageSize(body.page_size, "body");
    if (typeof size !== "number") return notionError(400, "validation_error", size.error);
    const filter = isObject(body.filter) ? body.filter : undefined;
    if (filter?.value !== undefined && filter.value !== "page" && filter.value !== "data_source")
      return notionError(
        400,
        "validation_error",
        failed(
          `body.filter.value should be \`"page"\` or \`"data_source"\`, instead was \`${preview(filter.value)}\`.`,
        ),
      );
    const query = typeof body.query === "string" ? body.query.trim().toLowerCase() : "";
    const ascending = isObject(body.sort) && body.sort.direction === "ascending";
    // The fake holds no data sources, so asking for them finds nothing.
    const found =
      filter?.value === "data_source"
        ? []
        : [...pages.values()]
            .filter(
              (page) =>
                !page.inTrash &&
                canReach(record, page.id) &&
                pageTitle(page).toLowerCase().includes(query),
            )
            .sort((a, b) => (ascending ? a.seq - b.seq : b.seq - a.seq));
    const slice = paginate(
      found.map((page) => page.id),
      body.start_cursor,
      size,
    );
    if (!slice)
      return notionError(
        400,
        "validation_error",
        `The start_cursor provided is invalid: ${String(body.start_cursor)}`,
      );
    return {
      status: 200,
      body: list(
        "page_or_data_source",
        slice.slice.map((id) => renderPage(pages.get(id)!)),
        slice,
      ),
    };
  }

  function createPage(record: TokenRecord, body: Json): Result {
    const parent = parentInput(body.parent);
    if ("error" in parent) return notionError(400, "validation_error", parent.error);
    const title = titleInput(body.properties);
    const titleError = title ? validateRichText(title.raw, title.path) : null;
    if (titleError) return notionError(400, "validation_error", failed(titleError));
    if (body.children !== undefined) {
      const error = validateChildren(body.children, "body.children", 0, {});
      if (error) return notionError(400, "validation_error", error);
    }
    if (parent.pageId !== null && !(pages.has(parent.pageId) && canReach(record, parent.pageId)))
      return notFound("page", parent.pageId);
    const page = addPage({
      title: normalizeRichText(title?.raw),
      icon: iconInput(body.icon),
      parentId: parent.pageId,
      createdBy: botId,
    });
    // A page the integration puts at the top of the workspace is the integration's to reach.
    if (parent.pageId === null) record.pages.push(page.id);
    if (Array.isArray(body.children))
      page.children.push(...createBlocks(body.children, page.id, botId));
    return { status: 200, body: renderPage(page) };
  }

  /** Rows go into tables only, and must be as wide as the table they join. */
  function validateTopLevelPlacement(children: Json[], parentId: string): string | null {
    const target = pages.has(parentId) ? undefined : blocks.get(parentId);
    const context =
      target?.type === "table"
        ? { parentType: "table", tableWidth: Number(target.content.table_width) }
        : { parentType: target?.type };
    for (const child of children) {
      const type = blockTypeOf(child)!;
      const error = validatePlacement(type, child[type] as Json, context);
      if (error) return error;
    }
    return null;
  }

  function insertionIndex(siblings: string[], body: Json): number | { error: string } {
    const position = isObject(body.position) ? body.position : undefined;
    if (position?.type === "start") return 0;
    const rawAfter =
      body.after ??
      (position?.type === "after_block" && isObject(position.after_block)
        ? position.after_block.id
        : undefined);
    if (rawAfter === undefined) return siblings.length;
    const after = normalizeId(rawAfter);
    const index = after ? siblings.indexOf(after) : -1;
    if (index < 0)
      return { error: `Block ${String(rawAfter)} is not a child of the block being appended to.` };
    return index + 1;
  }

  function appendChildren(record: TokenRecord, blockId: string, body: Json): Result {
    if (body.children === undefined)
      return notionError(
        400,
        "validation_error",
        failed("body.children should be defined, instead was `undefined`."),
      );
    const error = validateChildren(body.children, "body.children", 0, null);
    if (error) return notionError(400, "validation_error", error);
    const siblings = childrenOf(blockId);
    if (!siblings || !canReach(record, blockId)) return notFound("block", blockId);
    const misplaced = validateTopLevelPlacement(body.children as Json[], blockId);
    if (misplaced) return notionError(400, "validation_error", misplaced);
    const index = insertionIndex(siblings, body);
    if (typeof index !== "number") return notionError(400, "validation_error", index.error);
    const created = createBlocks(body.children as unknown[], blockId, botId);
    siblings.splice(index, 0, ...created);
    touch(blockId);
    const results = created.map((id) => renderBlock(blocks.get(id)!));
    return { status: 200, body: list("block", results, { next_cursor: null, has_more: false }) };
  }

  function listChildren(record: TokenRecord, blockId: string, query: URLSearchParams): Result {
    const size = pageSize(query.get("page_size") ?? undefined, "query");
    if (typeof size !== "number") return notionError(400, "validation_error", size.error);
    const children = childrenOf(blockId);
    if (!children || !canReach(record, blockId)) return notFound("block", blockId);
    const slice = paginate(children, query.get("start_cursor") ?? undefined, size);
    if (!slice)
      return notionError(
        400,
        "validation_error",
        `The start_cursor provided is invalid: ${query.get("start_cursor")}`,
      );
    const results = slice.slice.map((id) => renderBlock(blocks.get(id)!));
    return { status: 200, body: list("block", results, slice) };
  }

  /** Only what the app sends: moving a page to the trash and back. */
  function updatePage(record: TokenRecord, pageId: string, body: Json): Result {
    const page = pages.get(pageId);
    if (!page || !canReach(record, pageId)) return notFound("page", pageId);
    if ("in_trash" in body) {
      if (typeof body.in_trash !== "boolean")
        return notionError(
          400,
          "validation_error",
          "body failed validation: body.in_trash should be a boolean.",
        );
      page.inTrash = body.in_trash;
    }
    return { status: 200, body: renderPage(page) };
  }

  function retrievePage(record: TokenRecord, pageId: string): Result {
    const page = pages.get(pageId);
    if (!page || !canReach(record, pageId)) return notFound("page", pageId);
    return { status: 200, body: renderPage(page) };
  }

  function botUser(): Result {
    return {
      status: 200,
      body: {
        object: "user",
        id: botId,
        name: integrationName,
        avatar_url: null,
        type: "bot",
        bot: { owner: { type: "user", user: owner }, workspace_name: workspaceName },
      },
    };
  }

  function pathId(raw: string): string | Result {
    const id = normalizeId(decodeURIComponent(raw));
    return (
      id ??
      notionError(
        400,
        "validation_error",
        `path failed validation: path.block_id should be a valid uuid, instead was \`${preview(decodeURIComponent(raw))}\`.`,
      )
    );
  }

  function route(record: TokenRecord, method: string, url: URL, body: Json): Result {
    const path = url.pathname;
    if (method === "POST" && path === "/v1/search") return search(record, body);
    if (method === "POST" && path === "/v1/pages") return createPage(record, body);
    if (method === "GET" && path === "/v1/users/me") return botUser();
    const children = /^\/v1\/blocks\/([^/]+)\/children$/.exec(path);
    if (children && (method === "PATCH" || method === "GET")) {
      const id = pathId(children[1]!);
      if (typeof id !== "string") return id;
      return method === "PATCH"
        ? appendChildren(record, id, body)
        : listChildren(record, id, url.searchParams);
    }
    const page = /^\/v1\/pages\/([^/]+)$/.exec(path);
    if (page && method === "GET") {
      const id = pathId(page[1]!);
      return typeof id === "string" ? retrievePage(record, id) : id;
    }
    if (page && method === "PATCH") {
      const id = pathId(page[1]!);
      return typeof id === "string" ? updatePage(record, id, body) : id;
    }
    return notionError(400, "invalid_request_url", "Invalid request URL.");
  }

  function handleApi(
    method: string,
    url: URL,
    headers: IncomingHttpHeaders,
    body: unknown,
  ): Result {
    if (rateLimit.remaining > 0) {
      rateLimit.remaining -= 1;
      return notionError(429, "rate_limited", RATE_LIMITED_MESSAGE, {
        "retry-after": String(rateLimit.retryAfterSeconds),
      });
    }
    const bearer = /^Bearer\s+(.+)$/i.exec(headers.authorization ?? "")?.[1];
    const record = bearer ? tokens.get(bearer) : undefined;
    if (!record || record.revoked || record.expired)
      return notionError(401, "unauthorized", "API token is invalid.");
    if (!headers["notion-version"])
      return notionError(
        400,
        "missing_version",
        "Notion-Version header failed validation: Notion-Version header should be defined, instead was `undefined`.",
      );
    if (body === INVALID_JSON) return notionError(400, "invalid_json", "Error parsing JSON body.");
    return route(record, method, url, isObject(body) ? body : {});
  }

  /* -------------------------------------------------------------- consent page */

  function consentRefusal(query: URLSearchParams): string | null {
    if (query.get("client_id") !== clientId)
      return "This integration does not exist (unknown client_id).";
    const redirectUri = query.get("redirect_uri");
    if (!redirectUri) return "The redirect_uri is missing.";
    if (!URL.canParse(redirectUri) || !/^https?:$/.test(new URL(redirectUri).protocol))
      return "The redirect_uri is not a valid URL.";
    if (options.redirectUris && !options.redirectUris.includes(redirectUri))
      return "The redirect_uri is not one of this integration's redirect URIs.";
    if (query.get("response_type") !== "code") return "The response_type must be code.";
    return null;
  }

  function pageChoice(page: PageRecord, checked: boolean): string {
    const icon = iconText(page.icon);
    return (
      `<label><input type="checkbox" name="page" value="${escapeHtml(page.id)}"${checked ? " checked" : ""}>` +
      (icon && !icon.startsWith("http")
        ? `<span aria-hidden="true">${escapeHtml(icon)}</span>`
        : "") +
      `<span>${escapeHtml(pageTitle(page))}</span></label>`
    );
  }

  function consentPage(consentId: string, redirectUri: string): string {
    const name = escapeHtml(integrationName);
    const choices = workspacePages
      .map((id, index) => pageChoice(pages.get(id)!, index === 0))
      .join("");
    const icon =
      workspaceIcon && !workspaceIcon.startsWith("http") ? `${escapeHtml(workspaceIcon)} ` : "";
    return htmlDocument(
      `Notion – ${integrationName} wants access`,
      `<p class="muted">Notion</p>` +
        `<h1><strong>${name}</strong> is requesting access to <span data-testid="workspace-name">${icon}${escapeHtml(workspaceName)}</span></h1>` +
        `<h2>${name} will be able to</h2><ul><li>Read content in the pages you choose</li><li>Update and insert content in those pages</li><li>See your name and email address</li></ul>` +
        `<form method="post" action="/v1/oauth/authorize"><input type="hidden" name="consent" value="${escapeHtml(consentId)}">` +
        `<fieldset><legend>Pages ${name} can access</legend>${choices || '<p class="muted">This workspace has no pages yet.</p>'}</fieldset>` +
        `<p class="muted">You will return to ${escapeHtml(new URL(redirectUri).host)}.</p>` +
        `<div class="actions"><button type="submit" name="decision" value="allow" class="primary">Allow access</button>` +
        `<button type="submit" name="decision" value="cancel">Cancel</button></div></form>`,
    );
  }

  function sendHtml(response: ServerResponse, status: number, html: string) {
    response.writeHead(status, {
      "content-type": "text/html; charset=utf-8",
      // Whatever a page title holds, no script runs on this page.
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
    });
    response.end(html);
  }

  function redirect(response: ServerResponse, target: string) {
    response.writeHead(302, { location: target });
    response.end();
  }

  function showConsent(response: ServerResponse, query: URLSearchParams) {
    const refusal = consentRefusal(query);
    if (refusal) return sendHtml(response, 400, errorPage(refusal));
    const consentId = randomUUID();
    const redirectUri = query.get("redirect_uri")!;
    pendingConsents.set(consentId, { redirectUri, state: query.get("state") });
    sendHtml(response, 200, consentPage(consentId, redirectUri));
  }

  function decideConsent(response: ServerResponse, form: unknown) {
    const fields = isObject(form) ? form : {};
    const consent =
      typeof fields.consent === "string" ? pendingConsents.get(fields.consent) : undefined;
    if (!consent)
      return sendHtml(response, 400, errorPage("This authorization request has expired."));
    pendingConsents.delete(String(fields.consent));
    const target = new URL(consent.redirectUri);
    if (fields.decision === "allow") {
      const chosen = [fields.page ?? []]
        .flat()
        .map(String)
        .filter((id) => workspacePages.includes(id));
      const code = randomUUID();
      codes.set(code, { redirectUri: consent.redirectUri, pages: chosen, used: false });
      target.searchParams.set("code", code);
    } else {
      target.searchParams.set("error", "access_denied");
    }
    if (consent.state !== null) target.searchParams.set("state", consent.state);
    redirect(response, target.toString());
  }

  /* -------------------------------------------------------------- server */

  function send(response: ServerResponse, result: Result) {
    const requestId = randomUUID();
    response.writeHead(result.status, {
      "content-type": "application/json; charset=utf-8",
      "x-notion-request-id": requestId,
      ...result.headers,
    });
    response.end(
      JSON.stringify({ ...result.body, request_id: result.body.request_id ?? requestId }),
    );
  }

  function findPagesByTitle(title: string): FakeNotionPage[] {
    return [...pages.values()].filter((page) => pageTitle(page) === title).map(toPublicPage);
  }

  function pageTree(pageId: string): FakeNotionPageTree {
    const id = normalizeId(pageId);
    const page = id ? pages.get(id) : undefined;
    if (!page) throw new Error(`No page ${pageId} in the fake Notion workspace`);
    return { id: page.id, title: pageTitle(page), blocks: page.children.map(treeBlock) };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", base);
    const method = request.method ?? "GET";
    const raw = await readBody(request);
    const body = parseBody(raw, request.headers["content-type"]);
    requests.push({
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
      body: body === INVALID_JSON ? raw : body,
    });
    // For browser tests, whose workers cannot reach this process's objects: what a user would
    // find in their workspace under a title (not part of Notion's API).
    if (method === "GET" && url.pathname === "/_fake/pages") {
      const title = url.searchParams.get("title") ?? "";
      const trees = findPagesByTitle(title).map((page) => pageTree(page.id));
      response.writeHead(200, { "content-type": "application/json" });
      return response.end(JSON.stringify({ pages: trees }));
    }
    if (url.pathname === "/v1/oauth/authorize") {
      if (method === "POST") return decideConsent(response, body);
      return showConsent(response, url.searchParams);
    }
    if (delayNext && matches(delayNext, url.pathname)) {
      const { ms } = delayNext;
      delayNext = null;
      await new Promise((resolve) => setTimeout(resolve, ms));
    }
    if (failNext && matches(failNext, url.pathname)) {
      const { status } = failNext;
      failNext = null;
      return send(
        response,
        notionError(
          status,
          ERROR_CODES[status] ?? "internal_server_error",
          "The fake was told to fail this request.",
        ),
      );
    }
    if (url.pathname.startsWith("/v1/oauth/"))
      return send(
        response,
        method === "POST"
          ? handleOAuth(url.pathname, request.headers, body)
          : notionError(400, "invalid_request_url", "Invalid request URL."),
      );
    send(response, handleApi(method, url, request.headers, body));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent)
        send(response, notionError(500, "internal_server_error", String(error)));
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  for (const page of options.pages ?? DEFAULT_PAGES) workspacePage(page.title, page.icon);

  function pageIdsForTitles(titles: string[] | undefined): string[] {
    if (!titles) return workspacePages.slice(0, 1);
    return titles.map(
      (title) =>
        workspacePages.find((id) => pageTitle(pages.get(id)!) === title) ?? workspacePage(title).id,
    );
  }

  function treeBlock(id: string): FakeNotionTreeBlock {
    const block = blocks.get(id)!;
    const sub = pages.get(id);
    if (sub) return { id, type: "child_page", text: pageTitle(sub), links: [], children: [] };
    const rich = normalizeRichText(block.content.rich_text);
    const cells = block.type === "table_row" ? (block.content.cells as Json[][]) : undefined;
    return {
      id,
      type: block.type,
      text: cells ? cells.map(plainText).join(" | ") : plainText(rich),
      links: cells ? cells.flatMap(links) : links(rich),
      ...(cells ? { cells: cells.map(plainText) } : {}),
      children: block.children.map(treeBlock),
    };
  }

  return {
    url: base,
    clientId,
    clientSecret,
    integrationName,
    workspaceName,
    workspaceId,
    botId,
    requests,
    issueToken: (grantOptions = {}) => grant(pageIdsForTitles(grantOptions.pages)),
    addSharedPage: (token, title, icon) => {
      const record = liveToken(token);
      const page = workspacePage(title, icon);
      record.pages.push(page.id);
      return toPublicPage(page);
    },
    sharedPages: (token) => liveToken(token).pages.map((id) => toPublicPage(pages.get(id)!)),
    findPagesByTitle,
    pageTree,
    revokeToken: (token) => {
      const record = tokens.get(token);
      if (record) record.revoked = true;
    },
    expireAccessToken: (token) => {
      const record = tokens.get(token);
      if (record) record.expired = true;
    },
    accessTokens: () => [...tokens.keys()],
    revokeAllTokens: () => {
      for (const record of tokens.values()) record.revoked = true;
    },
    rateLimitNext: (count, retryAfterSeconds) => {
      rateLimit = { remaining: count, retryAfterSeconds };
    },
    failNextRequest: (status = 500, path) => {
      failNext = { status, path };
    },
    delayNextRequest: (ms, path) => {
      delayNext = { ms, path };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * What a person does on the fake's consent page, over HTTP: opens `authorizeUrl`, ticks the
 * pages named (or keeps the pre-ticked ones), presses Allow access or Cancel, and returns where
 * the fake redirects the browser (the app's callback with a code, or with error=access_denied).
 */
export async function answerConsentPage(
  authorizeUrl: string,
  decision: "allow" | "cancel",
  pages?: string[],
): Promise<URL> {
  const page = await fetch(authorizeUrl);
  if (!page.ok) throw new Error(`the consent page answered ${page.status}`);
  const { document } = parseHTML(await page.text());
  const form = document.querySelector("form");
  if (!form) throw new Error("the consent page has no form");
  const fields = new URLSearchParams();
  for (const input of form.querySelectorAll('input[type="hidden"]'))
    fields.append(input.getAttribute("name")!, input.getAttribute("value")!);
  for (const box of form.querySelectorAll('input[type="checkbox"]')) {
    const label = box.closest("label")?.textContent?.trim() ?? "";
    const ticked = pages
      ? pages.some((title) => label.endsWith(title))
      : box.hasAttribute("checked");
    if (ticked) fields.append(box.getAttribute("name")!, box.getAttribute("value")!);
  }
  const button = [...form.querySelectorAll("button")].find(
    (candidate) => candidate.getAttribute("value") === decision,
  );
  if (!button) throw new Error(`the consent page has no ${decision} button`);
  fields.append(button.getAttribute("name")!, button.getAttribute("value")!);
  const answer = await fetch(new URL(form.getAttribute("action")!, authorizeUrl), {
    method: "POST",
    body: fields,
    redirect: "manual",
  });
  const location = answer.headers.get("location");
  if (!location) throw new Error(`the consent form answered ${answer.status} without a redirect`);
  return new URL(location);
}
