import { createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "../../../src/server/mail/mailer.ts";
import { captureLogs, testConfig } from "../../support/test-app.ts";

/**
 * A loopback SMTP server speaking the protocol's plain dialogue (RFC 5321, no TLS, no auth):
 * enough for a client to hand over a message, which it records as received.
 */
function startSmtpServer() {
  const received: Array<{ from: string; to: string[]; data: string }> = [];
  const server: Server = createServer((socket: Socket) => {
    let from = "";
    let to: string[] = [];
    let data: string | null = null;
    let buffer = "";
    socket.write("220 smtp.test ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (data !== null) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          data += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          received.push({ from, to, data });
          data = null;
          socket.write("250 2.0.0 queued\r\n");
          continue;
        }
        const lineEnd = buffer.indexOf("\r\n");
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250 smtp.test\r\n");
        else if (verb === "MAIL") {
          from = /<([^>]*)>/.exec(line)?.[1] ?? "";
          to = [];
          socket.write("250 2.1.0 ok\r\n");
        } else if (verb === "RCPT") {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? "");
          socket.write("250 2.1.5 ok\r\n");
        } else if (verb === "DATA") {
          data = "";
          socket.write("354 end with <CRLF>.<CRLF>\r\n");
        } else if (verb === "QUIT") {
          socket.end("221 2.0.0 bye\r\n");
        } else socket.write("250 ok\r\n");
      }
    });
  });
  return { server, received };
}

describe("mail over SMTP", () => {
  const smtp = startSmtpServer();
  let port = 0;

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.server.listen(0, "127.0.0.1", resolve));
    port = (smtp.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.server.close(() => resolve())));

  it("reaches the SMTP server named by SMTP_URL, with the subject, body and headers", async () => {
    const config = testConfig({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: "Groundtruth <hello@groundtruth.test>",
    });
    const mailer = createMailer({ config, logger: captureLogs().logger });
    expect(mailer.transport).toBe("smtp");

    await mailer.send({
      kind: "verify-email",
      to: "founder@example.com",
      subject: "Verify your email",
      text: "Open this link to verify your email.",
      headers: { "List-Unsubscribe": "<https://groundtruth.test/unsubscribe>" },
    });
    await mailer.send({
      kind: "reset-password",
      to: "second@example.com",
      subject: "Reset your password",
      text: "Open this link to choose a new password.",
    });

    expect(smtp.received).toHaveLength(2);
    const [first, second] = smtp.received;
    expect(first?.from).toBe("hello@groundtruth.test");
    expect(first?.to).toEqual(["founder@example.com"]);
    expect(first?.data).toContain("Subject: Verify your email");
    expect(first?.data).toContain("List-Unsubscribe: <https://groundtruth.test/unsubscribe>");
    expect(first?.data).toContain("Open this link to verify your email.");
    expect(second?.to).toEqual(["second@example.com"]);
  });
});
