import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "../components/ui/button.tsx";
import { SiteFooter } from "../components/site-footer.tsx";
import { SiteHeader } from "../components/site-header.tsx";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => [
  { title: "Page not found | Groundtruth" },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  const location = useLocation();
  useEffect(() => {
    console.error(`404: no page at ${location.pathname}`);
  }, [location.pathname]);
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main
        id="main"
        className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-5 px-6 py-24 text-center"
      >
        <p className="text-7xl font-extrabold tracking-tight text-primary">404</p>
        <h1 className="text-2xl font-bold text-ink">Oops! Page not found</h1>
        <p className="text-muted-foreground">
          The page you were looking for does not exist or has moved.
        </p>
        <Button asChild size="lg">
          <Link to="/">Return to Home</Link>
        </Button>
      </main>
      <SiteFooter />
    </div>
  );
}
