import { RevokeButton } from "../../../components/ui/revoke-button.tsx";
import { Copy, Link2Off } from "lucide-react";
import { Link } from "react-router";
import { SHARE_MESSAGES, type ShareLink } from "../../../../contract/integrations.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { formatDate } from "../../../lib/format.ts";
import { useShareLinks } from "../api/list-share-links.ts";
import { useRevokeShareLink } from "../api/revoke-share-link.ts";
import { copyShareUrl } from "../lib/copy-share-url.ts";

function RevokeShareButton({ share, describedBy }: { share: ShareLink; describedBy: string }) {
  const revoke = useRevokeShareLink();
  return (
    <RevokeButton
      icon={<Link2Off aria-hidden="true" />}
      describedBy={describedBy}
      pending={revoke.isPending}
      title="Revoke this link?"
      description="Anyone who opens it will be told the report is no longer available. You can create a new link from the report at any time."
      confirmLabel="Revoke link"
      revoke={() => revoke.mutateAsync(share.id)}
      revoked={SHARE_MESSAGES.revoked}
      failed="Could not revoke the link."
    />
  );
}

function ShareRow({ share }: { share: ShareLink }) {
  const ideaId = `share-${share.id}-idea`;
  const { url } = share;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <Link
          id={ideaId}
          to={`/results/${encodeURIComponent(share.analysisId)}`}
          className="line-clamp-2 break-words font-medium text-ink hover:underline"
        >
          {share.ideaText}
        </Link>
        <p className="text-sm text-muted-foreground">
          Created <time dateTime={share.createdAt}>{formatDate(share.createdAt)}</time>
        </p>
        {/* Its address is lost here, yet it still opens: revoking is the one thing left to do. */}
        {url === null ? <p className="text-sm text-ink">{SHARE_MESSAGES.unreadable}</p> : null}
      </div>
      <div className="flex shrink-0 gap-2">
        {url !== null ? (
          <Button
            variant="outline"
            size="sm"
            aria-describedby={ideaId}
            onClick={() => void copyShareUrl(url)}
          >
            <Copy aria-hidden="true" /> Copy link
          </Button>
        ) : null}
        <RevokeShareButton share={share} describedBy={ideaId} />
      </div>
    </li>
  );
}

/** The user's live read-only links, each one copied or switched off from here. */
export function SharedLinksCard() {
  const shares = useShareLinks();
  const list = shares.data?.shares ?? [];
  return (
    <Card role="region" aria-labelledby="shared-links-title">
      <CardHeader>
        <CardTitle id="shared-links-title">Shared links</CardTitle>
        <p className="text-sm text-muted-foreground">
          Read-only links to your reports. A revoked link stops working at once.
        </p>
      </CardHeader>
      <CardContent>
        {shares.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading your shared links…
          </p>
        ) : shares.isError ? (
          <p role="alert" className="text-sm text-destructive">
            We could not load your shared links. Please reload the page.
          </p>
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No shared links yet. Create one from a report&apos;s Share button.
          </p>
        ) : (
          <ul className="divide-y divide-border">
            {list.map((share) => (
              <ShareRow key={share.id} share={share} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
