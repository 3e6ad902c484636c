import { lookup as systemLookup } from "node:dns/promises";
import type { LookupAddress, LookupOptions } from "node:dns";
import http from "node:http";
import type { IncomingMessage } from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import type { LookupFunction } from "node:net";
import { addAbortSignal, pipeline } from "node:stream";
import type { Readable } from "node:stream";
import zlib from "node:zlib";

/**
 * The one way the engine fetches a URL that a search result or a model proposed. Such URLs are
 * untrusted: without these rules a model could make the server read its own metadata service or
 * an internal admin page (SSRF). Every hop is checked, and the connection goes to exactly the
 * address that was checked, so DNS cannot answer differently between the check and the connect.
 */

export type PageResult =
  | {
      ok: true;
      /** The final URL after redirects, always the real-world one. */ url: string;
      status: number;
      contentType: string;
      text: string;
      truncated: boolean;
    }
  | { ok: false; /** Plain words, for logs and warnings. */ reason: string };

export interface PageFetchOptions {
  signal: AbortSignal;
  /** Covers the whole fetch: DNS, every redirect and the body. */
  timeoutMs: number;
}

export type FetchPage = (url: string, options: PageFetchOptions) => Promise<PageResult>;

export interface PageFetcherSettings {
  /**
   * Tests, the demo and benchmarks only: send every page request to this local gateway as
   * GET <gateway>/<host>/<path>, without address checks. Never set in production.
   */
  gatewayUrl?: string;
  userAgent?: string;
  /** Largest decompressed body read; the rest is dropped and the page marked truncated. */
  maxBytes?: number;
  /**
   * Media types read (default: web pages and plain text); anything else is refused. The first
   * one leads the Accept header.
   */
  readableTypes?: readonly string[];
  /**
   * Off for documents whose address is their identity (an OAuth client's metadata document):
   * an answer that redirects is refused rather than followed.
   */
  followRedirects?: boolean;
}

export type HostLookup = (hostname: string) => Promise<LookupAddress[]>;

/** Where a request that passed the checks connects. */
export interface Destination {
  addresses: LookupAddress[];
  port: number;
}

/**
 * The network under the fetcher. Production uses the system resolver and connects where it
 * points; tests stand in a fake resolver and route connections to a loopback server. The address
 * rules run on what the resolver answers either way, so no network can make them allow a
 * private address.
 */
export interface PageNetwork {
  lookup: HostLookup;
  route: (destination: Destination) => Destination;
}

export const DEFAULT_USER_AGENT =
  "GroundtruthBot/1.0 (+https://groundtruth.dev/bot; research for a founder's report)";
export const DEFAULT_MAX_BYTES = 1024 * 1024;
const MAX_REDIRECTS = 5;
const DEFAULT_PORTS: Record<string, number> = { "http:": 80, "https:": 443 };
const ALLOWED_PORTS = new Set(["", "80", "443"]);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const PAGE_TYPES = ["text/html", "text/plain", "application/xhtml+xml"] as const;
const PAGE_ACCEPT = "text/html,application/xhtml+xml,text/plain;q=0.9,*/*;q=0.1";
const LATIN1_CHARSETS = new Set([
  "iso-8859-1",
  "latin1",
  "l1",
  "us-ascii",
  "ascii",
  "windows-1252",
  "cp1252",
]);
/** Names that only ever mean something on a private network. */
const PRIVATE_NAME_SUFFIXES = ["localhost", "local", "internal", "home.arpa"];

const PUBLIC_INTERNET: PageNetwork = {
  lookup: (hostname) => systemLookup(hostname, { all: true }),
  route: (destination) => destination,
};

/** A URL or address the rules do not allow; its message is the reason given to the caller. */
class PageRefusal extends Error {}

export function createPageFetcher(settings: PageFetcherSettings = {}): FetchPage {
  return createPageFetcherOn(settings, PUBLIC_INTERNET);
}

/** The same fetcher over another network; only tests have a reason to call this. */
export function createPageFetcherOn(
  settings: PageFetcherSettings,
  network: PageNetwork,
): FetchPage {
  const context = {
    gateway: settings.gatewayUrl ? parseGatewayUrl(settings.gatewayUrl) : null,
    userAgent: settings.userAgent ?? DEFAULT_USER_AGENT,
    maxBytes: settings.maxBytes ?? DEFAULT_MAX_BYTES,
    readableTypes: new Set<string>(settings.readableTypes ?? PAGE_TYPES),
    accept: settings.readableTypes ? settings.readableTypes.join(",") : PAGE_ACCEPT,
    maxRedirects: settings.followRedirects === false ? 0 : MAX_REDIRECTS,
    network,
  };
  return async (url, { signal, timeoutMs }) => {
    if (!(timeoutMs >= 1)) return { ok: false, reason: "no time left to fetch the page" };
    const deadline = AbortSignal.any([signal, AbortSignal.timeout(Math.ceil(timeoutMs))]);
    try {
      return await fetchFollowingRedirects(url, { ...context, signal: deadline });
    } catch (error) {
      return { ok: false, reason: describeFailure(error, signal, deadline, timeoutMs) };
    }
  };
}

type FetchContext = {
  gateway: string | null;
  userAgent: string;
  maxBytes: number;
  readableTypes: ReadonlySet<string>;
  accept: string;
  maxRedirects: number;
  network: PageNetwork;
  signal: AbortSignal;
};

function parseGatewayUrl(gatewayUrl: string): string {
  const url = new URL(gatewayUrl);
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new Error("The page gateway URL must be http or https.");
  return url.href.replace(/\/+$/, "");
}

async function fetchFollowingRedirects(
  startUrl: string,
  context: FetchContext,
): Promise<PageResult> {
  let url = parsePageUrl(startUrl);
  for (let redirects = 0; ; redirects += 1) {
    const response = await openPage(url, context);
    const location = REDIRECT_STATUSES.has(response.statusCode ?? 0)
      ? response.headers.location
      : undefined;
    if (!location) return readPage(url, response, context);
    response.destroy();
    if (context.maxRedirects === 0) throw new PageRefusal("it answered with a redirect");
    if (redirects >= context.maxRedirects)
      throw new PageRefusal(`more than ${context.maxRedirects} redirects`);
    url = parsePageUrl(location, url);
  }
}

/** The rules every URL meets, the first one and every redirect target, gateway or not. */
function parsePageUrl(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw new PageRefusal(base ? "the redirect target is not a valid URL" : "not a valid URL");
  }
  if (!(url.protocol in DEFAULT_PORTS))
    throw new PageRefusal(
      `only http and https pages are fetched, not ${url.protocol.replace(/:$/, "")}`,
    );
  if (url.username || url.password)
    throw new PageRefusal("URLs with a user name or password are not fetched");
  if (!ALLOWED_PORTS.has(url.port))
    throw new PageRefusal(`only ports 80 and 443 are fetched, not ${url.port}`);
  return url;
}

async function openPage(url: URL, context: FetchContext): Promise<IncomingMessage> {
  if (context.gateway) {
    // The operator chose the gateway explicitly, so what it can reach is its own business.
    const viaGateway = new URL(`${context.gateway}/${url.host}${url.pathname}${url.search}`);
    return send(viaGateway, { "x-original-url": url.href }, null, context);
  }
  const destination = context.network.route(await publicDestination(url, context));
  return send(url, { host: url.host }, destination, context);
}

async function publicDestination(url: URL, context: FetchContext): Promise<Destination> {
  const hostname = bareHostname(url);
  const port = Number(url.port) || (DEFAULT_PORTS[url.protocol] as number);
  const family = isIP(hostname);
  if (family) {
    if (!isPublicAddress(hostname)) throw new PageRefusal(`${hostname} is not a public address`);
    return { addresses: [{ address: hostname, family }], port };
  }
  refusePrivateName(hostname);
  const addresses = await untilAborted(context.network.lookup(hostname), context.signal);
  if (addresses.length === 0) throw new PageRefusal(`${hostname} has no address`);
  const blocked = addresses.find((candidate) => !isPublicAddress(candidate.address));
  if (blocked)
    throw new PageRefusal(
      `${hostname} resolves to ${blocked.address}, which is not a public address`,
    );
  return { addresses, port };
}

function bareHostname(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, "$1");
}

function refusePrivateName(hostname: string): void {
  const name = hostname.toLowerCase().replace(/\.$/, "");
  const suffix = PRIVATE_NAME_SUFFIXES.find(
    (candidate) => name === candidate || name.endsWith(`.${candidate}`),
  );
  if (suffix) throw new PageRefusal(`${hostname} is a private host name`);
  // A single label resolves through the server's own search domains, i.e. to internal hosts.
  if (!name.includes(".")) throw new PageRefusal(`${hostname} is not a public host name`);
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/**
 * One GET. With a destination, the socket goes to its addresses (hostnames resolve through a
 * lookup that can only answer those) while Host and TLS SNI keep the URL's own name.
 */
function send(
  url: URL,
  headers: Record<string, string>,
  destination: Destination | null,
  context: FetchContext,
): Promise<IncomingMessage> {
  const secure = url.protocol === "https:";
  const hostname = bareHostname(url);
  const literal = isIP(hostname) !== 0;
  const options: https.RequestOptions = {
    method: "GET",
    // A literal skips lookup in node:net, so the routed address must be the host itself.
    host: destination && literal ? destination.addresses[0]?.address : hostname,
    port: destination?.port ?? (Number(url.port) || DEFAULT_PORTS[url.protocol]),
    path: `${url.pathname}${url.search}`,
    headers: {
      "user-agent": context.userAgent,
      accept: context.accept,
      "accept-encoding": "gzip, deflate, br",
      ...headers,
    },
    // A pooled socket could have been opened for an address this request never checked.
    agent: false,
    signal: context.signal,
    ...(destination ? { lookup: pinnedLookup(destination.addresses) } : {}),
    ...(secure && !literal ? { servername: hostname } : {}),
  };
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request(options, (response) => {
      // Errors surface while reading; an abort between the answer and the read must not crash the process.
      response.on("error", () => undefined);
      resolve(response);
    });
    request.on("error", reject);
    request.end();
  });
}

function pinnedLookup(addresses: LookupAddress[]): LookupFunction {
  return (_hostname: string, options: LookupOptions, callback) => {
    const wanted =
      options.family === 4 || options.family === 6
        ? addresses.filter((entry) => entry.family === options.family)
        : addresses;
    const [first] = wanted;
    if (!first)
      return callback(
        Object.assign(new Error("no checked address of that family"), { code: "ENOTFOUND" }),
        "",
        0,
      );
    if (options.all) return callback(null, wanted);
    callback(null, first.address, first.family);
  };
}

async function readPage(
  url: URL,
  response: IncomingMessage,
  context: FetchContext,
): Promise<PageResult> {
  try {
    const contentType = response.headers["content-type"] ?? "";
    const mediaType = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
    if (!context.readableTypes.has(mediaType))
      throw new PageRefusal(`not a readable document (content type ${mediaType || "missing"})`);
    const { bytes, truncated } = await readCapped(decompressed(response), context);
    return {
      ok: true,
      url: url.href,
      status: response.statusCode ?? 0,
      contentType,
      text: decodeText(bytes, contentType, truncated),
      truncated,
    };
  } finally {
    response.destroy();
  }
}

// Lenient flushing, as browsers are: a body cut short still yields what arrived.
const DECOMPRESSORS = new Map<
  string,
  (() => zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress) | null
>([
  ["identity", null],
  ["", null],
  ["gzip", () => zlib.createGunzip({ finishFlush: zlib.constants.Z_SYNC_FLUSH })],
  ["x-gzip", () => zlib.createGunzip({ finishFlush: zlib.constants.Z_SYNC_FLUSH })],
  ["deflate", () => zlib.createInflate({ finishFlush: zlib.constants.Z_SYNC_FLUSH })],
  ["br", () => zlib.createBrotliDecompress({ finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH })],
]);

function decompressed(response: IncomingMessage): Readable {
  const encoding = (response.headers["content-encoding"] ?? "identity").trim().toLowerCase();
  const decompressor = DECOMPRESSORS.get(encoding);
  if (decompressor === undefined) throw new PageRefusal(`unsupported content encoding ${encoding}`);
  return decompressor ? pipeline(response, decompressor(), () => undefined) : response;
}

/** Counts decompressed bytes, so a small compressed body cannot expand without limit. */
async function readCapped(
  body: Readable,
  context: FetchContext,
): Promise<{ bytes: Buffer; truncated: boolean }> {
  addAbortSignal(context.signal, body);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (size > context.maxBytes)
      return { bytes: Buffer.concat(chunks).subarray(0, context.maxBytes), truncated: true };
  }
  return { bytes: Buffer.concat(chunks), truncated: false };
}

function decodeText(bytes: Buffer, contentType: string, truncated: boolean): string {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType)?.[1]?.toLowerCase();
  const decoder = new TextDecoder(charset && LATIN1_CHARSETS.has(charset) ? "latin1" : "utf-8");
  // Streaming mode holds back a character the cap cut in half instead of emitting U+FFFD.
  return decoder.decode(bytes, { stream: truncated });
}

const NETWORK_REASONS: Record<string, string> = {
  ENOTFOUND: "the host name does not resolve",
  EAI_AGAIN: "the host name could not be resolved just now",
  ECONNREFUSED: "the site refused the connection",
  ECONNRESET: "the site closed the connection",
  ETIMEDOUT: "the connection timed out",
  EHOSTUNREACH: "the site is unreachable",
  ENETUNREACH: "the site is unreachable",
};

function describeFailure(
  error: unknown,
  callerSignal: AbortSignal,
  deadline: AbortSignal,
  timeoutMs: number,
): string {
  if (error instanceof PageRefusal) return error.message;
  if (callerSignal.aborted) return "the fetch was cancelled";
  if (deadline.aborted) return `no complete answer within ${Math.ceil(timeoutMs)} ms`;
  const code = String((error as { code?: unknown } | null)?.code ?? "");
  if (NETWORK_REASONS[code]) return NETWORK_REASONS[code];
  if (/CERT|SIGNATURE|TLS|SSL/.test(code))
    return "the site's TLS certificate could not be verified";
  if (code.startsWith("HPE_")) return "the site's answer was not valid HTTP";
  if (code.startsWith("Z_") || code.includes("BROTLI"))
    return "the compressed answer could not be decoded";
  return `the page could not be fetched (${code || (error instanceof Error ? error.message : "unknown error")})`;
}

// --- Which addresses are public --------------------------------------------------------------

interface AddressRange {
  bytes: number[];
  bits: number;
}

function range(cidr: string): AddressRange {
  const [address = "", bits = ""] = cidr.split("/");
  return { bytes: addressBytes(address) ?? [], bits: Number(bits) };
}

/** IPv4 blocks that are not the public internet: RFC 6890's special-purpose registry and multicast. */
const NON_PUBLIC_IPV4 = [
  "0.0.0.0/8", // "this network", incl. the unspecified 0.0.0.0
  "10.0.0.0/8",
  "100.64.0.0/10", // carrier-grade NAT
  "127.0.0.0/8",
  "169.254.0.0/16", // link-local, incl. the cloud metadata service 169.254.169.254
  "172.16.0.0/12",
  "192.0.0.0/24",
  "192.0.2.0/24",
  "192.88.99.0/24",
  "192.168.0.0/16",
  "198.18.0.0/15",
  "198.51.100.0/24",
  "203.0.113.0/24",
  "224.0.0.0/4", // multicast
  "240.0.0.0/4", // reserved, incl. the broadcast 255.255.255.255
].map(range);

/**
 * IPv6 is judged by allowing only global unicast (2000::/3), which leaves out loopback,
 * unspecified, IPv4-compatible, link-local, unique-local and multicast at once, less the blocks
 * inside it that are not public or that embed an arbitrary IPv4 address (6to4, Teredo).
 */
const GLOBAL_UNICAST = range("2000::/3");
const NON_PUBLIC_IPV6 = ["2001::/23", "2001:db8::/32", "2002::/16", "3fff::/20", "5f00::/16"].map(
  range,
);
/** Blocks that carry an IPv4 address in their last 32 bits, judged as that IPv4 address. */
const EMBEDS_IPV4 = ["::ffff:0:0/96", "64:ff9b::/96"].map(range);

/** Whether an IP address (v4 or v6, in any notation node:net accepts) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const bytes = addressBytes(address);
  if (!bytes) return false;
  if (bytes.length === 4) return isPublicIpv4(bytes);
  if (EMBEDS_IPV4.some((block) => inRange(bytes, block))) return isPublicIpv4(bytes.slice(12));
  return inRange(bytes, GLOBAL_UNICAST) && !NON_PUBLIC_IPV6.some((block) => inRange(bytes, block));
}

function isPublicIpv4(bytes: number[]): boolean {
  return !NON_PUBLIC_IPV4.some((block) => inRange(bytes, block));
}

function inRange(bytes: number[], block: AddressRange): boolean {
  if (bytes.length !== block.bytes.length) return false;
  for (let bit = 0; bit < block.bits; bit += 8) {
    const mask = (0xff << (8 - Math.min(8, block.bits - bit))) & 0xff;
    const index = bit / 8;
    if (((bytes[index] ?? 0) & mask) !== ((block.bytes[index] ?? 0) & mask)) return false;
  }
  return true;
}

function addressBytes(address: string): number[] | null {
  const plain = address.replace(/%.*$/, ""); // an IPv6 zone names an interface, not an address
  const family = isIP(plain);
  if (family === 4) return plain.split(".").map(Number);
  return family === 6 ? ipv6Bytes(plain) : null;
}

function ipv6Bytes(address: string): number[] {
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  const ipv4Tail = dotted ? (dotted[2] ?? "").split(".").map(Number) : [];
  const hex = dotted ? (dotted[1] ?? "").replace(/:$/, ":0:0") : address;
  const [head = "", tail] = hex.split("::");
  const words = (part: string | undefined) =>
    part ? part.split(":").map((word) => parseInt(word, 16)) : [];
  const headWords = words(head);
  const tailWords = words(tail);
  const zeros = Array<number>(8 - headWords.length - tailWords.length).fill(0);
  const bytes = [...headWords, ...zeros, ...tailWords].flatMap((word) => [word >> 8, word & 0xff]);
  return dotted ? [...bytes.slice(0, 12), ...ipv4Tail] : bytes;
}
