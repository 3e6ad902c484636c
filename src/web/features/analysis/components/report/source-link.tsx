import { ExternalLink, LinkIcon } from "lucide-react";
import { isHttpUrl } from "../../../../../contract/http-url.ts";

/**
 * Spec section 5: a source link is clickable only when its URL starts with http. With `children`
 * it is a named link in running text (a thread's title, a community), otherwise "View source".
 */
export function SourceLink({
  url,
  label = "View source",
  children,
}: {
  url: string | null;
  label?: string;
  children?: React.ReactNode;
}) {
  if (!isHttpUrl(url)) {
    return children ? (
      <span className="break-words text-ink">
        {children} <span className="text-xs text-muted-foreground">(Source URL not available)</span>
      </span>
    ) : (
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
      className={
        children
          ? "inline-flex items-baseline gap-1 rounded font-medium break-words text-primary underline-offset-2 hover:underline"
          : "inline-flex items-center gap-1 rounded text-xs font-medium text-primary underline-offset-2 hover:underline"
      }
    >
      <ExternalLink
        className={children ? "size-3.5 shrink-0 self-center" : "size-3.5"}
        aria-hidden="true"
      />
      {children ? <span className="min-w-0">{children}</span> : label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
