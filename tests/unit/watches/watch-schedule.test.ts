import { describe, expect, test } from "vitest";
import { diffReports } from "../../../src/contract/report-changes.ts";
import { nextRunAfter } from "../../../src/contract/watch.ts";
import {
  isValidUnsubscribeSignature,
  unsubscribeKey,
  unsubscribeUrl,
} from "../../../src/server/modules/watches/unsubscribe-link.ts";
import {
  watchPausedMail,
  whatChangedMail,
} from "../../../src/server/modules/watches/watch-mail.ts";
import { reportFixture } from "../report/fixtures.ts";

const key = unsubscribeKey("a-test-secret-that-is-long-enough-for-hkdf-0123456789");
const links = { appUrl: "https://groundtruth.example", unsubscribeKey: key };
const WATCH = "0b5e4a52-4a8f-4b8e-9d55-7f1b2f8e6a10";

describe("when a watch runs next", () => {
  test("a week later, at the same time", () => {
    expect(nextRunAfter(new Date("2026-12-29T09:30:00Z"), "weekly").toISOString()).toBe(
      "2027-01-05T09:30:00.000Z",
    );
  });
  test("a calendar month later, on the month's last day when it is shorter", () => {
    expect(nextRunAfter(new Date("2026-01-31T08:00:00Z"), "monthly").toISOString()).toBe(
      "2026-02-28T08:00:00.000Z",
    );
    expect(nextRunAfter(new Date("2028-01-31T08:00:00Z"), "monthly").toISOString()).toBe(
      "2028-02-29T08:00:00.000Z",
    );
    expect(nextRunAfter(new Date("2026-12-15T08:00:00Z"), "monthly").toISOString()).toBe(
      "2027-01-15T08:00:00.000Z",
    );
  });
});

describe("the unsubscribe link", () => {
  test("opens its own watch only, and no other key's", () => {
    const link = new URL(unsubscribeUrl({ appUrl: links.appUrl, key, watchId: WATCH }));
    const signature = link.searchParams.get("signature")!;
    expect(link.pathname).toBe("/unsubscribe");
    expect(isValidUnsubscribeSignature(key, { watchId: WATCH, signature })).toBe(true);
    expect(
      isValidUnsubscribeSignature(key, {
        watchId: "0b5e4a52-4a8f-4b8e-9d55-7f1b2f8e6a11",
        signature,
      }),
    ).toBe(false);
    const otherKey = unsubscribeKey("another-secret-that-is-long-enough-for-hkdf-987654");
    expect(isValidUnsubscribeSignature(otherKey, { watchId: WATCH, signature })).toBe(false);
    expect(isValidUnsubscribeSignature(key, { watchId: WATCH, signature: "short" })).toBe(false);
  });
});

describe("the watch's e-mails", () => {
  const later = structuredClone(reportFixture);
  later.competitors = [
    ...later.competitors,
    { ...later.competitors[0]!, name: "Chaserly", link: "https://chaserly.example/" },
  ];
  const changes = diffReports(
    {
      analysisId: "earlier",
      madeAt: reportFixture.generatedAt,
      report: { kind: "report", report: reportFixture },
    },
    { kind: "report", report: later },
  );

  test("say what changed with its links, on one subject line however long the idea", () => {
    const idea = `${"A very long idea ".repeat(8)}\nwith a second line`;
    const mail = whatChangedMail(links, {
      to: "founder@example.com",
      watchId: WATCH,
      cadence: "weekly",
      idea,
      analysisId: "later-run",
      changes,
    });
    expect(mail.subject.startsWith("What changed for A very long idea")).toBe(true);
    expect(mail.subject).not.toMatch(/\n/);
    expect([...mail.subject.replace("What changed for ", "")].length).toBeLessThanOrEqual(60);
    expect(mail.text).toContain("1 new competitor: Chaserly");
    expect(mail.text).toContain("https://chaserly.example/");
    expect(mail.text).toContain("https://groundtruth.example/results/later-run");
    expect(mail.text).toContain("https://groundtruth.example/unsubscribe?watch=");
    expect(mail.headers?.["List-Unsubscribe"]).toMatch(
      /^<https:\/\/groundtruth\.example\/api\/watch-unsubscribe\?watch=.+>$/,
    );
  });

  test("a paused watch says why and how to resume", () => {
    const mail = watchPausedMail(links, {
      to: "founder@example.com",
      watchId: WATCH,
      cadence: "monthly",
      idea: "Invoice chasing for freelancers",
    });
    expect(mail.subject).toBe("Your watch is paused: Invoice chasing for freelancers");
    expect(mail.text).toContain("no reports left");
    expect(mail.text).toContain("https://groundtruth.example/pricing");
    expect(mail.text).toContain("https://groundtruth.example/settings?tab=watches");
  });
});
