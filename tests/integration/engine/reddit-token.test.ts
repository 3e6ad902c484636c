import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createRedditSource, resetRedditTokens } from "../../../src/engine/sources/reddit.ts";
import { startRedditFake } from "../../fakes/reddit-fake.ts";
import { startFakeService } from "../../fakes/fake-server.ts";
import type { FakeService } from "../../fakes/fake-server.ts";
import { keptByTheGate, sourceContextFor } from "../../support/source-context.ts";

const credentials = { clientId: "fake-client", clientSecret: "fake-secret", userAgent: "test" };
const tokenRequests = (service: FakeService) =>
  service.requests.filter((request) => request.path === "/api/v1/access_token").length;

function gatherFrom(service: FakeService) {
  const { context, collected } = sourceContextFor("reddit", {
    understanding: { queries: ["late invoices"], communities: [] },
    relevance: () => keptByTheGate(),
  });
  const source = createRedditSource({ ...credentials, authUrl: service.url, apiUrl: service.url });
  return source.gather(context).then(() => collected);
}

let services: FakeService[] = [];
beforeEach(() => resetRedditTokens());
afterEach(async () => {
  await Promise.all(services.map((service) => service.close()));
  services = [];
});

describe("Reddit's application token", () => {
  it("is asked for once and used by every report until it expires", async () => {
    const reddit = await startRedditFake();
    services.push(reddit);
    await gatherFrom(reddit);
    const searched = await gatherFrom(reddit);
    expect(searched.length).toBeGreaterThan(0);
    expect(tokenRequests(reddit)).toBe(1);
  });

  it("is renewed once when Reddit stops accepting it, and the report still reads", async () => {
    // Reddit's wire format, with tokens it can revoke: only the newest one is accepted.
    let issued = 0;
    let accepted = "";
    const reddit = await startFakeService("reddit", (request) => {
      if (request.path === "/api/v1/access_token") {
        issued += 1;
        accepted = `token-${issued}`;
        return { json: { access_token: accepted, token_type: "bearer", expires_in: 86400 } };
      }
      if (request.headers.authorization !== `Bearer ${accepted}`)
        return { status: 401, json: { message: "Unauthorized", error: 401 } };
      return { json: { kind: "Listing", data: { children: [] } } };
    });
    services.push(reddit);
    await gatherFrom(reddit);
    accepted = "revoked";
    await expect(gatherFrom(reddit)).resolves.toEqual([]);
    expect(tokenRequests(reddit)).toBe(2);
    // The renewed token serves the next report without asking again.
    await gatherFrom(reddit);
    expect(tokenRequests(reddit)).toBe(2);
  });
});
