// `npm run bench:web`: builds, then prints the gzip JavaScript and CSS each public page loads first.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { PUBLIC_PAGES } from "../src/contract/site-routes.ts";
import { ROOT } from "../scripts/build-inputs.ts";
import { ensureBuild } from "../scripts/ensure-build.ts";

const LANDING_BUDGET_KB = 130;
const clientDir = path.join(ROOT, "build", "client");

ensureBuild();

const gzipSize = (file: string) => gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const rows = PUBLIC_PAGES.map(({ path: route }) => {
  const htmlFile = path.join(clientDir, route === "/" ? "" : route, "index.html");
  const html = readFileSync(htmlFile, "utf8");
  // Everything the browser fetches before the page is interactive: module scripts, their
  // preloads and the imports named inside the inline boot script.
  const scripts = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)) scripts.add(match[1]!);
  for (const match of html.matchAll(/import[^"']*["'](\/assets\/[^"']+\.js)["']/g)) scripts.add(match[1]!);
  const styles = new Set<string>();
  for (const match of html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)) styles.add(match[1]!);
  const js = [...scripts].reduce((sum, file) => sum + gzipSize(file), 0);
  const css = [...styles].reduce((sum, file) => sum + gzipSize(file), 0);
  return { route, files: scripts.size, js, css };
});

console.log("route".padEnd(42) + "JS files".padStart(9) + "JS gzip KB".padStart(12) + "CSS gzip KB".padStart(13));
for (const row of rows) {
  console.log(row.route.padEnd(42) + String(row.files).padStart(9) + kb(row.js).padStart(12) + kb(row.css).padStart(13));
}
const landing = rows.find((row) => row.route === "/")!;
const verdict = landing.js / 1024 <= LANDING_BUDGET_KB ? "within" : "OVER";
console.log(`\nLanding page: ${kb(landing.js)} KB of gzip JavaScript, ${verdict} the ${LANDING_BUDGET_KB} KB budget.`);
