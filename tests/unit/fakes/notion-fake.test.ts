import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  APIResponseError,
  Client,
  isNotionClientError,
  LogLevel,
  type BlockObjectRequest,
  type BlockObjectResponse,
  type PageObjectResponse,
} from "@notionhq/client";
import { parseHTML } from "linkedom";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startFakeNotion, type FakeNotion } from "../../fakes/notion-fake.ts";

/** Real payloads recorded from Notion: read in place, never copied into the repository. */
const RECORDED = "/work/shared/fixtures/recorded/notion";
const haveRecordings = existsSync(RECORDED);
if (!haveRecordings)
  console.warn(`Recorded Notion payloads not found at ${RECORDED}: shape comparisons skipped.`);
const recorded = (name: string) =>
  JSON.parse(readFileSync(path.join(RECORDED, name), "utf8")) as Record<string, unknown>;

const REDIRECT_URI = "http://127.0.0.1:5173/api/integrations/notion/callback";

let fake: FakeNotion;
beforeEach(async () => {
  fake = await startFakeNotion({ workspaceName: "Acme Labs" });
});
afterEach(async () => {
  await fake.close();
});

/** A client as the app makes one; `retry: false` so a failure surfaces at once. */
const client = (auth?: string, retry = false) =>
  new Client({
    auth,
    baseUrl: fake.url,
    // Failures here are expected; the client would warn about each one.
    logLevel: LogLevel.ERROR,
    ...(retry ? {} : { retry: false }),
  });

const paragraph = (content: string, url?: string): BlockObjectRequest => ({
  paragraph: { rich_text: [{ text: { content, ...(url ? { link: { url } } : {}) } }] },
});

/** The error a promise rejects with, for assertions on its code, status and message. */
async function failure(promise: Promise<unknown>): Promise<APIResponseError> {
  const error = await promise.then(
    () => new Error("expected the call to fail"),
    (reason: unknown) => reason,
  );
  if (!APIResponseError.isAPIResponseError(error)) throw error;
  return error;
}

function authorizeUrl(params: Record<string, string>): string {
  const url = new URL("/v1/oauth/authorize", fake.url);
  url.search = new URLSearchParams({
    client_id: fake.clientId,
    response_type: "code",
    owner: "user",
    redirect_uri: REDIRECT_URI,
    state: "state-123",
    ...params,
  }).toString();
  return url.toString();
}

async function consentDocument(params: Record<string, string> = {}) {
  const response = await fetch(authorizeUrl(params));
  return { status: response.status, document: parseHTML(await response.text()).document };
}

/** A checkbox's name as a screen reader hears it: its label without the aria-hidden icon. */
function checkboxName(input: Element): string {
  const label = input.closest("label");
  const visible = [...(label?.childNodes ?? [])].filter(
    (node) => !(node as Element).getAttribute?.("aria-hidden"),
  );
  return visible
    .map((node) => node.textContent ?? "")
    .join("")
    .trim();
}

/**
 * What a browser does on the consent page: ticks the pages named (or leaves the defaults),
 * presses a button and follows nothing, returning where Notion redirects.
 */
async function submitConsent(decision: "allow" | "cancel", pages?: string[]): Promise<URL> {
  const { document } = await consentDocument();
  const form = document.querySelector("form")!;
  const fields = new URLSearchParams();
  for (const input of form.querySelectorAll('input[type="hidden"]'))
    fields.append(input.getAttribute("name")!, input.getAttribute("value")!);
  for (const box of form.querySelectorAll('input[type="checkbox"]')) {
    const ticked = pages ? pages.includes(checkboxName(box)) : box.hasAttribute("checked");
    if (ticked) fields.append(box.getAttribute("name")!, box.getAttribute("value")!);
  }
  const button = [...form.querySelectorAll("button")].find(
    (candidate) => candidate.getAttribute("value") === decision,
  )!;
  fields.append(button.getAttribute("name")!, button.getAttribute("value")!);
  const response = await fetch(new URL(form.getAttribute("action")!, fake.url), {
    method: "POST",
    body: fields,
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  return new URL(response.headers.get("location")!);
}

async function exchange(code: string, secret = fake.clientSecret, redirectUri = REDIRECT_URI) {
  return client().oauth.token({
    grant_type: "authorization_code",
    code,
    redirect_uri: redirectUri,
    client_id: fake.clientId,
    client_secret: secret,
  });
}

async function searchTitles(token: string, query?: string): Promise<string[]> {
  const result = await client(token).search({
    ...(query === undefined ? {} : { query }),
    filter: { property: "object", value: "page" },
  });
  return result.results.map((page) =>
    (page as PageObjectResponse).properties.title!.type === "title"
      ? ((page as PageObjectResponse).properties.title as { title: { plain_text: string }[] }).title
          .map((text) => text.plain_text)
          .join("")
      : "",
  );
}

describe("consent page", () => {
  it("shows the integration, the workspace and its pages, the first one pre-checked", async () => {
    const { status, document } = await consentDocument();
    expect(status).toBe(200);
    expect(document.querySelector("h1")!.textContent).toContain(
      `${fake.integrationName} is requesting access to`,
    );
    expect(document.querySelector('[data-testid="workspace-name"]')!.textContent).toContain(
      "Acme Labs",
    );
    const boxes = [...document.querySelectorAll('input[type="checkbox"]')];
    expect(boxes.map(checkboxName)).toEqual(["Startup ideas", "Research", "Team wiki"]);
    expect(boxes.map((box) => box.hasAttribute("checked"))).toEqual([true, false, false]);
    const buttons = [...document.querySelectorAll("button")].map((b) => b.textContent!.trim());
    expect(buttons).toEqual(["Allow access", "Cancel"]);
  });

  it("escapes page titles, so a title cannot run script", async () => {
    await fake.close();
    fake = await startFakeNotion({
      pages: [{ title: '<script>alert("x")</script> & <b>bold</b>' }],
      workspaceName: "<img src=x onerror=alert(1)>",
    });
    const response = await fetch(authorizeUrl({}));
    const html = await response.text();
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;");
    const document = parseHTML(html).document;
    expect(document.querySelectorAll("script")).toHaveLength(0);
    expect(checkboxName(document.querySelector('input[type="checkbox"]')!)).toBe(
      '<script>alert("x")</script> & <b>bold</b>',
    );
  });

  it.each([
    ["an unknown client_id", { client_id: "not-our-integration" }],
    ["a missing redirect_uri", { redirect_uri: "" }],
    ["a response_type other than code", { response_type: "token" }],
  ])("refuses %s with a 400 page", async (_case, params) => {
    const { status, document } = await consentDocument(params);
    expect(status).toBe(400);
    expect(document.querySelector("form")).toBeNull();
  });

  it("sends Cancel back as access_denied with the state", async () => {
    const location = await submitConsent("cancel");
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get("error")).toBe("access_denied");
    expect(location.searchParams.get("state")).toBe("state-123");
    expect(location.searchParams.has("code")).toBe(false);
  });
});

describe("OAuth code exchange", () => {
  it("trades the code for a token that reaches exactly the pages the user ticked", async () => {
    const location = await submitConsent("allow", ["Research", "Team wiki"]);
    expect(location.searchParams.get("state")).toBe("state-123");
    const token = await exchange(location.searchParams.get("code")!);
    expect(token).toMatchObject({
      token_type: "bearer",
      bot_id: fake.botId,
      workspace_name: "Acme Labs",
      workspace_id: fake.workspaceId,
      owner: { type: "user", user: { object: "user" } },
      duplicated_template_id: null,
    });
    expect(token.access_token).toMatch(/^ntn_/);
    expect((await searchTitles(token.access_token)).sort()).toEqual(["Research", "Team wiki"]);
    expect(fake.sharedPages(token.access_token).map((page) => page.title)).toEqual([
      "Research",
      "Team wiki",
    ]);
  });

  it("gives each grant its own token", async () => {
    const first = await exchange((await submitConsent("allow")).searchParams.get("code")!);
    const second = await exchange((await submitConsent("allow")).searchParams.get("code")!);
    expect(first.access_token).not.toBe(second.access_token);
  });

  it("answers a wrong client secret with 401 unauthorized", async () => {
    const code = (await submitConsent("allow")).searchParams.get("code")!;
    const error = await failure(exchange(code, "secret_wrong"));
    expect(error.status).toBe(401);
    expect(error.code).toBe("unauthorized");
  });

  it("refuses a code used twice, or with another redirect_uri, as invalid_grant", async () => {
    const code = (await submitConsent("allow")).searchParams.get("code")!;
    for (const attempt of [
      () => exchange(code, fake.clientSecret, "http://127.0.0.1:5173/elsewhere"),
      async () => {
        await exchange(code);
        return exchange(code);
      },
    ]) {
      const error = await attempt().then(
        () => null,
        (reason: unknown) => reason,
      );
      // invalid_grant is not among the client's API codes: it surfaces as a raw 400 response.
      expect(isNotionClientError(error)).toBe(true);
      expect(error).toMatchObject({ status: 400 });
      expect(JSON.parse((error as { body: string }).body)).toMatchObject({
        error: "invalid_grant",
      });
    }
  });
});

describe("search", () => {
  it("finds the token's pages whose title holds the query, ignoring case", async () => {
    const { access_token } = fake.issueToken({ pages: ["Startup ideas", "Research"] });
    expect(await searchTitles(access_token, "IDEAS")).toEqual(["Startup ideas"]);
    expect(await searchTitles(access_token, "wiki")).toEqual([]);
    expect((await searchTitles(access_token)).sort()).toEqual(["Research", "Startup ideas"]);
  });

  it("shows each token only what was shared with it, and what the integration made there", async () => {
    const one = fake.issueToken({ pages: ["Startup ideas"] }).access_token;
    const two = fake.issueToken({ pages: ["Team wiki"] }).access_token;
    const [ideas] = fake.findPagesByTitle("Startup ideas");
    await client(one).pages.create({
      parent: { page_id: ideas!.id },
      properties: { title: { title: [{ text: { content: "Idea report" } }] } },
    });
    fake.addSharedPage(two, "Archive");
    expect((await searchTitles(one)).sort()).toEqual(["Idea report", "Startup ideas"]);
    expect((await searchTitles(two)).sort()).toEqual(["Archive", "Team wiki"]);
    const dataSources = await client(one).search({
      filter: { property: "object", value: "data_source" },
    });
    expect(dataSources).toMatchObject({
      object: "list",
      results: [],
      type: "page_or_data_source",
    });
  });
});

describe("pages and blocks", () => {
  it("stores a page's blocks in order, nested, and lists them back as Notion does", async () => {
    const { access_token } = fake.issueToken();
    const notion = client(access_token);
    const [ideas] = fake.findPagesByTitle("Startup ideas");
    const page = (await notion.pages.create({
      parent: { type: "page_id", page_id: ideas!.id.replace(/-/g, "") },
      icon: { type: "emoji", emoji: "🧪" },
      properties: { title: { title: [{ text: { content: "Pet food delivery" } }] } },
      children: [{ heading_1: { rich_text: [{ text: { content: "Verdict" } }] } }],
    })) as PageObjectResponse;
    expect(page.url).toBe(
      `https://app.notion.com/p/Pet-food-delivery-${page.id.replace(/-/g, "")}`,
    );
    expect(page.parent).toEqual({ type: "page_id", page_id: ideas!.id });

    const appended = await notion.blocks.children.append({
      block_id: page.id,
      children: [
        paragraph("Demand is real. ", "https://news.ycombinator.com/item?id=1"),
        {
          toggle: {
            rich_text: [{ text: { content: "Evidence" } }],
            children: [{ bulleted_list_item: { rich_text: [{ text: { content: "Quote one" } }] } }],
          },
        },
        {
          table: {
            table_width: 2,
            has_column_header: true,
            children: [
              { table_row: { cells: [[{ text: { content: "Source" } }], []] } },
              {
                table_row: {
                  cells: [[{ text: { content: "Reddit" } }], [{ text: { content: "12" } }]],
                },
              },
            ],
          },
        },
        { divider: {} },
      ],
    });
    expect(appended.results.map((block) => (block as BlockObjectResponse).type)).toEqual([
      "paragraph",
      "toggle",
      "table",
      "divider",
    ]);
    const table = appended.results[2] as BlockObjectResponse;
    expect(table.has_children).toBe(true);
    const rows = await notion.blocks.children.list({ block_id: table.id });
    expect(rows.results).toHaveLength(2);
    expect((rows.results[1] as BlockObjectResponse).type).toBe("table_row");

    const listed = await notion.blocks.children.list({ block_id: page.id });
    expect(listed.results.map((block) => (block as BlockObjectResponse).type)).toEqual([
      "heading_1",
      "paragraph",
      "toggle",
      "table",
      "divider",
    ]);
    expect(fake.pageTree(page.id)).toMatchObject({
      title: "Pet food delivery",
      blocks: [
        { type: "heading_1", text: "Verdict" },
        {
          type: "paragraph",
          text: "Demand is real. ",
          links: ["https://news.ycombinator.com/item?id=1"],
        },
        {
          type: "toggle",
          text: "Evidence",
          children: [{ type: "bulleted_list_item", text: "Quote one" }],
        },
        {
          type: "table",
          children: [
            { type: "table_row", cells: ["Source", ""] },
            { type: "table_row", text: "Reddit | 12" },
          ],
        },
        { type: "divider", children: [] },
      ],
    });
    // In Notion the new page is also a child_page block of the page it was put in.
    expect(fake.pageTree(ideas!.id).blocks).toMatchObject([
      { type: "child_page", text: "Pet food delivery" },
    ]);
  });

  it("inserts after a given block, and pages through more than 100 children", async () => {
    const { access_token } = fake.issueToken();
    const notion = client(access_token);
    const [ideas] = fake.findPagesByTitle("Startup ideas");
    const first = await notion.blocks.children.append({
      block_id: ideas!.id,
      children: Array.from({ length: 100 }, (_, index) => paragraph(`p${index}`)),
    });
    await notion.blocks.children.append({
      block_id: ideas!.id,
      children: Array.from({ length: 50 }, (_, index) => paragraph(`q${index}`)),
    });
    await notion.blocks.children.append({
      block_id: ideas!.id,
      after: first.results[0]!.id,
      children: [paragraph("inserted")],
    });
    const pageOne = await notion.blocks.children.list({ block_id: ideas!.id });
    expect(pageOne.results).toHaveLength(100);
    expect(pageOne.has_more).toBe(true);
    const pageTwo = await notion.blocks.children.list({
      block_id: ideas!.id,
      start_cursor: pageOne.next_cursor!,
    });
    expect(pageTwo.results).toHaveLength(51);
    expect(pageTwo.has_more).toBe(false);
    expect(
      fake
        .pageTree(ideas!.id)
        .blocks.slice(0, 3)
        .map((block) => block.text),
    ).toEqual(["p0", "inserted", "p1"]);
  });

  it("answers 404 object_not_found for a page the token cannot reach", async () => {
    const { access_token } = fake.issueToken({ pages: ["Startup ideas"] });
    const [wiki] = fake.findPagesByTitle("Team wiki");
    const created = await failure(
      client(access_token).pages.create({
        parent: { page_id: wiki!.id },
        properties: { title: { title: [{ text: { content: "Sneaky" } }] } },
      }),
    );
    expect(created).toMatchObject({ status: 404, code: "object_not_found" });
    expect(created.message).toContain(`Could not find page with ID: ${wiki!.id}.`);
    const appended = await failure(
      client(access_token).blocks.children.append({
        block_id: wiki!.id,
        children: [paragraph("x")],
      }),
    );
    expect(appended).toMatchObject({ status: 404, code: "object_not_found" });
  });
});

describe("Notion's validation", () => {
  let notion: Client;
  let pageId: string;
  beforeEach(() => {
    notion = client(fake.issueToken().access_token);
    pageId = fake.findPagesByTitle("Startup ideas")[0]!.id;
  });

  const append = (children: BlockObjectRequest[]) =>
    failure(notion.blocks.children.append({ block_id: pageId, children }));

  it("refuses more than 100 children, at the top or nested", async () => {
    const hundredAndOne = Array.from({ length: 101 }, () => paragraph("x"));
    expect(await append(hundredAndOne)).toMatchObject({
      status: 400,
      code: "validation_error",
      message: "body failed validation: body.children.length should be ≤ `100`, instead was `101`.",
    });
    const nested = await append([{ toggle: { rich_text: [], children: hundredAndOne as never } }]);
    expect(nested.message).toBe(
      "body failed validation: body.children[0].toggle.children.length should be ≤ `100`, instead was `101`.",
    );
  });

  it("refuses text over 2,000 characters, more than 100 rich text items and long links", async () => {
    expect((await append([paragraph("a".repeat(2001))])).message).toBe(
      "body failed validation: body.children[0].paragraph.rich_text[0].text.content.length should be ≤ `2000`, instead was `2001`.",
    );
    const items = Array.from({ length: 101 }, () => ({ text: { content: "a" } }));
    expect((await append([{ quote: { rich_text: items } }])).message).toBe(
      "body failed validation: body.children[0].quote.rich_text.length should be ≤ `100`, instead was `101`.",
    );
    const longUrl = `https://example.com/${"a".repeat(1990)}`;
    expect((await append([paragraph("ok"), paragraph("link", longUrl)])).message).toBe(
      `body failed validation: body.children[1].paragraph.rich_text[0].text.link.url.length should be ≤ \`2000\`, instead was \`${longUrl.length}\`.`,
    );
    await expect(
      notion.blocks.children.append({ block_id: pageId, children: [paragraph("a".repeat(2000))] }),
    ).resolves.toBeTruthy();
  });

  it("refuses a third level of nested children", async () => {
    const item = (text: string, children?: BlockObjectRequest[]) =>
      ({
        bulleted_list_item: {
          rich_text: [{ text: { content: text } }],
          ...(children ? { children } : {}),
        },
      }) as BlockObjectRequest;
    await expect(
      notion.blocks.children.append({
        block_id: pageId,
        children: [item("1", [item("2", [item("3")])])],
      }),
    ).resolves.toBeTruthy();
    const error = await append([item("1", [item("2", [item("3", [item("4")])])])]);
    expect(error.code).toBe("validation_error");
    expect(error.message).toMatch(
      /^body failed validation: body\.children\[0\]\.bulleted_list_item\.children\[0\]\.bulleted_list_item\.children\[0\]\.bulleted_list_item\.children should be not present, instead was `\[\{"bulleted_list_item"/,
    );
  });

  it("refuses an unknown block type, and table rows that do not fit their table", async () => {
    const unknown = await append([{ type: "note", note: { rich_text: [] } } as never]);
    expect(unknown.code).toBe("validation_error");
    expect(unknown.message.split("\n")[0]).toBe("body failed validation. Fix one:");
    expect(unknown.message).toContain(
      "body.children[0].paragraph should be defined, instead was `undefined`.",
    );
    const narrow = await append([
      {
        table: {
          table_width: 3,
          children: [{ table_row: { cells: [[], []] } }],
        },
      },
    ]);
    expect(narrow.code).toBe("validation_error");
    expect(fake.pageTree(pageId).blocks).toEqual([]);
  });
});

describe("tokens, versions and limits", () => {
  it("answers a revoked token with 401 unauthorized", async () => {
    const { access_token } = fake.issueToken();
    await expect(client(access_token).search({})).resolves.toBeTruthy();
    fake.revokeToken(access_token);
    expect(await failure(client(access_token).search({}))).toMatchObject({
      status: 401,
      code: "unauthorized",
      message: "API token is invalid.",
    });
    const other = fake.issueToken().access_token;
    fake.revokeAllTokens();
    expect((await failure(client(other).search({}))).code).toBe("unauthorized");
  });

  it("requires the Notion-Version header", async () => {
    const { access_token } = fake.issueToken();
    const response = await fetch(`${fake.url}/v1/search`, {
      method: "POST",
      headers: { authorization: `Bearer ${access_token}`, "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ object: "error", code: "missing_version" });
  });

  it("answers 429 with Retry-After when rate limited, and the client's retry then succeeds", async () => {
    const { access_token } = fake.issueToken();
    fake.rateLimitNext(1, 1);
    const limited = await failure(client(access_token).search({}));
    expect(limited).toMatchObject({
      status: 429,
      code: "rate_limited",
      message: "You have been rate limited. Please try again in a few minutes.",
    });
    expect((limited.headers as Headers).get("retry-after")).toBe("1");

    fake.rateLimitNext(1, 1);
    const started = Date.now();
    await expect(client(access_token, true).search({})).resolves.toMatchObject({ object: "list" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(fake.requests.filter((request) => request.path === "/v1/search")).toHaveLength(3);
  });

  it("fails the next request to a path when told to, then answers normally", async () => {
    const { access_token } = fake.issueToken();
    fake.failNextRequest(503, "/v1/pages");
    await expect(client(access_token).search({})).resolves.toBeTruthy();
    const [ideas] = fake.findPagesByTitle("Startup ideas");
    const create = () =>
      client(access_token).pages.create({
        parent: { page_id: ideas!.id },
        properties: { title: { title: [{ text: { content: "Retry me" } }] } },
      });
    expect(await failure(create())).toMatchObject({ status: 503, code: "service_unavailable" });
    await expect(create()).resolves.toMatchObject({ object: "page" });
  });

  it("records what the client sent", async () => {
    const { access_token } = fake.issueToken();
    await client(access_token).search({ query: "research" });
    const sent = fake.requests.at(-1)!;
    expect(sent).toMatchObject({ method: "POST", path: "/v1/search", body: { query: "research" } });
    expect(sent.headers["notion-version"]).toBe("2025-09-03");
  });
});

describe.skipIf(!haveRecordings)("fake Notion against recorded payloads", () => {
  const keys = (value: unknown) => Object.keys(value as object).sort();

  it("creates a page shaped like Notion's", async () => {
    const { access_token } = fake.issueToken();
    const request = recorded("pages_create.request.json");
    const [ideas] = fake.findPagesByTitle("Startup ideas");
    const page = await client(access_token).pages.create({
      ...request,
      parent: { page_id: ideas!.id.replace(/-/g, "") },
    } as never);
    const real = recorded("pages_create.json");
    expect(keys(page)).toEqual(keys(real));
    expect((page as PageObjectResponse).properties).toEqual(real.properties);
  });

  it("appends blocks shaped like Notion's", async () => {
    const { access_token } = fake.issueToken();
    const [ideas] = fake.findPagesByTitle("Startup ideas");
    const result = await client(access_token).blocks.children.append({
      block_id: ideas!.id,
      ...(recorded("blocks_children_append.request.json") as { children: BlockObjectRequest[] }),
    });
    const real = recorded("blocks_children_append.json") as { results: Record<string, unknown>[] };
    expect(keys(result)).toEqual(keys(real));
    expect(keys(result.results[0])).toEqual(keys(real.results[0]));
    expect((result.results[0] as { paragraph: unknown }).paragraph).toEqual(
      real.results[0]!.paragraph,
    );
  });

  it("answers the token exchange with every field Notion sends", async () => {
    const code = (await submitConsent("allow")).searchParams.get("code")!;
    const token = await exchange(code);
    expect(keys(token)).toEqual(
      expect.arrayContaining(keys(recorded("oauth_token_REDACTED_SKELETON.json"))),
    );
  });
});
