import { expect, test } from "vitest";
import { documentGatewayUrl } from "../../../src/server/auth/client-metadata-documents.ts";

const GATEWAY = "http://127.0.0.1:9999";

test("a production server sends client documents through the local gateway only as the demo", () => {
  const production = { NODE_ENV: "production" as const, SITE_FETCH_GATEWAY_URL: GATEWAY };
  expect(documentGatewayUrl({ ...production, DEMO_MODE: false })).toBeUndefined();
  expect(documentGatewayUrl({ ...production, DEMO_MODE: true })).toBe(GATEWAY);
  expect(
    documentGatewayUrl({ NODE_ENV: "test", DEMO_MODE: false, SITE_FETCH_GATEWAY_URL: GATEWAY }),
  ).toBe(GATEWAY);
});
