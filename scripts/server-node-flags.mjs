// Plain JavaScript: read by package.json's start script's test, the e2e server and the benchmark.

/**
 * Node flags the server process starts with (package.json's `start` passes the same; a unit test
 * keeps them equal). V8 sizes the young generation from the machine's memory: on 24 GB it commits
 * about 100 MB more than this server's allocation rate needs, and never gives it back. 8 MB
 * semi-spaces keep the idle server near 200 MB on PostgreSQL (ADR 0016, third round).
 * `--liftoff-only` keeps V8 from compiling the embedded database's WebAssembly a second time with
 * its optimising compiler: that compile took the embedded server to 814 MB at its peak and left
 * it at 316 MB idle, against 264 MB and 238 MB with no measurable CPU cost (ADR 0016, fourth
 * round). The only other WebAssembly it runs is undici's HTTP parser for outgoing requests.
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=8", "--liftoff-only"];
