import { RevokeButton } from "../../../components/ui/revoke-button.tsx";
import { Unplug } from "lucide-react";
import { useId } from "react";
import { API_ACCESS_MESSAGES, type ConnectedApp } from "../../../../contract/api-access.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { formatDate } from "../../../lib/format.ts";
import { useConnectedApps } from "../api/list-connected-apps.ts";
import { useRevokeConnectedApp } from "../api/revoke-connected-app.ts";
import { plainName } from "../lib/plain-name.ts";
import { LastUsed } from "./last-used.tsx";
import { ScopeList } from "./scope-list.tsx";

function RevokeAppButton({
  app,
  name,
  describedBy,
}: {
  app: ConnectedApp;
  name: string;
  describedBy: string;
}) {
  const revoke = useRevokeConnectedApp();
  return (
    <RevokeButton
      icon={<Unplug aria-hidden="true" />}
      describedBy={describedBy}
      pending={revoke.isPending}
      title={`Revoke ${name}'s access?`}
      description="It stops working with your account at once. To use it again, connect it again from the app."
      confirmLabel="Revoke access"
      revoke={() => revoke.mutateAsync(app.clientId)}
      revoked={API_ACCESS_MESSAGES.appRevoked}
      failed="Could not revoke its access."
    />
  );
}

function AppRow({ app }: { app: ConnectedApp }) {
  const nameId = useId();
  const name = plainName(app.name, app.clientId);
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p id={nameId} className="break-words font-medium text-ink">
          <bdi>{name}</bdi>
        </p>
        {app.redirectHost ? (
          <p className="text-sm text-muted-foreground">
            Sends you back to{" "}
            <span className="wrap-anywhere font-medium text-ink">{app.redirectHost}</span>
          </p>
        ) : null}
        <ScopeList scopes={app.scopes} compact className="pt-1" />
        <p className="text-sm text-muted-foreground">
          Connected <time dateTime={app.connectedAt}>{formatDate(app.connectedAt)}</time> ·{" "}
          <LastUsed at={app.lastUsedAt} />
        </p>
      </div>
      <div className="shrink-0">
        <RevokeAppButton app={app} name={name} describedBy={nameId} />
      </div>
    </li>
  );
}

/** Settings > Integrations: the assistants the user approved on the consent page. */
export function ConnectedAppsCard() {
  const apps = useConnectedApps();
  const list = apps.data?.apps ?? [];
  return (
    <Card role="region" aria-labelledby="connected-apps-title">
      <CardHeader>
        <CardTitle id="connected-apps-title">Connected apps</CardTitle>
        <p className="text-sm text-muted-foreground">
          Assistants you allowed to use your account. Revoking one stops it at once.
        </p>
      </CardHeader>
      <CardContent>
        {apps.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading your connected apps…
          </p>
        ) : apps.isError ? (
          <p role="alert" className="text-sm text-destructive">
            We could not load your connected apps. Please reload the page.
          </p>
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No connected apps. When you approve an assistant such as Claude or Cursor, it appears
            here.
          </p>
        ) : (
          <ul className="divide-y divide-border">
            {list.map((app) => (
              <AppRow key={app.clientId} app={app} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
