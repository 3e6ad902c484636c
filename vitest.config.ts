import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin must not load under Vitest.
export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/integration/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are heavy to create: files run in parallel, tests inside a file in order.
    pool: "forks",
    maxWorkers: 2,
  },
});
