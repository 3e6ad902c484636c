import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import type { Route } from "./+types/root";
import { DemoBanner } from "./components/demo-banner.tsx";
import { PageSpinner } from "./components/page-spinner.tsx";
import { Toaster } from "./components/ui/toaster.tsx";
import "./app.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-card focus:px-4 focus:py-2 focus:shadow"
        >
          Skip to content
        </a>
        <DemoBanner />
        {children}
        <Toaster />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function Root() {
  return <Outlet />;
}

/** Shown while the signed-in app's shell loads (the SPA fallback). */
export function HydrateFallback() {
  return <PageSpinner label="Loading" />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : "Something went wrong";
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-3xl font-bold text-ink">{title}</h1>
      <p className="text-muted-foreground">
        Please reload the page. If it keeps happening, contact us and we will look into it.
      </p>
      <a href="/" className="font-semibold text-primary underline underline-offset-4">
        Go back home
      </a>
    </main>
  );
}
