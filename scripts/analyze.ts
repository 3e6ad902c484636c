/**
 * Researches an idea from the command line.
 *   node scripts/analyze.ts [--json] [--preview] [--fakes [--ai | --keyless]] "idea"
 * --fakes starts the local fakes so it runs offline; --ai also uses the fake model; --keyless
 * searches only the services that need no key, as a fresh install does (every key unset).
 */
import { loadConfig } from "../src/server/config.ts";
import { engineOptionsFromConfig } from "../src/server/modules/analyses/engine-options.ts";
import {
  createMemoryCache,
  describeMissingConfiguration,
  renderMarkdown,
  runAnalysis,
} from "../src/engine/index.ts";
import type { Fakes } from "../tests/fakes/start-fakes.ts";

const args = process.argv.slice(2);
const flags = new Set(args.filter((arg) => arg.startsWith("--")));
const idea = args
  .filter((arg) => !arg.startsWith("--"))
  .join(" ")
  .trim();
const unknown = [...flags].filter(
  (flag) => !["--json", "--preview", "--fakes", "--ai", "--keyless"].includes(flag),
);
if (unknown.length > 0) console.error(`Unknown option ${unknown.join(", ")}.`);
// Outside the fakes the model comes from AI_PROVIDER and friends; a silent no-op flag would mislead.
const aiWithoutFakes = flags.has("--ai") && !flags.has("--fakes");
if (aiWithoutFakes)
  console.error(
    "--ai only applies with --fakes; otherwise set AI_PROVIDER, AI_MODEL and AI_API_KEY.",
  );
const keylessProblem = !flags.has("--keyless")
  ? null
  : !flags.has("--fakes")
    ? "--keyless only applies with --fakes; otherwise unset the keys you do not want used."
    : flags.has("--ai")
      ? "--keyless runs without any key, so without a model: leave out --ai."
      : null;
if (keylessProblem) console.error(keylessProblem);
if (!idea || unknown.length > 0 || aiWithoutFakes || keylessProblem) {
  console.error(
    'Usage: npm run analyze -- [--json] [--preview] [--fakes [--ai | --keyless]] "your idea"',
  );
  process.exit(2);
}

let fakes: Fakes | undefined;
let env: Record<string, string | undefined> = process.env;
if (flags.has("--fakes")) {
  const { CREDENTIAL_VARIABLES, startFakes } = await import("../tests/fakes/start-fakes.ts");
  const aiRequested = flags.has("--ai");
  fakes = await startFakes({ aiProvider: aiRequested ? "openai-compatible" : "none" });
  // An explicitly configured real model still wins over the evidence-only default of the fakes.
  const keepProvider =
    !aiRequested && process.env.AI_PROVIDER && process.env.AI_PROVIDER !== "none";
  env = {
    ...process.env,
    ...fakes.env,
    ...(keepProvider ? { AI_PROVIDER: process.env.AI_PROVIDER } : {}),
  };
  if (flags.has("--keyless")) {
    env = { ...env, AI_PROVIDER: "none" };
    for (const variable of CREDENTIAL_VARIABLES) delete env[variable];
  }
}

const controller = new AbortController();
process.once("SIGINT", () => controller.abort(new Error("Cancelled by the user.")));
try {
  const options = {
    ...engineOptionsFromConfig(loadConfig(env)),
    cache: createMemoryCache(),
    preview: flags.has("--preview"),
  };
  // The report only says what was not searched; the person at the terminal can act on which variables to set.
  for (const advice of describeMissingConfiguration(options)) console.error(`! ${advice.message}`);
  const report = await runAnalysis(idea, options, {
    signal: controller.signal,
    onProgress: (event) => {
      if (event.type === "stage-started") console.error(`… ${event.label}`);
      else if (event.type === "stage-finished") console.error(`✓ ${event.label} (${event.ms} ms)`);
      else if (event.type === "source-finished")
        console.error(`  ${event.source}: ${event.count} items`);
      else if (event.type === "source-failed") console.error(`  ${event.source}: ${event.message}`);
      else
        console.error(
          `  competitors so far: ${event.competitors.map((competitor) => competitor.name).join(", ")}`,
        );
    },
  });
  process.stdout.write(
    flags.has("--json") ? `${JSON.stringify(report, null, 2)}\n` : `${renderMarkdown(report)}\n`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await fakes?.close();
}
