import { Link } from "react-router";
import { BRAND } from "../../contract/site.ts";

/** Links home by default; the signed-in app points it at the dashboard, its own home. */
export function BrandLogo({
  className = "",
  to = "/",
  label = `${BRAND.name} home`,
}: {
  className?: string;
  to?: string;
  label?: string;
}) {
  return (
    <Link
      to={to}
      className={`inline-flex items-center gap-2 font-bold text-ink ${className}`}
      aria-label={label}
    >
      <svg viewBox="0 0 32 32" className="size-7" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="currentColor" className="text-primary" />
        <path
          d="M9 17.5l4.5 4.5L23 11"
          fill="none"
          stroke="#fff"
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="text-lg tracking-tight">{BRAND.name}</span>
    </Link>
  );
}
