import { randomBytes } from "node:crypto";
import { startFakeNotion, type FakeNotion } from "./notion-fake.ts";
import { startOidcProvider, type OidcProvider } from "./oidc-provider.ts";
import { startFakes, type Fakes } from "./start-fakes.ts";
import { startFakeStripe, type FakeStripe } from "./stripe.ts";

export interface DemoServices {
  /** Environment pointing the app at every fake (sources, model, Google, Stripe, Notion). */
  env: Record<string, string>;
  fakes: Fakes;
  stripe: FakeStripe;
  notion: FakeNotion;
  oidc: OidcProvider;
  /** Tells the fakes that call back (Stripe's webhooks) where the app listens. */
  attachApp(appUrl: string): void;
  close(): Promise<void>;
}

/**
 * Every outside service the product talks to, as local fakes on 127.0.0.1. `npm run demo` and
 * the end-to-end tests both start the app this way, so what the tests check is what a demo shows.
 */
export async function startDemoServices(
  options: { ai?: boolean; latencyMs?: number } = {},
): Promise<DemoServices> {
  const fakes = await startFakes({
    aiProvider: options.ai === false ? "none" : "openai-compatible",
    // A little latency lets the live progress be seen; real sources take seconds, not microseconds.
    ...(options.latencyMs ? { behaviour: { latencyMs: options.latencyMs } } : {}),
  });
  // Answers arrive word by word, as a real model's do.
  fakes.control.model.chatIntervalMs = 40;
  const stripe = await startFakeStripe({
    webhookSecret: `whsec_demo_${randomBytes(16).toString("hex")}`,
  });
  const notion = await startFakeNotion({
    workspaceName: "Acme Labs",
    workspaceIcon: "🧪",
    pages: [
      { title: "Startup ideas", icon: "💡" },
      { title: "Research", icon: "🔬" },
      { title: "Team wiki", icon: "📚" },
    ],
  });
  const oidc = await startOidcProvider();
  return {
    env: {
      ...fakes.env,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
      GOOGLE_CLIENT_ID: oidc.clientId,
      GOOGLE_CLIENT_SECRET: oidc.clientSecret,
      GOOGLE_ISSUER_URL: oidc.issuerUrl,
      NOTION_CLIENT_ID: notion.clientId,
      NOTION_CLIENT_SECRET: notion.clientSecret,
      NOTION_API_URL: notion.url,
      DEMO_MODE: "true",
    },
    fakes,
    stripe,
    notion,
    oidc,
    attachApp(appUrl) {
      stripe.setWebhookUrl(`${appUrl}/api/webhooks/stripe`);
    },
    async close() {
      await Promise.allSettled([fakes.close(), stripe.close(), notion.close(), oidc.close()]);
    },
  };
}
