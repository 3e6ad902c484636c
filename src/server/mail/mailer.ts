import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";

export interface MailMessage {
  /** What the mail is for, for logs and tests: "verify-email", "reset-password". */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, such as List-Unsubscribe on mail the founder can turn off. */
  headers?: Record<string, string>;
}

export interface OutboxEntry extends MailMessage {
  from: string;
  createdAt: string;
}

export interface Mailer {
  readonly transport: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
}

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, "outbox");
}

/**
 * SMTP when SMTP_URL is set; otherwise every mail lands as a JSON file in DATA_DIR/outbox so
 * sign-up, verification and password reset all work with zero configuration. The log line
 * never carries the body: it holds one-time links.
 */
export function createMailer(deps: { config: Config; logger: Logger }): Mailer {
  const { config, logger } = deps;
  if (config.SMTP_URL) {
    const smtpUrl = config.SMTP_URL;
    // Loaded on the first mail, not at start-up (ADR 0016, third round).
    let transporter: Promise<Transporter> | undefined;
    const connect = async () =>
      (await import("nodemailer")).default.createTransport(smtpUrl) as Transporter;
    return {
      transport: "smtp",
      async send(message) {
        await (
          await (transporter ??= connect())
        ).sendMail({
          from: config.MAIL_FROM,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: message.headers,
        });
        logger.info({ kind: message.kind, to: message.to }, "mail sent");
      },
    };
  }
  const dir = outboxDir(config.DATA_DIR);
  return {
    transport: "outbox",
    async send(message) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const createdAt = new Date().toISOString();
      const file = path.join(
        dir,
        `${createdAt.replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.json`,
      );
      const entry: OutboxEntry = { ...message, from: config.MAIL_FROM, createdAt };
      await writeFile(file, JSON.stringify(entry, null, 2), { mode: 0o600 });
      logger.info(
        { kind: message.kind, to: message.to, file },
        "mail written to the local outbox (SMTP_URL is not set)",
      );
    },
  };
}
