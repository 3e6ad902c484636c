import { IntegrityFiguresSection } from "../features/integrity/components/integrity-figures.tsx";
import { QueryProvider } from "../lib/query-provider.tsx";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/integrity";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "How we check our evidence",
    description:
      "Measured, not claimed: how many quotes are still word for word at their source, how many competitor links still open, and what our checks refused.",
    path: "/integrity",
  });

/** Public and prerendered: the shell is static, the figures come from the server (ADR 0028). */
export default function IntegrityPage() {
  return (
    <div>
      <section className="border-b border-border">
        <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary-hover">
            Integrity
          </p>
          <h1 className="mt-4 text-balance text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">
            How we check our evidence
          </h1>
          <p className="mt-6 text-pretty text-lg leading-relaxed text-muted-foreground">
            We promise that every quote in a report is a real person's words, fetched from a public
            source with its link. Here is how well that promise holds, measured across all reports
            and updated every day. Only counts are shown here: no idea, quote or account.
          </p>
        </div>
      </section>
      <section aria-label="Figures" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <QueryProvider>
          <IntegrityFiguresSection />
        </QueryProvider>
      </section>
      <section aria-labelledby="not-sampled-title" className="border-t border-border bg-muted/50">
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
          <h2 id="not-sampled-title" className="text-2xl font-bold tracking-tight text-ink">
            What is not re-read
          </h2>
          <p className="mt-4 leading-relaxed text-muted-foreground">
            Posts from TikTok, Facebook and X that a web search found have no id we can ask their
            platform for, so they are not in the sample; nor are descriptions of YouTube videos and
            App Store listings, which are not a user's words. Their quotes were verbatim when the
            report was made; these figures do not speak for them afterwards.
          </p>
          <p className="mt-4 leading-relaxed text-muted-foreground">
            App Store reviews are read again from the store's review feed, which lists only an app's
            500 most recent reviews. A review no longer in it may have been deleted or may simply be
            older than those 500, and nothing tells the two apart, so it counts as unreachable, not
            gone. Only an app that has left the store takes its reviews with it.
          </p>
        </div>
      </section>
    </div>
  );
}
