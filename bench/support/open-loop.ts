import http from "node:http";

/**
 * An open-loop load: request i is due at start + i / rate, and is sent then whatever became of
 * the others (each on its own connection when the earlier ones are busy, as separate visitors'
 * browsers do). Its latency counts from when it was due, so a server that falls behind shows its
 * queue in the figures instead of slowing the generator down (no coordinated omission).
 */
export interface OpenLoopOptions {
  url: string;
  rate: number;
  seconds: number;
  headers: Record<string, string>;
  /** A request still unanswered after this long counts as a time-out, at this latency. */
  timeoutMs?: number;
}

export interface OpenLoopResult {
  sent: number;
  /** Answers per second over the run. */
  achieved: number;
  p50: number;
  p99: number;
  max: number;
  /** Connection errors and time-outs. */
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Mean bytes on the wire per answer, and the share of answers that came compressed. */
  wireBytes: number;
  compressedShare: number;
  /** Worst lateness of the generator itself in sending a request after it was due. */
  sendLagMs: number;
}

interface Outcome {
  latencyMs: number;
  status: number | null;
  timedOut: boolean;
  bytes: number;
  compressed: boolean;
}

function sendOne(
  agent: http.Agent,
  url: URL,
  headers: Record<string, string>,
  due: number,
  timeoutMs: number,
): Promise<Outcome> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<Outcome, "latencyMs">) => {
      if (settled) return;
      settled = true;
      const latencyMs = outcome.timedOut ? timeoutMs : performance.now() - due;
      resolve({ ...outcome, latencyMs });
    };
    const request = http.request(url, { agent, headers }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () =>
        finish({
          status: response.statusCode ?? null,
          timedOut: false,
          bytes,
          compressed: Boolean(response.headers["content-encoding"]),
        }),
      );
      response.on("error", () =>
        finish({ status: null, timedOut: false, bytes, compressed: false }),
      );
    });
    request.setTimeout(Math.max(1, timeoutMs - (performance.now() - due)), () => {
      finish({ status: null, timedOut: true, bytes: 0, compressed: false });
      request.destroy();
    });
    request.on("error", () =>
      finish({ status: null, timedOut: false, bytes: 0, compressed: false }),
    );
    request.end();
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export async function openLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const timeoutMs = options.timeoutMs ?? 5_000;
  const url = new URL(options.url);
  // Connections are reused when free and opened when not: no cap, so nothing waits for a socket.
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 1024 });
  const total = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const start = performance.now() + 20;
  const pending: Array<Promise<Outcome>> = [];
  let sendLagMs = 0;
  await new Promise<void>((done) => {
    let next = 0;
    const tick = () => {
      const now = performance.now();
      while (next < total && start + next * interval <= now) {
        const due = start + next * interval;
        sendLagMs = Math.max(sendLagMs, now - due);
        pending.push(sendOne(agent, url, options.headers, due, timeoutMs));
        next += 1;
      }
      if (next >= total) return done();
      setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
    };
    setTimeout(tick, Math.max(0, start - performance.now()));
  });
  const outcomes = await Promise.all(pending);
  agent.destroy();
  const elapsedSeconds = (performance.now() - start) / 1000;
  const answered = outcomes.filter((outcome) => outcome.status !== null);
  const latencies = outcomes.map((outcome) => outcome.latencyMs).sort((a, b) => a - b);
  return {
    sent: total,
    achieved: answered.length / Math.max(options.seconds, elapsedSeconds),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    errors: outcomes.length - answered.length,
    timeouts: outcomes.filter((outcome) => outcome.timedOut).length,
    non2xx: answered.filter((outcome) => outcome.status! < 200 || outcome.status! > 299).length,
    wireBytes: answered.reduce((sum, outcome) => sum + outcome.bytes, 0) / (answered.length || 1),
    compressedShare:
      answered.filter((outcome) => outcome.compressed).length / (answered.length || 1),
    sendLagMs,
  };
}
