import { Gift, History, Settings, Tag } from "lucide-react";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { BRAND } from "../../contract/site.ts";
import { BrandLogo } from "./brand-logo.tsx";
import { Button } from "./ui/button.tsx";

const LINKS = [
  { to: "/history", label: "History", icon: History },
  { to: "/pricing", label: "Pricing", icon: Tag },
  { to: "/referral", label: "Refer a friend", icon: Gift, compact: true },
  { to: "/settings", label: "Settings", icon: Settings, compact: true },
] as const;

/**
 * The signed-in app's header (spec: History, Pricing and the sign-out icon), plus the way to the
 * referral programme and settings, which the spec's pages would otherwise leave unreachable.
 * app-layout renders it once above every signed-in page; the logo leads back to the dashboard.
 * The sign-out control comes from the route, since components do not reach into features.
 */
export function AppHeader({ signOut }: { signOut: ReactNode }) {
  return (
    <header className="no-print sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        {/* On a phone the mark alone, so the five actions fit in 360 px. */}
        <BrandLogo
          to="/dashboard"
          label={`${BRAND.name} dashboard`}
          className="[&>span]:hidden sm:[&>span]:inline"
        />
        <nav aria-label="Account" className="flex items-center gap-0.5 sm:gap-2">
          {LINKS.map(({ to, label, icon: Icon, ...link }) => {
            const compact = "compact" in link;
            return (
              <Button
                key={to}
                asChild
                variant="ghost"
                size="sm"
                className="aria-[current=page]:bg-muted aria-[current=page]:text-ink"
              >
                <NavLink to={to} aria-label={label} title={compact ? label : undefined}>
                  <Icon aria-hidden="true" />
                  {compact ? null : (
                    <span className="hidden sm:inline" aria-hidden="true">
                      {label}
                    </span>
                  )}
                </NavLink>
              </Button>
            );
          })}
          {signOut}
        </nav>
      </div>
    </header>
  );
}
