import { connect, type Socket } from "node:net";
import { expect, test } from "vitest";
import { createTestDatabase, describeEachDatabase } from "../../support/test-database.ts";
import { startAssistantHarness } from "./harness.ts";

const LIMIT = 1024;
const DECLARED = 2_000_000;

/** Everything the server sends on `socket` until it is idle for `quietMs` or closes it. */
function readUntilQuiet(
  socket: Socket,
  quietMs: number,
): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve) => {
    let text = "";
    let timer = setTimeout(done, quietMs);
    function done(closed = false) {
      clearTimeout(timer);
      socket.off("data", onData);
      socket.off("close", onClose);
      resolve({ text, closed });
    }
    const onData = (chunk: Buffer) => {
      text += chunk.toString("latin1");
      clearTimeout(timer);
      timer = setTimeout(done, quietMs);
    };
    const onClose = () => done(true);
    socket.on("data", onData);
    socket.on("close", onClose);
  });
}

function opened(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => resolve(socket));
    socket.once("error", reject);
  });
}

/**
 * A client with a pool of keep-alive connections, uploading over a slow link: it sends a body
 * larger than the server takes, reads the early 413, and sends its next request on the same
 * connection unless the server said it would close it (then on a new one).
 */
async function nextRequestAfter413(port: number, path: string) {
  const socket = await opened(port);
  socket.on("error", () => undefined);
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Accept: application/json, text/event-stream\r\nContent-Length: ${DECLARED}\r\n\r\n`,
  );
  socket.write("x".repeat(64 * 1024));
  const first = await readUntilQuiet(socket, 300);
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(first.text)?.[1]);
  const closes = /\r\nconnection: close\r\n/i.test(first.text);
  let next = socket;
  if (closes) {
    // It said so: the pool drops this connection.
    if (!first.closed) expect((await readUntilQuiet(socket, 2_000)).closed).toBe(true);
    next = await opened(port);
    next.on("error", () => undefined);
  } else {
    // Kept alive, as it said: the rest of the body arrives when the slow link allows.
    await new Promise((resolve) => setTimeout(resolve, 800));
    socket.write("x".repeat(DECLARED - 64 * 1024));
  }
  next.write("GET /api/site-config HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
  const second = await readUntilQuiet(next, 1_000);
  socket.destroy();
  next.destroy();
  return { status, secondStatus: Number(/HTTP\/1\.1 (\d{3})/.exec(second.text)?.[1]) };
}

describeEachDatabase("a request larger than the server takes", (leg) => {
  test("is answered 413, and the client's next request on its pooled connection is answered", async () => {
    const database = await createTestDatabase(leg);
    const harness = await startAssistantHarness(database, { BODY_LIMIT_BYTES: String(LIMIT) });
    const port = Number(new URL(harness.origin).port);
    try {
      for (const path of ["/mcp", "/api/analyses"]) {
        expect(await nextRequestAfter413(port, path), path).toEqual({
          status: 413,
          secondStatus: 200,
        });
      }
    } finally {
      await harness.close();
      await database.close();
    }
  });
});
