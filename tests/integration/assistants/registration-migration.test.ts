import { readFileSync } from "node:fs";
import { afterEach, beforeEach, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { oauthClients } from "../../../src/db/schema.ts";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { createTestDatabase, describeEachDatabase } from "../../support/test-database.ts";

const MIGRATION = readFileSync(
  new URL("../../../src/db/migrations/0008_registration_allow_list.sql", import.meta.url),
  "utf8",
);

describeEachDatabase("clients registered before the allow-list", (leg) => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await createTestDatabase(leg);
  });
  afterEach(() => handle.close());

  it("lose the fields no registration may set any more, and keep what they need to work", async () => {
    await handle.db.insert(oauthClients).values({
      id: "c1",
      clientId: "client-1",
      name: "Old assistant",
      redirectUris: ["http://127.0.0.1:6274/oauth/callback"],
      backchannelLogoutUri: "https://10-0-0-5.attacker-dns.example:8443/x",
      backchannelLogoutSessionRequired: true,
      jwksUri: "https://attacker.example/jwks",
      postLogoutRedirectUris: ["https://attacker.example/bye"],
      tokenEndpointAuthMethod: "none",
      applicationType: "native",
    });
    await handle.db.execute(sql.raw(MIGRATION));
    const [client] = await handle.db
      .select()
      .from(oauthClients)
      .where(eq(oauthClients.clientId, "client-1"));
    expect(client).toMatchObject({
      backchannelLogoutUri: null,
      backchannelLogoutSessionRequired: null,
      jwksUri: null,
      postLogoutRedirectUris: null,
      name: "Old assistant",
      redirectUris: ["http://127.0.0.1:6274/oauth/callback"],
      tokenEndpointAuthMethod: "none",
      applicationType: "native",
    });
  });
});
