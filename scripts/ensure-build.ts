import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { BUILD_INFO_FILE, ROOT, buildFingerprint } from "./build-inputs.ts";

function lastFingerprint(): string | null {
  try {
    return (JSON.parse(readFileSync(BUILD_INFO_FILE, "utf8")) as { fingerprint: string })
      .fingerprint;
  } catch {
    return null;
  }
}

/** Builds the web app when its inputs changed since the last build; exits on a failed build. */
export function ensureBuild(): void {
  if (lastFingerprint() === buildFingerprint()) return;
  console.log(
    "Building the web app (its sources or baked-in settings changed since the last build)...",
  );
  const build = spawnSync("npm", ["run", "build"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
