import { Link } from "react-router";
import type { ReactNode } from "react";
import { NOTION_MESSAGES, type NotionStatus } from "../../../../contract/integrations.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardTitle } from "../../../components/ui/card.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { cn } from "../../../lib/cn.ts";
import { formatDate } from "../../../lib/format.ts";
import { toast } from "../../../lib/toast.ts";
import { NOTION_CONNECT_URL } from "../api/connect-notion.ts";
import { useDisconnectNotion } from "../api/disconnect-notion.ts";
import { useIntegrations } from "../api/get-integrations.ts";
import { useNotionCallbackToast } from "../hooks/use-notion-callback-toast.ts";
import { CrunchbaseMark, NotionMark } from "./brand-marks.tsx";
import { NotionIcon } from "./notion-icon.tsx";
import { SharedLinksCard } from "./shared-links-card.tsx";

const BADGE_TONES = {
  premium: "bg-accent-soft text-ink",
  connected: "bg-primary-soft text-primary-hover",
  neutral: "bg-muted text-muted-foreground",
} as const;

function Badge({ tone, children }: { tone: keyof typeof BADGE_TONES; children: ReactNode }) {
  return (
    <span className={cn("rounded-full px-2 py-0.5 text-xs font-semibold", BADGE_TONES[tone])}>
      {children}
    </span>
  );
}

/** One service: its mark, name, badges and a line on what it does, with its one button. */
function IntegrationCard({
  id,
  name,
  mark,
  badges,
  description,
  action,
  children,
}: {
  id: string;
  name: string;
  mark: ReactNode;
  badges: ReactNode;
  description: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card role="region" aria-labelledby={`${id}-title`} data-testid={`${id}-card`}>
      <CardContent className="flex flex-col gap-4 pt-6 sm:flex-row sm:items-start">
        <div className="shrink-0 text-ink">{mark}</div>
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle id={`${id}-title`}>{name}</CardTitle>
            {badges}
          </div>
          <p className="text-sm text-muted-foreground">{description}</p>
          {children}
        </div>
        {action ? <div className="shrink-0">{action}</div> : null}
      </CardContent>
    </Card>
  );
}

function ConnectedWorkspace({ notion }: { notion: NotionStatus }) {
  return (
    <div className="space-y-0.5 text-sm">
      <p className="flex min-w-0 items-center gap-2 font-medium text-ink">
        <NotionIcon icon={notion.workspaceIcon} />
        <span className="truncate">{notion.workspaceName ?? "Notion workspace"}</span>
      </p>
      {notion.connectedAt ? (
        <p className="text-muted-foreground">
          Connected <time dateTime={notion.connectedAt}>{formatDate(notion.connectedAt)}</time>
        </p>
      ) : null}
    </div>
  );
}

function DisconnectButton() {
  const disconnect = useDisconnectNotion();
  const run = async () => {
    try {
      await disconnect.mutateAsync();
      void toast.success(NOTION_MESSAGES.disconnected);
    } catch (error) {
      void toast.error(NOTION_MESSAGES.disconnectFailed, {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };
  return (
    <Button
      variant="outline"
      disabled={disconnect.isPending}
      aria-busy={disconnect.isPending}
      onClick={() => void run()}
    >
      Disconnect
    </Button>
  );
}

/** Connected first (a lapsed plan can still disconnect), then the plan, then the way in. */
function NotionAction({ notion }: { notion: NotionStatus }) {
  if (!notion.available) return null;
  if (notion.connected) return <DisconnectButton />;
  if (!notion.eligible)
    return (
      <Button asChild variant="outline">
        <Link to="/pricing">Upgrade Required</Link>
      </Button>
    );
  return (
    <Button asChild>
      {/* A real navigation: the server redirects on to Notion's consent page. */}
      <a href={NOTION_CONNECT_URL}>Connect Notion</a>
    </Button>
  );
}

function NotionCard() {
  const integrations = useIntegrations();
  const notion = integrations.data?.notion;
  const badges = (
    <>
      <Badge tone="premium">Professional</Badge>
      {notion ? (
        <Badge tone={notion.connected ? "connected" : "neutral"}>
          {notion.connected ? "Connected" : "Not Connected"}
        </Badge>
      ) : null}
    </>
  );
  return (
    <IntegrationCard
      id="notion"
      name="Notion"
      mark={<NotionMark />}
      badges={badges}
      description="Export any report to a page in your Notion workspace."
      action={notion ? <NotionAction notion={notion} /> : null}
    >
      {integrations.isPending ? <Skeleton className="h-5 w-48" /> : null}
      {integrations.isError ? (
        <p role="alert" className="text-sm text-destructive">
          We could not load your integrations. Please reload the page.
        </p>
      ) : null}
      {notion && !notion.available ? (
        <p className="text-sm font-medium text-ink">{NOTION_MESSAGES.notConfigured}</p>
      ) : null}
      {notion?.connected ? <ConnectedWorkspace notion={notion} /> : null}
    </IntegrationCard>
  );
}

function CrunchbaseCard() {
  return (
    <IntegrationCard
      id="crunchbase"
      name="Crunchbase"
      mark={<CrunchbaseMark />}
      badges={
        <>
          <Badge tone="neutral">Not Connected</Badge>
          <Badge tone="neutral">Coming Soon</Badge>
        </>
      }
      description="Company and funding data for the competitors in your reports."
      action={
        <Button variant="outline" disabled>
          Connect Crunchbase
        </Button>
      }
    />
  );
}

/** Settings > Integrations: Notion, Crunchbase (not yet), and the report links the user shared. */
export function IntegrationsPanel() {
  useNotionCallbackToast();
  return (
    <div className="space-y-4">
      <NotionCard />
      <CrunchbaseCard />
      <SharedLinksCard />
    </div>
  );
}
