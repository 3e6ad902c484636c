import { createServer } from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";
import { isIP } from "node:net";
import type { AddressInfo, Socket } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLinkChecker } from "../../../src/engine/http/check-link.ts";
import {
  createPageFetcher,
  createPageFetcherOn,
  DEFAULT_MAX_BYTES,
  DEFAULT_USER_AGENT,
  isPublicAddress,
} from "../../../src/engine/http/safe-fetch.ts";
import type { FetchPage, PageNetwork, PageResult } from "../../../src/engine/http/safe-fetch.ts";
import { startFakeService } from "../../fakes/fake-server.ts";
import type { FakeService } from "../../fakes/fake-server.ts";

/**
 * The fake internet: names resolve here, and every connection the fetcher decides to open is
 * routed to a loopback server. The address rules still judge what this DNS answers, so "public"
 * names get public addresses and the rest get the private ones an attacker would aim at.
 */
const FAKE_DNS: Record<string, string[]> = {
  "public.test": ["93.184.215.14"],
  "other.test": ["2606:2800:21f:cb07:6820:80da:af6b:8b2c"],
  "raw.test": ["151.101.1.1"],
  "loopback.test": ["127.0.0.1"],
  "private10.test": ["10.1.2.3"],
  "private172.test": ["172.16.5.4"],
  "private192.test": ["192.168.1.1"],
  "cgnat.test": ["100.64.0.1"],
  "linklocal.test": ["169.254.10.10"],
  "metadata.test": ["169.254.169.254"],
  "v6loopback.test": ["::1"],
  "mapped.test": ["::ffff:127.0.0.1"],
  "ula.test": ["fd00::1"],
  "mixed.test": ["93.184.215.14", "10.0.0.1"],
};

const routed: string[] = [];

function fakeInternet(port: number): PageNetwork {
  return {
    lookup: async (hostname) => {
      const addresses = FAKE_DNS[hostname];
      if (!addresses)
        throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
      return addresses.map((address) => ({ address, family: isIP(address) }));
    },
    route: (destination) => {
      routed.push(...destination.addresses.map((entry) => entry.address));
      return { addresses: [{ address: "127.0.0.1", family: 4 }], port };
    },
  };
}

interface RawServer {
  port: number;
  close(): Promise<void>;
}

/** For answers the fake service cannot give: raw bytes, compressed bodies, a body that never ends. */
async function startRawServer(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<RawServer> {
  const sockets = new Set<Socket>();
  const server = createServer(handler);
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const COMPRESSED_HTML = "<p>compressed café</p>";
const COMPRESSORS: Record<string, (input: Buffer) => Buffer> = {
  gzip: (input) => zlib.gzipSync(input),
  br: (input) => zlib.brotliCompressSync(input),
  deflate: (input) => zlib.deflateSync(input),
};

function answerRaw(request: IncomingMessage, response: ServerResponse): void {
  const path = request.url ?? "/";
  const encoding = path.slice(1);
  if (COMPRESSORS[encoding]) {
    response.writeHead(200, {
      "content-type": "text/html; charset=utf-8",
      "content-encoding": encoding,
    });
    response.end(COMPRESSORS[encoding](Buffer.from(COMPRESSED_HTML)));
  } else if (path === "/latin1") {
    response.writeHead(200, { "content-type": "text/html; charset=ISO-8859-1" });
    response.end(Buffer.from("café", "latin1"));
  } else if (path === "/bomb") {
    response.writeHead(200, { "content-type": "text/plain", "content-encoding": "gzip" });
    response.end(zlib.gzipSync(Buffer.alloc(8 * DEFAULT_MAX_BYTES, "a")));
  } else if (path === "/zstd") {
    response.writeHead(200, { "content-type": "text/html", "content-encoding": "zstd" });
    response.end("x");
  } else if (path === "/trickle") {
    response.writeHead(200, { "content-type": "text/html" });
    response.write("<p>the start of a page that never ends");
  } else {
    response.writeHead(404, { "content-type": "text/plain" });
    response.end("not found");
  }
}

let site: FakeService;
let raw: RawServer;
let fetchPage: FetchPage;
let fetchRaw: FetchPage;
const fetchOptions = (timeoutMs = 2_000) => ({ signal: new AbortController().signal, timeoutMs });
const fetchVia = (fetcher: FetchPage, url: string) => fetcher(url, fetchOptions());

beforeAll(async () => {
  site = await startFakeService("site", (request) => {
    const n = Number(request.query.get("n") ?? 0);
    if (request.path === "/page")
      return { contentType: "text/html; charset=utf-8", text: "<h1>Hello</h1>" };
    if (request.path === "/redirect")
      return { status: 302, headers: { location: request.query.get("to") ?? "/" }, text: "" };
    if (request.path === "/hops")
      return n > 0
        ? { status: 301, headers: { location: `/hops?n=${n - 1}` }, text: "" }
        : { contentType: "text/html", text: "arrived" };
    if (request.path === "/big") return { contentType: "text/plain", text: "a".repeat(n) };
    if (request.path === "/accents")
      return { contentType: "text/plain; charset=utf-8", text: "aaaé" };
    if (request.path === "/image") return { contentType: "image/png", text: "PNG" };
    if (request.path === "/client.json")
      return { contentType: "application/json", text: '{"client_name":"An app"}' };
    return { status: 404, contentType: "text/html", text: "<h1>Not found</h1>" };
  });
  raw = await startRawServer(answerRaw);
  fetchPage = createPageFetcherOn({}, fakeInternet(Number(new URL(site.url).port)));
  fetchRaw = createPageFetcherOn({}, fakeInternet(raw.port));
});
afterAll(async () => {
  await site.close();
  await raw.close();
});
beforeEach(() => {
  site.reset();
  routed.length = 0;
});

function expectRefused(result: PageResult, reason?: RegExp): void {
  expect(result.ok).toBe(false);
  if (!result.ok && reason) expect(result.reason).toMatch(reason);
}

describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1",
    "127.255.0.9",
    "10.0.0.1",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.0.1",
    "169.254.169.254",
    "169.254.0.1",
    "100.64.0.1",
    "100.127.255.255",
    "0.0.0.0",
    "0.1.2.3",
    "224.0.0.1",
    "239.255.255.250",
    "255.255.255.255",
    "240.0.0.1",
    "192.0.2.1",
    "198.18.0.1",
    "203.0.113.7",
    "::",
    "::1",
    "fe80::1",
    "fe80::1%eth0",
    "febf::1",
    "fc00::1",
    "fd12:3456::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:169.254.169.254",
    "::ffff:a9fe:a9fe",
    "::ffff:10.0.0.1",
    "::127.0.0.1",
    "::a9fe:a9fe",
    "64:ff9b::7f00:1",
    "64:ff9b::10.0.0.1",
    "2001:db8::1",
    "2002:7f00:1::1",
    "2001:0:4136:e378::1",
    "not an address",
    "",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    "8.8.8.8",
    "93.184.215.14",
    "172.32.0.1",
    "100.128.0.1",
    "2606:4700:4700::1111",
    "2a00:1450:4001::1",
    "::ffff:8.8.8.8",
    "64:ff9b::808:808",
  ])("allows %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("fetchPage address rules", () => {
  it.each([
    "http://loopback.test/page",
    "http://private10.test/page",
    "http://private172.test/page",
    "http://private192.test/page",
    "http://cgnat.test/page",
    "http://linklocal.test/page",
    "http://metadata.test/latest/meta-data/",
    "http://v6loopback.test/page",
    "http://mapped.test/page",
    "http://ula.test/page",
    "http://mixed.test/page",
  ])("refuses %s, whose name resolves to a non-public address", async (url) => {
    expectRefused(await fetchVia(fetchPage, url), /not a public address/);
    expect(site.requests).toHaveLength(0);
    expect(routed).toHaveLength(0);
  });

  it.each([
    "http://127.0.0.1/page",
    "http://169.254.169.254/latest/meta-data/",
    "http://[::1]/page",
    "http://[::ffff:127.0.0.1]/page",
    "http://[::ffff:a9fe:a9fe]/latest/meta-data/",
    "http://2130706433/page",
    "http://0x7f.1/page",
    "http://0/page",
    "http://10.0.0.1/page",
    "http://[fe80::1]/page",
    "http://[fd00::1]/page",
    "http://[::]/page",
  ])("refuses the address literal %s", async (url) => {
    expectRefused(await fetchVia(fetchPage, url), /not a public address/);
    expect(routed).toHaveLength(0);
  });

  it.each([
    "http://localhost/page",
    "http://LOCALHOST./page",
    "http://app.localhost/page",
    "http://metadata.google.internal/computeMetadata/v1/",
    "http://printer.local/",
    "http://intranet/",
  ])("refuses the private name %s without resolving it", async (url) => {
    expectRefused(await fetchVia(fetchPage, url), /host name/);
    expect(routed).toHaveLength(0);
  });

  it.each([
    "http://169.254.169.254/latest/meta-data/",
    "http://metadata.test/latest/meta-data/",
    "http://loopback.test/page",
    "http://127.0.0.1/page",
    "http://[::1]/page",
    "http://v6loopback.test/page",
    "http://mapped.test/page",
    "http://[::ffff:7f00:1]/page",
    "http://private10.test/page",
    "http://localhost/page",
  ])("refuses a redirect from an allowed host to %s", async (target) => {
    const result = await fetchVia(
      fetchPage,
      `http://public.test/redirect?to=${encodeURIComponent(target)}`,
    );
    expectRefused(result, /not a public|host name/);
    expect(site.requests).toHaveLength(1);
    expect(routed).toEqual(["93.184.215.14"]);
  });

  it("refuses what the real network would resolve to itself, with no test routing", async () => {
    const production = createPageFetcher();
    for (const url of [
      "http://127.0.0.1/page",
      "http://localhost/page",
      "http://[::1]/",
      `${site.url}/page`,
    ]) {
      expectRefused(await production(url, fetchOptions()));
    }
    expect(site.requests).toHaveLength(0);
  });
});

describe("fetchPage URL rules", () => {
  it.each([
    "file:///etc/passwd",
    "ftp://public.test/page",
    "gopher://public.test/",
    "data:text/html,<h1>hi</h1>",
    "javascript:alert(1)",
    "ws://public.test/",
  ])("refuses the scheme of %s", async (url) => {
    expectRefused(await fetchVia(fetchPage, url), /only http and https/);
  });

  it.each(["http://public.test:8080/page", "https://public.test:22/", "http://public.test:6379/"])(
    "refuses the port of %s",
    async (url) => {
      expectRefused(await fetchVia(fetchPage, url), /only ports 80 and 443/);
      expect(routed).toHaveLength(0);
    },
  );

  it.each([
    "http://user:secret@public.test/page",
    "http://user@public.test/page",
    "http://:secret@public.test/page",
  ])("refuses the credentials in %s", async (url) => {
    expectRefused(await fetchVia(fetchPage, url), /user name or password/);
  });

  it.each([
    "file:///etc/passwd",
    "http://public.test:8080/page",
    "http://user:pw@public.test/page",
    "http://[::1",
  ])("refuses a redirect to %s", async (target) => {
    expectRefused(
      await fetchVia(fetchPage, `http://public.test/redirect?to=${encodeURIComponent(target)}`),
    );
    expect(site.requests).toHaveLength(1);
  });

  it("refuses garbage without throwing", async () => {
    expectRefused(await fetchVia(fetchPage, "not a url"), /not a valid URL/);
    expectRefused(await fetchPage("http://public.test/page", fetchOptions(0)), /no time left/);
  });
});

describe("fetchPage answers", () => {
  it("reads a page, connecting only to the checked address with the page's own Host", async () => {
    const result = await fetchVia(fetchPage, "http://public.test/page");
    expect(result).toEqual({
      ok: true,
      url: "http://public.test/page",
      status: 200,
      contentType: "text/html; charset=utf-8",
      text: "<h1>Hello</h1>",
      truncated: false,
    });
    expect(routed).toEqual(["93.184.215.14"]);
    const headers = site.requests[0]?.headers;
    expect(headers?.host).toBe("public.test");
    expect(headers?.["user-agent"]).toBe(DEFAULT_USER_AGENT);
    expect(headers?.["accept-encoding"]).toMatch(/gzip.*deflate.*br/);
  });

  it("follows up to five redirects and reports the final URL", async () => {
    const result = await fetchVia(fetchPage, "http://public.test/hops?n=5");
    expect(result).toMatchObject({ ok: true, url: "http://public.test/hops?n=0", text: "arrived" });
    expect(site.requests).toHaveLength(6);
  });

  it("stops after five redirects", async () => {
    expectRefused(
      await fetchVia(fetchPage, "http://public.test/hops?n=6"),
      /more than 5 redirects/,
    );
    expect(site.requests).toHaveLength(6);
  });

  it("follows a redirect to another public host, checking it too", async () => {
    const result = await fetchVia(
      fetchPage,
      `http://public.test/redirect?to=${encodeURIComponent("http://other.test/page")}`,
    );
    expect(result).toMatchObject({ ok: true, url: "http://other.test/page" });
    expect(routed).toEqual(["93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"]);
    expect(site.requests[1]?.headers.host).toBe("other.test");
  });

  it("returns error pages as answers, with their status", async () => {
    expect(await fetchVia(fetchPage, "http://public.test/missing")).toMatchObject({
      ok: true,
      status: 404,
    });
  });

  it("does not read what is not a web page", async () => {
    expectRefused(await fetchVia(fetchPage, "http://public.test/image"), /content type image\/png/);
  });

  it("reads only the media types it is told to, asks for them, and can refuse to be redirected", async () => {
    const port = Number(new URL(site.url).port);
    const documents = createPageFetcherOn(
      { readableTypes: ["application/json"], followRedirects: false },
      fakeInternet(port),
    );
    expect(await fetchVia(documents, "http://public.test/client.json")).toMatchObject({
      ok: true,
      text: '{"client_name":"An app"}',
    });
    expect(site.requests[0]?.headers.accept).toBe("application/json");
    expectRefused(await fetchVia(documents, "http://public.test/page"), /content type text\/html/);
    // A document whose address is its identity is not read from anywhere else.
    const redirect = `http://public.test/redirect?to=${encodeURIComponent("/client.json")}`;
    expectRefused(await fetchVia(documents, redirect), /redirect/);
    expect(site.requests.map((request) => request.path)).toEqual([
      "/client.json",
      "/page",
      "/redirect",
    ]);
    // Web pages are still not JSON to the default fetcher.
    expectRefused(await fetchVia(fetchPage, "http://public.test/client.json"), /application\/json/);
  });

  it("caps the body and marks it truncated", async () => {
    const small = createPageFetcherOn(
      { maxBytes: 1_000 },
      fakeInternet(Number(new URL(site.url).port)),
    );
    expect(await fetchVia(small, "http://public.test/big?n=5000")).toMatchObject({
      ok: true,
      text: "a".repeat(1_000),
      truncated: true,
    });
    expect(await fetchVia(small, "http://public.test/big?n=1000")).toMatchObject({
      ok: true,
      text: "a".repeat(1_000),
      truncated: false,
    });
    const result = await fetchVia(fetchPage, `http://public.test/big?n=${2 * DEFAULT_MAX_BYTES}`);
    expect(result.ok && [result.text.length, result.truncated]).toEqual([DEFAULT_MAX_BYTES, true]);
  });

  it("does not emit half a character where the cap cuts one", async () => {
    const tiny = createPageFetcherOn({ maxBytes: 4 }, fakeInternet(Number(new URL(site.url).port)));
    expect(await fetchVia(tiny, "http://public.test/accents")).toMatchObject({
      ok: true,
      text: "aaa",
      truncated: true,
    });
  });

  it.each(["gzip", "br", "deflate"])("decompresses %s", async (encoding) => {
    expect(await fetchVia(fetchRaw, `http://raw.test/${encoding}`)).toMatchObject({
      ok: true,
      text: COMPRESSED_HTML,
      truncated: false,
    });
  });

  it("caps the decompressed size of a compression bomb", async () => {
    const result = await fetchVia(fetchRaw, "http://raw.test/bomb");
    expect(result.ok && [result.text.length, result.truncated]).toEqual([DEFAULT_MAX_BYTES, true]);
  });

  it("refuses an encoding it did not ask for", async () => {
    expectRefused(
      await fetchVia(fetchRaw, "http://raw.test/zstd"),
      /unsupported content encoding zstd/,
    );
  });

  it("decodes the Latin-1 charset a page declares", async () => {
    expect(await fetchVia(fetchRaw, "http://raw.test/latin1")).toMatchObject({
      ok: true,
      text: "café",
    });
  });

  it("times out on a site that never answers", async () => {
    site.setBehaviour({ failure: "hang", failCount: Number.POSITIVE_INFINITY });
    const started = performance.now();
    expectRefused(
      await fetchPage("http://public.test/page", fetchOptions(200)),
      /no complete answer within 200 ms/,
    );
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("times out on a body that never ends", async () => {
    expectRefused(
      await fetchRaw("http://raw.test/trickle", fetchOptions(200)),
      /no complete answer within 200 ms/,
    );
  });

  it("stops when the caller cancels", async () => {
    site.setBehaviour({ failure: "hang", failCount: Number.POSITIVE_INFINITY });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    expectRefused(
      await fetchPage("http://public.test/page", { signal: controller.signal, timeoutMs: 5_000 }),
      /cancelled/,
    );
  });

  it("reports an unknown host in plain words", async () => {
    expectRefused(await fetchVia(fetchPage, "http://nowhere.test/"), /does not resolve/);
  });
});

describe("createLinkChecker", () => {
  const checker = (timeoutMs = 2_000) =>
    createLinkChecker(fetchPage, () => timeoutMs, new AbortController().signal);

  it("accepts a live page and rejects missing pages, non-pages and refused addresses", async () => {
    const check = checker();
    expect(await check("http://public.test/page")).toBe(true);
    expect(await check("http://public.test/hops?n=2")).toBe(true);
    expect(await check("http://public.test/missing")).toBe(false);
    expect(await check("http://public.test/image")).toBe(false);
    expect(await check("http://169.254.169.254/latest/meta-data/")).toBe(false);
  });

  it("does not fetch at all without time left", async () => {
    expect(await checker(50)("http://public.test/page")).toBe(false);
    expect(site.requests).toHaveLength(0);
  });
});

describe("gateway mode", () => {
  let gateway: FakeService;
  let viaGateway: FetchPage;

  beforeAll(async () => {
    gateway = await startFakeService("gateway", (request) => {
      const answers: Record<string, { status: number; location: string }> = {
        "/site.test/moved": { status: 302, location: "/home?from=moved" },
        "/site.test/away": { status: 301, location: "https://other.test/landing" },
        "/site.test/self": { status: 307, location: "http://site.test/home" },
        "/site.test/loop": { status: 302, location: "/loop" },
        "/site.test/to-file": { status: 302, location: "file:///etc/passwd" },
        "/site.test/to-port": { status: 302, location: "https://site.test:8443/home" },
      };
      const redirect = answers[request.path];
      if (redirect)
        return { status: redirect.status, headers: { location: redirect.location }, text: "" };
      return { contentType: "text/html", text: `<p>${request.path}</p>` };
    });
    viaGateway = createPageFetcher({ gatewayUrl: `${gateway.url}/` });
  });
  afterAll(() => gateway.close());
  beforeEach(() => gateway.reset());

  it("sends the page's host and path to the gateway, skipping DNS, and reports the real-world URL", async () => {
    const result = await fetchVia(viaGateway, "https://site.test/home?q=1");
    expect(result).toMatchObject({
      ok: true,
      url: "https://site.test/home?q=1",
      text: "<p>/site.test/home</p>",
    });
    expect(gateway.requests[0]?.query.get("q")).toBe("1");
    expect(gateway.requests[0]?.headers["x-original-url"]).toBe("https://site.test/home?q=1");
  });

  it.each([
    ["https://site.test/moved", "https://site.test/home?from=moved", "/site.test/home"],
    ["https://site.test/away", "https://other.test/landing", "/other.test/landing"],
    ["http://site.test/self", "http://site.test/home", "/site.test/home"],
  ])("maps the redirect of %s through the gateway", async (start, final, gatewayPath) => {
    expect(await fetchVia(viaGateway, start)).toMatchObject({ ok: true, url: final });
    expect(gateway.requests[1]?.path).toBe(gatewayPath);
    expect(gateway.requests[1]?.headers["x-original-url"]).toBe(final);
  });

  it("still applies the scheme, port, credential and redirect rules", async () => {
    for (const url of [
      "file:///etc/passwd",
      "https://site.test:8443/home",
      "https://user:pw@site.test/home",
    ]) {
      expectRefused(await fetchVia(viaGateway, url));
    }
    expect(gateway.requests).toHaveLength(0);
    expectRefused(await fetchVia(viaGateway, "https://site.test/to-file"), /only http and https/);
    expectRefused(await fetchVia(viaGateway, "https://site.test/to-port"), /only ports 80 and 443/);
    expectRefused(await fetchVia(viaGateway, "https://site.test/loop"), /more than 5 redirects/);
  });
});
