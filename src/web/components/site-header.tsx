import { Link, NavLink } from "react-router";
import { useSession } from "../lib/use-session.ts";
import { BrandLogo } from "./brand-logo.tsx";
import { Button } from "./ui/button.tsx";

const NAV = [
  { to: "/about", label: "About" },
  { to: "/blog", label: "Blog" },
  { to: "/pricing", label: "Pricing" },
];

export function SiteHeader() {
  const session = useSession();
  const signedIn = session.status === "signed-in";
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur no-print">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <BrandLogo />
        <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
          <ul className="hidden items-center gap-1 sm:flex">
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    `rounded-lg px-3 py-2 text-sm font-medium hover:bg-muted ${isActive ? "text-primary" : "text-muted-foreground"}`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {signedIn ? (
            <Button asChild size="sm">
              <Link to="/dashboard">Dashboard</Link>
            </Button>
          ) : (
            <>
              <Button asChild variant="ghost" size="sm">
                <Link to="/auth">Sign In</Link>
              </Button>
              <Button asChild size="sm">
                <Link to="/auth?tab=signup">Sign Up</Link>
              </Button>
            </>
          )}
        </nav>
      </div>
      <nav aria-label="Sections" className="border-t border-border/60 sm:hidden">
        <ul className="mx-auto flex max-w-6xl justify-around px-4">
          {NAV.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="block px-3 py-2 text-sm font-medium text-muted-foreground"
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
