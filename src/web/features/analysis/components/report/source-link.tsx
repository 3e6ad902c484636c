import { ExternalLink, LinkIcon } from "lucide-react";
import { isHttpUrl } from "./is-http-url.ts";

/** Spec section 5: a source link is clickable only when its URL starts with http. */
export function SourceLink({ url, label = "View source" }: { url: string | null; label?: string }) {
  if (!isHttpUrl(url)) {
    return (
      <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
        <LinkIcon className="size-3.5 opacity-50" aria-hidden="true" />
        Source URL not available
      </span>
    );
  }
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="inline-flex items-center gap-1 rounded text-xs font-medium text-primary underline-offset-2 hover:underline"
    >
      <ExternalLink className="size-3.5" aria-hidden="true" />
      {label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
