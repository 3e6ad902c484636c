import { BillingPanel } from "../features/billing/components/billing-panel.tsx";
import { IntegrationsPanel } from "../features/integrations/components/integrations-panel.tsx";
import { SettingsScreen } from "../features/settings/components/settings-screen.tsx";

export function meta() {
  return [{ title: "Settings | Groundtruth" }];
}

/** Behind app-layout: a visitor without a session has already been sent to /auth. */
export default function SettingsPage() {
  return <SettingsScreen billing={<BillingPanel />} integrations={<IntegrationsPanel />} />;
}
