import type { ReactNode } from "react";
import { BackToHome } from "../../../components/back-to-home.tsx";

/** Frame shared by the Terms and Privacy pages: way home, title, date and a readable column. */
export function LegalPage({
  title,
  updated,
  summary,
  children,
}: {
  title: string;
  updated: string;
  summary: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <BackToHome />
      <h1 className="text-4xl font-bold tracking-tight text-ink sm:text-5xl">{title}</h1>
      <p className="mt-3 text-sm font-medium text-muted-foreground">{`Last updated: ${updated}`}</p>
      <p className="mt-6 rounded-xl border border-border bg-muted p-5 leading-relaxed text-foreground">
        {summary}
      </p>
      <div className="prose-page mt-4">{children}</div>
    </div>
  );
}
