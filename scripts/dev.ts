// `npm run dev`: the API server restarts on change (node --watch) and Vite hot-reloads the web
// app on http://localhost:3000, forwarding /api to the server.
import { spawn, type ChildProcess } from "node:child_process";
import { ROOT } from "./build-inputs.ts";

const webPort = process.env.PORT ?? "3000";
const apiPort = process.env.API_PORT ?? "3001";

const children: ChildProcess[] = [
  spawn(
    process.execPath,
    [
      "--watch-path=src/server",
      "--watch-path=src/engine",
      "--watch-path=src/db",
      "--watch-path=src/contract",
      "src/server/main.ts",
    ],
    {
      cwd: ROOT,
      stdio: "inherit",
      env: {
        ...process.env,
        NODE_ENV: "development",
        PORT: apiPort,
        APP_URL: process.env.APP_URL ?? `http://localhost:${webPort}`,
      },
    },
  ),
  spawn("npx", ["react-router", "dev", "--port", webPort], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, API_PORT: apiPort },
  }),
];

function stopAll(signal: NodeJS.Signals) {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}
process.on("SIGINT", () => stopAll("SIGINT"));
process.on("SIGTERM", () => stopAll("SIGTERM"));
for (const child of children)
  child.on("exit", (code) => {
    stopAll("SIGTERM");
    process.exitCode = code ?? 0;
  });
