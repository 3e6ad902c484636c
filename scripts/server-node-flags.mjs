// Plain JavaScript: read by package.json's start script's test, the e2e server and the benchmark.

/**
 * Node flags the server process starts with (package.json's `start` passes the same; a unit test
 * keeps them equal). V8 sizes the young generation from the machine's memory: on 24 GB it commits
 * about 100 MB more than this server's allocation rate needs, and never gives it back. 8 MB
 * semi-spaces keep the idle server near 200 MB on PostgreSQL (ADR 0016, third round).
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=8"];
