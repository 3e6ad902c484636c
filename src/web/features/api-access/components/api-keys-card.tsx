import { RevokeButton } from "../../../components/ui/revoke-button.tsx";
import { KeyRound } from "lucide-react";
import { useId, useState } from "react";
import {
  API_ACCESS_MESSAGES,
  type ApiKeyView,
  type CreatedApiKey,
} from "../../../../contract/api-access.ts";
import { BRAND } from "../../../../contract/site.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { formatDate } from "../../../lib/format.ts";
import { useApiKeys } from "../api/list-api-keys.ts";
import { useRevokeApiKey } from "../api/revoke-api-key.ts";
import { CreateApiKeyForm } from "./create-api-key-form.tsx";
import { LastUsed } from "./last-used.tsx";
import { NewApiKey } from "./new-api-key.tsx";
import { ScopeList } from "./scope-list.tsx";

function RevokeKeyButton({ apiKey, describedBy }: { apiKey: ApiKeyView; describedBy: string }) {
  const revoke = useRevokeApiKey();
  return (
    <RevokeButton
      icon={<KeyRound aria-hidden="true" />}
      describedBy={describedBy}
      pending={revoke.isPending}
      title={`Revoke “${apiKey.name}”?`}
      description="Scripts using this key stop working at once. You can create a new key at any time."
      confirmLabel="Revoke key"
      revoke={() => revoke.mutateAsync(apiKey.id)}
      revoked={API_ACCESS_MESSAGES.keyRevoked}
      failed="Could not revoke the key."
    />
  );
}

function KeyRow({ apiKey }: { apiKey: ApiKeyView }) {
  const nameId = useId();
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p id={nameId} className="break-words font-medium text-ink">
          {apiKey.name}
          {apiKey.start ? (
            <code className="ml-2 rounded bg-muted px-1.5 py-0.5 font-mono text-xs text-muted-foreground">
              {apiKey.start}…
            </code>
          ) : null}
        </p>
        <ScopeList scopes={apiKey.scopes} compact className="pt-1" />
        <p className="text-sm text-muted-foreground">
          Created <time dateTime={apiKey.createdAt}>{formatDate(apiKey.createdAt)}</time> ·{" "}
          <LastUsed at={apiKey.lastUsedAt} />
        </p>
      </div>
      <div className="shrink-0">
        <RevokeKeyButton apiKey={apiKey} describedBy={nameId} />
      </div>
    </li>
  );
}

function KeyList() {
  const keys = useApiKeys();
  const list = keys.data?.keys ?? [];
  if (keys.isPending)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading your API keys…
      </p>
    );
  if (keys.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        We could not load your API keys. Please reload the page.
      </p>
    );
  if (list.length === 0) return <p className="text-sm text-muted-foreground">No API keys yet.</p>;
  return (
    <ul aria-label="Your API keys" className="divide-y divide-border">
      {list.map((apiKey) => (
        <KeyRow key={apiKey.id} apiKey={apiKey} />
      ))}
    </ul>
  );
}

/** Settings > Integrations: personal API keys for the user's own scripts. */
export function ApiKeysCard() {
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  return (
    <Card role="region" aria-labelledby="api-keys-title">
      <CardHeader>
        <CardTitle id="api-keys-title">API keys</CardTitle>
        <p className="text-sm text-muted-foreground">
          Keys let your own scripts use the {BRAND.name} API as you, with the same credits and
          limits. Keep them secret.
        </p>
      </CardHeader>
      <CardContent className="space-y-6">
        {created ? <NewApiKey apiKey={created.key} onDone={() => setCreated(null)} /> : null}
        <KeyList />
        <CreateApiKeyForm onCreated={setCreated} />
      </CardContent>
    </Card>
  );
}
