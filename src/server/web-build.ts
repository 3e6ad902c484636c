import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import { NOT_FOUND_PAGE } from "../contract/site-routes.ts";

/** One HTML document held in memory with its compressed forms, served without touching disk. */
export interface PreparedHtml {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

export interface WebBuild {
  clientDir: string;
  /** Prerendered pages by URL path without a trailing slash ("/" for the home page). */
  pages: Map<string, PreparedHtml>;
  notFound: PreparedHtml;
  spaFallback: PreparedHtml;
  /** sha256 hashes of every inline script in the built HTML, for the Content-Security-Policy. */
  inlineScriptHashes: string[];
}

export const BUILD_DIR = path.resolve(import.meta.dirname, "../../build");

/** Compressed once at start-up for built pages; `fast` for a page made per request. */
export function prepareHtml(html: Buffer, fast = false): PreparedHtml {
  return {
    identity: html,
    gzip: gzipSync(html, { level: fast ? 6 : 9 }),
    br: brotliCompressSync(
      html,
      fast ? { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } } : undefined,
    ),
    etag: etagOf(html),
  };
}

function etagOf(html: Buffer): string {
  return `"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`;
}

/**
 * A built page with the compressed forms the postbuild step wrote beside it (same bytes, same
 * settings); compressed here only when they are missing. Compressing every page again at
 * brotli's best quality made start-up reach 800 MB, most of which the allocator kept for the
 * life of the process (ADR 0016, third round).
 */
function readPreparedHtml(file: string): PreparedHtml {
  const html = readFileSync(file);
  if (!existsSync(`${file}.gz`) || !existsSync(`${file}.br`)) return prepareHtml(html);
  return {
    identity: html,
    gzip: readFileSync(`${file}.gz`),
    br: readFileSync(`${file}.br`),
    etag: etagOf(html),
  };
}

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "assets") yield* htmlFiles(full);
    } else if (entry.name.endsWith(".html")) {
      yield full;
    }
  }
}

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? "";
    if (body.length > 0)
      hashes.push(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return hashes;
}

/** Reads the production build, or returns null when there is none (API-only development). */
export function loadWebBuild(buildDir: string = BUILD_DIR): WebBuild | null {
  const clientDir = path.join(buildDir, "client");
  const fallbackFile = path.join(clientDir, "__spa-fallback.html");
  if (!existsSync(fallbackFile)) return null;

  const pages = new Map<string, PreparedHtml>();
  const hashes = new Set<string>();
  for (const file of htmlFiles(clientDir)) {
    const page = readPreparedHtml(file);
    for (const hash of inlineScriptHashes(page.identity.toString("utf8"))) hashes.add(hash);
    const relative = path.relative(clientDir, file).split(path.sep).join("/");
    if (relative === "__spa-fallback.html") continue;
    const urlPath = "/" + relative.replace(/(^|\/)index\.html$/, "").replace(/\/$/, "");
    pages.set(urlPath, page);
  }
  const notFound = pages.get(NOT_FOUND_PAGE);
  if (!notFound) throw new Error(`The web build has no prerendered ${NOT_FOUND_PAGE} page`);
  pages.delete(NOT_FOUND_PAGE);
  return {
    clientDir,
    pages,
    notFound,
    spaFallback: readPreparedHtml(fallbackFile),
    inlineScriptHashes: [...hashes].sort(),
  };
}
