import { createServer } from "node:net";

/** A loopback port nothing listens on now, for a server started by a test or a benchmark. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Throws when something already listens on the port: a server left running by an earlier,
 * interrupted run would otherwise answer the new server's readiness check, and every test would
 * talk to it (its own database, its own outbox) while the new one failed to bind.
 */
export async function assertPortFree(port: number): Promise<void> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "EADDRINUSE"
          ? new Error(
              `Port ${port} is already in use, probably by a server an interrupted test run left behind: stop it (\`ss -ltnp | grep :${port}\`) or choose another port.`,
            )
          : error,
      ),
    );
    server.listen(port, "127.0.0.1", resolve);
  });
  await new Promise((resolve) => server.close(resolve));
}
