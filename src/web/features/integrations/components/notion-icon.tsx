import { cn } from "../../../lib/cn.ts";
import { httpsUrl } from "../lib/https-url.ts";

/**
 * A workspace's or page's icon as Notion hands it out: an emoji as text, an https image, or
 * nothing at all (any other URL is never loaded).
 */
export function NotionIcon({ icon, className }: { icon: string | null; className?: string }) {
  if (!icon) return null;
  const url = httpsUrl(icon);
  if (url)
    return (
      <img
        src={url}
        alt=""
        className={cn("size-5 shrink-0 rounded object-cover", className)}
        referrerPolicy="no-referrer"
        loading="lazy"
      />
    );
  // An emoji is a few code points; a longer string or a non-https URL is not an icon to show.
  if (icon.length > 16 || /^[a-z][a-z0-9+.-]*:/i.test(icon)) return null;
  return (
    <span aria-hidden="true" className={cn("shrink-0 text-base leading-none", className)}>
      {icon}
    </span>
  );
}
