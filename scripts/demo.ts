// `npm run demo`: the whole product offline. Every outside service (research sources, the
// language model, Google sign-in, Stripe) is a local fake; the site shows a "Demo data" banner.
import path from "node:path";
import { ROOT } from "./build-inputs.ts";
import { ensureBuild } from "./ensure-build.ts";

// The invented markets' posts are dated from the fakes' "now": today, here, so a visitor's report
// reads their recency as it was written (tests and benchmarks keep a fixed day). Set before the
// fakes are loaded, since they read it once.
process.env.FAKES_EPOCH_SECONDS ??= String(Math.floor(Date.now() / 86_400_000) * 86_400);
const { startDemoServices } = await import("../tests/fakes/demo-services.ts");
const { MARKETS } = await import("../tests/fakes/markets/corpus.ts");

const services = await startDemoServices({
  ai: !process.argv.includes("--evidence-only"),
  latencyMs: 1_500,
});
const port = process.env.PORT ?? "3000";
const appUrl = `http://localhost:${port}`;
/** "physio-waitlist" → "Physio waitlist": the examples' labels on the landing page and dashboard. */
const labelOf = (slug: string) => slug.charAt(0).toUpperCase() + slug.slice(1).replace(/-/g, " ");
Object.assign(process.env, services.env, {
  DEMO_EXAMPLES: JSON.stringify(
    MARKETS.map((market) => ({ label: labelOf(market.slug), idea: market.idea })),
  ),
  NODE_ENV: "production",
  PORT: port,
  APP_URL: appUrl,
  // Demo data stays apart from the real data directory.
  DATA_DIR: process.env.DEMO_DATA_DIR ?? path.join(ROOT, "data-demo"),
});
services.attachApp(appUrl);
console.log(
  `Demo: fakes running; Google sign-in signs you in as a demo user; pay with the fake checkout's Pay button.`,
);
console.log(
  `The fake sources hold four invented markets; ideas to try:\n${MARKETS.map((market) => `  - ${market.idea}`).join("\n")}`,
);

ensureBuild();
process.once("exit", () => void services.close());
await import("../src/server/main.ts");
