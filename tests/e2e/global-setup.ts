import { startDemoServices } from "../fakes/demo-services.ts";
import { startAppServer } from "../support/app-server.ts";

/**
 * One production server for the whole run, on a fresh data directory, wired to the same local
 * fakes as `npm run demo` (research sources, the model, Google sign-in, Stripe). Workers read
 * where everything lives from the environment.
 */
export default async function globalSetup() {
  const port = Number(process.env.E2E_PORT ?? 4310);
  const services = await startDemoServices({ ai: true, latencyMs: 400 });
  const app = await startAppServer({ port, env: services.env });
  services.attachApp(app.url);
  process.env.E2E_BASE_URL = app.url;
  process.env.E2E_DATA_DIR = app.dataDir;
  process.env.E2E_STRIPE_URL = services.stripe.url;
  process.env.E2E_NOTION_URL = services.notion.url;
  process.env.E2E_OIDC_URL = services.oidc.issuerUrl;
  return async () => {
    const code = await app.stop();
    await services.close();
    if (code !== 0) console.error(`The app exited with code ${code}:\n${app.output()}`);
  };
}
