import { ApiKeysCard } from "../features/api-access/components/api-keys-card.tsx";
import { ConnectedAppsCard } from "../features/api-access/components/connected-apps-card.tsx";
import { BillingPanel } from "../features/billing/components/billing-panel.tsx";
import { IntegrationsPanel } from "../features/integrations/components/integrations-panel.tsx";
import { WatchesPanel } from "../features/watches/components/watches-panel.tsx";
import { SettingsScreen } from "../features/settings/components/settings-screen.tsx";

export function meta() {
  return [{ title: "Settings | Groundtruth" }];
}

/** Integrations, then what else may act for the user: assistants and their own scripts. */
function IntegrationsTab() {
  return (
    <div className="space-y-4">
      <IntegrationsPanel />
      <ConnectedAppsCard />
      <ApiKeysCard />
    </div>
  );
}

/** Behind app-layout: a visitor without a session has already been sent to /auth. */
export default function SettingsPage() {
  return (
    <SettingsScreen
      billing={<BillingPanel />}
      integrations={<IntegrationsTab />}
      watches={<WatchesPanel />}
    />
  );
}
