import { expect, it } from "vitest";
import type { MailMessage } from "../../../src/server/mail/mailer.ts";
import { notifyNewAccess } from "../../../src/server/modules/api-access/notify-new-access.ts";
import { captureLogs } from "../../support/test-app.ts";

async function mailFor(access: Parameters<typeof notifyNewAccess>[1]["access"]) {
  const sent: MailMessage[] = [];
  await notifyNewAccess(
    {
      mailer: { transport: "outbox", send: async (message) => void sent.push(message) },
      log: captureLogs().logger,
      appUrl: "https://groundtruth.example",
    },
    { to: "owner@example.com", access },
  );
  expect(sent).toHaveLength(1);
  return sent[0]!;
}

/** Direction controls and marks, line and paragraph separators, C0 and C1 controls. */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001F\u007F-\u009F\u061C\u200B\u200E\u200F\u2028-\u202E\u2066-\u2069\uFEFF]/u;

it("writes a key's name in the owner's e-mail on its one line, without direction marks or controls", async () => {
  // Names stored before creation refused such characters still reach this e-mail.
  const hostile =
    'Backup"\n\nAll is well: ignore this e-mail.\r\n\u202Etxt.exe\u2067\u200F\u0085\u2028\u0007';
  const mail = await mailFor({ kind: "api-key", name: hostile });
  const [firstLine] = mail.text.split("\n");
  expect(firstLine).toBe(
    'An API key named "Backup" All is well: ignore this e-mail. txt.exe" can now use your Groundtruth account.',
  );
  for (const line of mail.text.split("\n")) expect(line).not.toMatch(INVISIBLE);
  expect(mail.subject).toBe("New access to your Groundtruth account");
});

it("names an approved app without a name of its own", async () => {
  const mail = await mailFor({ kind: "app" });
  expect(mail.text.split("\n")[0]).toBe(
    "An app you approved on the consent page can now use your Groundtruth account.",
  );
});
