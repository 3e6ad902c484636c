import { CheckCircle2, Loader2 } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { UNSUBSCRIBE_LINK_INVALID_MESSAGE } from "../../../../contract/watch.ts";
import { BrandFrame } from "../../../components/brand-frame.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useUnsubscribe, useUnsubscribeInfo, type UnsubscribeLink } from "../api/unsubscribe.ts";

function Done({ title, body }: { title: string; body: string }) {
  return (
    <div role="status" className="space-y-3">
      <p className="flex items-center gap-2 font-semibold text-ink">
        <CheckCircle2 aria-hidden="true" className="size-5 text-primary" /> {title}
      </p>
      <p className="text-sm text-muted-foreground">{body}</p>
    </div>
  );
}

function Confirm({ link }: { link: UnsubscribeLink }) {
  const info = useUnsubscribeInfo(link);
  const unsubscribe = useUnsubscribe(link);
  if (info.isPending) return <p role="status">Loading…</p>;
  if (info.isError)
    return (
      <p role="alert" className="text-destructive">
        {info.error instanceof ApiError ? info.error.message : UNSUBSCRIBE_LINK_INVALID_MESSAGE}
      </p>
    );
  if (unsubscribe.isSuccess || info.data === null)
    return (
      <Done
        title="You will get no more e-mails about this idea."
        body="The watch is stopped. Its reports stay in your history, and you can watch the idea again from any of them."
      />
    );
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">Stop watching this idea and its e-mails:</p>
      <blockquote className="rounded-lg border border-border bg-muted p-3 text-ink">
        {info.data.idea}
      </blockquote>
      {unsubscribe.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {unsubscribe.error instanceof ApiError
            ? unsubscribe.error.message
            : "That did not work. Please try again."}
        </p>
      ) : null}
      <Button disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
        {unsubscribe.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        Stop e-mails about this idea
      </Button>
    </div>
  );
}

/**
 * Where a watch e-mail's unsubscribe link lands: no sign-in, one click to confirm. Opening the
 * page changes nothing, so a mail scanner that follows links stops no watch.
 */
export function UnsubscribeScreen() {
  const [params] = useSearchParams();
  const watch = params.get("watch");
  const signature = params.get("signature");
  return (
    <BrandFrame>
      <Card>
        <CardHeader>
          <CardTitle>Watch e-mails</CardTitle>
        </CardHeader>
        <CardContent className="space-y-6">
          {watch && signature ? (
            <Confirm link={{ watch, signature }} />
          ) : (
            <p role="alert" className="text-destructive">
              {UNSUBSCRIBE_LINK_INVALID_MESSAGE}
            </p>
          )}
          <Link
            to="/settings?tab=watches"
            className="block text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            Manage watched ideas in Settings
          </Link>
        </CardContent>
      </Card>
    </BrandFrame>
  );
}
