import { Copy } from "lucide-react";
import { API_ACCESS_MESSAGES } from "../../../../contract/api-access.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { copyText } from "../lib/copy-text.ts";

/** A first request to try the key with: listing the user's analyses (needs analyses:read). */
export function curlExample(key: string, origin: string): string {
  return `curl -H "Authorization: Bearer ${key}" ${origin}/api/analyses`;
}

/**
 * The key just created, shown this once: it lives only in the card's state, and Done (or leaving
 * the page) forgets it.
 */
export function NewApiKey({ apiKey, onDone }: { apiKey: string; onDone: () => void }) {
  const example = curlExample(apiKey, window.location.origin);
  return (
    <div className="space-y-3 rounded-lg border border-primary/30 bg-primary-soft px-4 py-4">
      <p role="status" className="text-sm font-medium text-ink">
        {API_ACCESS_MESSAGES.keyCreated}
      </p>
      <div className="space-y-2">
        <Label htmlFor="new-api-key">Your new API key</Label>
        <div className="flex gap-2">
          <Input
            id="new-api-key"
            readOnly
            value={apiKey}
            spellCheck={false}
            className="font-mono"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button type="button" variant="outline" onClick={() => void copyText(apiKey, "API key")}>
            <Copy aria-hidden="true" /> Copy
          </Button>
        </div>
      </div>
      <div className="space-y-1">
        <p className="text-sm text-muted-foreground">Try it:</p>
        <pre className="overflow-x-auto rounded-md bg-card px-3 py-2 text-xs text-ink">
          <code data-testid="curl-example">{example}</code>
        </pre>
      </div>
      <Button type="button" variant="ghost" size="sm" onClick={onDone}>
        Done, I have copied it
      </Button>
    </div>
  );
}
