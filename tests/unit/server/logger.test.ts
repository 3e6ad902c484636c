import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { createLogger } from "../../../src/server/logger.ts";

function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger({ level: "info", destination }), lines };
}

describe("logged errors", () => {
  it("keep a failed query's statement but not the values it was given", () => {
    const { logger, lines } = capture();
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "contact_email"'),
      {
        detail: "Key (email)=(visitor@example.com) already exists.",
      },
    );
    const message = "Hello,\nmy phone is +1 555 0100";
    const error = new DrizzleQueryError(
      "insert into contact_messages (email, message) values ($1, $2)",
      ["visitor@example.com", message],
      cause,
    );
    logger.error({ err: error }, "unhandled error");
    const logged = lines.join("");
    expect(logged).toContain("Failed query: insert into contact_messages");
    expect(logged).not.toContain("visitor@example.com");
    expect(logged).not.toContain("555 0100");
    expect(logged).toContain("[redacted]");
  });

  it("leave ordinary errors as they were", () => {
    const { logger, lines } = capture();
    logger.error({ err: new Error("the model timed out") }, "failed");
    expect(lines.join("")).toContain("the model timed out");
  });
});
