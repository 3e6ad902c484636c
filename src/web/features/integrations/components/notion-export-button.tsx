import { useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { CheckCircle2, ExternalLink, Loader2, X } from "lucide-react";
import { Dialog, Progress, RadioGroup } from "radix-ui";
import { useEffect, useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import {
  NOTION_MESSAGES,
  type NotionExportBody,
  type NotionExportResult,
  type NotionStatus,
} from "../../../../contract/integrations.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { toast } from "../../../lib/toast.ts";
import { useExportToNotion } from "../api/export-to-notion.ts";
import { useIntegrations } from "../api/get-integrations.ts";
import { useNotionPages } from "../api/list-notion-pages.ts";
import { useDebouncedValue } from "../hooks/use-debounced-value.ts";
import { httpsUrl } from "../lib/https-url.ts";
import { NotionMark } from "./brand-marks.tsx";
import { NotionIcon } from "./notion-icon.tsx";

type ExportMutation = UseMutationResult<NotionExportResult, Error, NotionExportBody>;

const SEARCH_DEBOUNCE_MS = 300;

function isRevoked(error: Error | null): boolean {
  return error instanceof ApiError && error.code === "integration_revoked";
}

/** The server's own words when it sent some; a reply we could not read gets the plain failure. */
function ExportError({ error }: { error: Error }) {
  const code = error instanceof ApiError ? error.code : null;
  return (
    <div
      role="alert"
      className="space-y-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
    >
      <p>{error instanceof ApiError ? error.message : NOTION_MESSAGES.failed}</p>
      {code === "integration_revoked" ? (
        <Button asChild size="sm" variant="outline">
          <Link to="/settings?tab=integrations">Reconnect</Link>
        </Button>
      ) : null}
      {code === "payment_required" ? (
        <Button asChild size="sm" variant="outline">
          <Link to="/pricing">See plans</Link>
        </Button>
      ) : null}
    </div>
  );
}

function ExportProgress() {
  return (
    <div role="status" aria-live="polite" className="space-y-2">
      <Progress.Root
        value={null}
        aria-label="Exporting to Notion"
        className="h-1.5 overflow-hidden rounded-full bg-muted"
      >
        <Progress.Indicator className="h-full w-full animate-pulse bg-primary" />
      </Progress.Root>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        Exporting to Notion… long reports take a few seconds
      </p>
    </div>
  );
}

function ExportSuccess({ result }: { result: NotionExportResult }) {
  const url = httpsUrl(result.url);
  return (
    <div className="space-y-4">
      <div role="status" className="space-y-1">
        <p className="flex items-center gap-2 font-semibold text-ink">
          <CheckCircle2 className="size-5 text-primary" aria-hidden="true" />
          {NOTION_MESSAGES.exported}
        </p>
        <p className="text-sm text-muted-foreground">The new page holds {result.blocks} blocks.</p>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Dialog.Close asChild>
          <Button variant="ghost">Done</Button>
        </Dialog.Close>
        {url ? (
          <Button asChild>
            <a href={url} target="_blank" rel="noopener noreferrer">
              Open in Notion <ExternalLink aria-hidden="true" />
            </a>
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** Why there is nothing to choose yet, and the one place that fixes it. */
function Notice({ message, to, action }: { message: string; to: string; action: string }) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink">{message}</p>
      <div className="flex justify-end">
        <Button asChild>
          <Link to={to}>{action}</Link>
        </Button>
      </div>
    </div>
  );
}

/** An empty answer to a search is about the words typed, not about what Notion shares. */
function NoPages({ query, searching }: { query: string; searching: boolean }) {
  if (searching)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Searching your Notion pages…
      </p>
    );
  return (
    <p className="text-sm text-ink">
      {query ? `No pages match “${query}”.` : NOTION_MESSAGES.noPagesShared}
    </p>
  );
}

function PageList({
  pages,
  query,
  selected,
  onSelect,
  disabled,
}: {
  pages: ReturnType<typeof useNotionPages>;
  query: string;
  selected: string;
  onSelect: (id: string) => void;
  disabled: boolean;
}) {
  const itemPrefix = useId();
  if (pages.isPending)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading your Notion pages…
      </p>
    );
  if (pages.isError) return <ExportError error={pages.error} />;
  const list = pages.data.pages;
  // An empty list still on screen while the next search runs belongs to the previous words.
  if (list.length === 0) return <NoPages query={query} searching={pages.isPlaceholderData} />;
  return (
    <RadioGroup.Root
      aria-label="Notion pages"
      value={selected}
      onValueChange={onSelect}
      disabled={disabled}
      className="max-h-64 space-y-1 overflow-y-auto pr-1"
    >
      {list.map((page) => {
        const id = `${itemPrefix}-${page.id}`;
        return (
          <label
            key={page.id}
            htmlFor={id}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-border p-3 text-sm hover:bg-muted has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary-soft"
          >
            <RadioGroup.Item
              id={id}
              value={page.id}
              className="grid size-4 shrink-0 place-items-center rounded-full border border-ink/40 bg-card data-[state=checked]:border-primary"
            >
              <RadioGroup.Indicator className="size-2 rounded-full bg-primary" />
            </RadioGroup.Item>
            <NotionIcon icon={page.icon} />
            <span className="min-w-0 truncate text-ink">{page.title || "Untitled"}</span>
          </label>
        );
      })}
    </RadioGroup.Root>
  );
}

/**
 * A token revoked in Notion shows first in the page search: Settings must stop calling it
 * connected (the status alone, not this search again), and the dialog offers Reconnect.
 */
function useRevokedSearch(error: Error | null, onRevoked: (error: Error) => void): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!error || !isRevoked(error)) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.integrations, exact: true });
    onRevoked(error);
  }, [error, onRevoked, queryClient]);
}

function PagePicker({
  exporting,
  onRevoked,
}: {
  exporting: ExportMutation;
  onRevoked: (error: Error) => void;
}) {
  const [search, setSearch] = useState("");
  const [picked, setPicked] = useState("");
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const pages = useNotionPages(query, true);
  useRevokedSearch(pages.error, onRevoked);
  // A page a new search no longer lists is not exported to unseen.
  const selected = pages.data?.pages.some((page) => page.id === picked) ? picked : "";
  const searchId = useId();
  const busy = exporting.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!selected || busy) return;
    exporting.mutate(
      { parentPageId: selected },
      { onSuccess: () => void toast.success(NOTION_MESSAGES.exported) },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor={searchId}>Search pages</Label>
        <Input
          id={searchId}
          type="search"
          value={search}
          maxLength={100}
          disabled={busy}
          placeholder="Page title"
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <PageList
        pages={pages}
        query={query}
        selected={selected}
        onSelect={setPicked}
        disabled={busy}
      />
      {busy ? <ExportProgress /> : null}
      {exporting.error ? <ExportError error={exporting.error} /> : null}
      <div className="flex justify-end gap-2">
        <Dialog.Close asChild>
          <Button type="button" variant="ghost" disabled={busy}>
            Cancel
          </Button>
        </Dialog.Close>
        <Button type="submit" disabled={!selected || busy} aria-busy={busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          Export
        </Button>
      </div>
    </form>
  );
}

function ExportDialogBody({
  notion,
  exporting,
}: {
  notion: NotionStatus;
  exporting: ExportMutation;
}) {
  const [searchRevoked, setSearchRevoked] = useState<Error | null>(null);
  if (exporting.isSuccess) return <ExportSuccess result={exporting.data} />;
  // Before the status: a revoked token may already read as 'not connected' after the refetch.
  const revoked = isRevoked(exporting.error) ? exporting.error : searchRevoked;
  if (revoked) return <ExportError error={revoked} />;
  if (!notion.eligible)
    return <Notice message={NOTION_MESSAGES.upgradeRequired} to="/pricing" action="Upgrade" />;
  if (!notion.connected)
    return (
      <Notice
        message={NOTION_MESSAGES.notConnected}
        to="/settings?tab=integrations"
        action="Connect Notion"
      />
    );
  return <PagePicker exporting={exporting} onRevoked={setSearchRevoked} />;
}

/**
 * 'Export to Notion' for one finished analysis: the report becomes a new page under a page the
 * user picks. Hidden when this server has no Notion integration.
 */
export function NotionExportButton({ analysisId }: { analysisId: string }) {
  const integrations = useIntegrations();
  const exporting = useExportToNotion(analysisId);
  const [open, setOpen] = useState(false);
  const notion = integrations.data?.notion;
  if (!notion?.available) return null;

  const busy = exporting.isPending;
  // An export under way keeps the dialog: Escape, a click outside or the close button wait.
  const guard = (event: Event) => {
    if (busy) event.preventDefault();
  };
  const onOpenChange = (next: boolean) => {
    if (busy) return;
    if (next) exporting.reset();
    setOpen(next);
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm">
          <NotionMark className="size-4" /> Export to Notion
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content
          onEscapeKeyDown={guard}
          onInteractOutside={guard}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 space-y-4 overflow-y-auto rounded-xl bg-card p-6 shadow-lg"
        >
          <div className="flex items-start justify-between gap-3">
            <div className="space-y-1">
              <Dialog.Title className="text-lg font-semibold text-ink">
                Export to Notion
              </Dialog.Title>
              <Dialog.Description className="text-sm text-muted-foreground">
                The report becomes a new page inside the Notion page you choose.
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close" disabled={busy}>
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          {open ? <ExportDialogBody notion={notion} exporting={exporting} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
