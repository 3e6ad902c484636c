import { createServer } from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export type FailureMode = "none" | "429" | "403" | "500" | "malformed" | "hang";

/** What a fake does to the next requests: delay, then fail `failCount` times, then answer. */
export interface FakeBehaviour {
  latencyMs: number;
  failure: FailureMode;
  /** How many requests fail before the fake answers normally; Infinity for every request. */
  failCount: number;
  retryAfterSeconds: number;
}

export function defaultBehaviour(): FakeBehaviour {
  return {
    latencyMs: 0,
    failure: "none",
    failCount: Number.POSITIVE_INFINITY,
    retryAfterSeconds: 1,
  };
}

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  body: string;
}

export interface FakeResponse {
  status?: number;
  json?: unknown;
  text?: string;
  contentType?: string;
  /** Extra response headers, e.g. a redirect's location. */
  headers?: Record<string, string>;
  /** Server-sent events: each entry becomes one `data:` line. */
  sse?: string[];
  /** Overrides the behaviour's latency for this answer (e.g. per model call). */
  latencyMs?: number;
  /** Pause between server-sent events, so a stream arrives in pieces as a real model's does. */
  sseIntervalMs?: number;
  /** Drop the connection after this many events: a stream cut off half-way. */
  sseCutAfter?: number;
}

export type FakeHandler = (request: FakeRequest) => FakeResponse | Promise<FakeResponse>;

export interface FakeService {
  name: string;
  url: string;
  behaviour: FakeBehaviour;
  requests: FakeRequest[];
  setBehaviour(change: Partial<FakeBehaviour>): void;
  reset(): void;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function send(response: ServerResponse, answer: FakeResponse): Promise<void> {
  if (answer.sse) {
    response.writeHead(answer.status ?? 200, {
      "content-type": "text/event-stream",
      "cache-control": "no-cache",
    });
    for (const [index, event] of answer.sse.entries()) {
      if (answer.sseCutAfter !== undefined && index >= answer.sseCutAfter) {
        // Let what was written reach the client first, as when a connection drops mid-answer.
        await wait(50);
        response.destroy();
        return;
      }
      if (answer.sseIntervalMs && index > 0) await wait(answer.sseIntervalMs);
      if (response.destroyed) return;
      response.write(`data: ${event}\n\n`);
    }
    response.end();
    return;
  }
  const body = answer.json !== undefined ? JSON.stringify(answer.json) : (answer.text ?? "");
  response.writeHead(answer.status ?? 200, {
    "content-type":
      answer.contentType ?? (answer.json !== undefined ? "application/json" : "text/plain"),
    ...answer.headers,
  });
  response.end(body);
}

/** A real HTTP server on 127.0.0.1 with an ephemeral port, answering through `handler`. */
export async function startFakeService(name: string, handler: FakeHandler): Promise<FakeService> {
  const sockets = new Set<Socket>();
  let failuresServed = 0;
  const service: FakeService = {
    name,
    url: "",
    behaviour: defaultBehaviour(),
    requests: [],
    setBehaviour(change) {
      Object.assign(service.behaviour, change);
      failuresServed = 0;
    },
    reset() {
      service.behaviour = defaultBehaviour();
      service.requests = [];
      failuresServed = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const server = createServer(async (incoming, response) => {
    const url = new URL(incoming.url ?? "/", "http://127.0.0.1");
    const request: FakeRequest = {
      method: incoming.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      headers: incoming.headers,
      body: await readBody(incoming),
    };
    service.requests.push(request);
    const behaviour = service.behaviour;
    if (behaviour.failure !== "none" && failuresServed < behaviour.failCount) {
      failuresServed += 1;
      if (behaviour.failure === "hang") return; // never answers; the socket is destroyed on close
      if (behaviour.latencyMs > 0) await wait(behaviour.latencyMs);
      if (behaviour.failure === "429") {
        response.writeHead(429, {
          "retry-after": String(behaviour.retryAfterSeconds),
          "content-type": "application/json",
        });
        response.end(JSON.stringify({ error: "rate limited" }));
      } else if (behaviour.failure === "403") {
        // How Apple answers a caller that asks too often: a bare refusal, no header to wait by.
        await send(response, { status: 403, text: "Forbidden", contentType: "text/plain" });
      } else if (behaviour.failure === "500") {
        await send(response, { status: 500, json: { error: "internal error" } });
      } else {
        await send(response, {
          status: 200,
          text: '{"results": [ {"url": "https://broken',
          contentType: "application/json",
        });
      }
      return;
    }
    try {
      const answer = await handler(request);
      const latency = answer.latencyMs ?? behaviour.latencyMs;
      if (latency > 0) await wait(latency);
      if (!response.destroyed) await send(response, answer);
    } catch (error) {
      if (!response.headersSent)
        await send(response, { status: 500, json: { error: (error as Error).message } });
    }
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  service.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return service;
}

export function jsonBody(request: FakeRequest): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(request.body);
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
