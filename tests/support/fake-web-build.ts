import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

export const INLINE_SCRIPT = "window.__boot = 1;";

function page(title: string) {
  return `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1><script>${INLINE_SCRIPT}</script><script type="module" src="/assets/entry-abc123.js"></script></body></html>`;
}

/** A miniature build with the same layout `react-router build` writes. */
export function writeFakeBuild(): string {
  const buildDir = mkdtempSync(path.join(tmpdir(), "gt-build-"));
  const client = path.join(buildDir, "client");
  for (const dir of ["", "about", "404", "assets"])
    mkdirSync(path.join(client, dir), { recursive: true });
  writeFileSync(path.join(client, "index.html"), page("Home"));
  writeFileSync(path.join(client, "about", "index.html"), page("About"));
  writeFileSync(path.join(client, "404", "index.html"), page("Oops! Page not found"));
  // The shell names the root's modules and React Router's manifest, as the real build does.
  writeFileSync(
    path.join(client, "__spa-fallback.html"),
    page("Loading").replace(
      "</head>",
      '<link rel="modulepreload" href="/assets/manifest-1a2b.js"/></head>',
    ),
  );
  const manifest = {
    routes: {
      root: { id: "root", path: "", module: "/assets/entry-abc123.js", imports: [] },
      "routes/app-layout": {
        id: "routes/app-layout",
        parentId: "root",
        module: "/assets/app-layout-1.js",
        imports: ["/assets/shared-1.js"],
      },
      "routes/dashboard": {
        id: "routes/dashboard",
        parentId: "routes/app-layout",
        path: "/dashboard",
        module: "/assets/dashboard-1.js",
        imports: ["/assets/shared-1.js", "/assets/entry-abc123.js"],
      },
      "routes/results": {
        id: "routes/results",
        parentId: "routes/app-layout",
        path: "/results/:id",
        module: "/assets/results-1.js",
      },
    },
  };
  writeFileSync(
    path.join(client, "assets", "manifest-1a2b.js"),
    `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
  );
  const script = "console.log('hello');".repeat(100);
  writeFileSync(path.join(client, "assets", "entry-abc123.js"), script);
  writeFileSync(path.join(client, "assets", "entry-abc123.js.gz"), gzipSync(script));
  writeFileSync(path.join(client, "favicon.svg"), "<svg/>");
  return buildDir;
}
