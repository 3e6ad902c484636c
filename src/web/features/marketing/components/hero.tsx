import { LIMITS } from "../../../../contract/site.ts";
import { Check } from "lucide-react";
import { GetStartedButton } from "./get-started-button.tsx";
import { ReportMock } from "./report-mock.tsx";

const SOURCES = [
  "Reddit",
  "Hacker News",
  "YouTube",
  "X",
  "TikTok",
  "Facebook",
  "Stack Exchange",
  "App Store",
  "Bluesky",
  "GitHub issues",
];

export function Hero({ signedIn }: { signedIn: boolean }) {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,var(--color-border)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-border)_1px,transparent_1px)] bg-[size:48px_48px] opacity-40 [mask-image:radial-gradient(ellipse_at_top,black_20%,transparent_70%)]"
      />
      <div
        aria-hidden="true"
        className="absolute -top-48 left-1/2 -z-10 h-[36rem] w-[64rem] -translate-x-1/2 rounded-full bg-gradient-to-b from-primary-soft via-accent-soft/60 to-transparent blur-3xl"
      />
      <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-14 px-4 pb-20 pt-14 sm:px-6 sm:pt-20 lg:grid-cols-[1.05fr_1fr] lg:gap-12 lg:pb-28">
        <div className="min-w-0 text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-primary/25 bg-card/80 px-3 py-1 text-sm font-medium text-primary-hover shadow-xs">
            <span className="size-1.5 rounded-full bg-primary" aria-hidden="true" />
            Evidence you can click, not guesses
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-balance text-4xl font-extrabold tracking-tight text-ink sm:text-5xl lg:text-6xl lg:leading-[1.05]"
          >
            Validate Your SaaS Idea in 60 Seconds
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-pretty text-lg leading-relaxed text-muted-foreground lg:mx-0">
            Describe your idea and get a report built from real evidence: up to{" "}
            {LIMITS.maxCompetitors} similar competitors, what real users say about the problem, the
            gaps nobody fills yet and a strategy to stand out. Every quote links to where it was
            said.
          </p>
          <div className="mt-8 flex flex-col items-center gap-4 sm:flex-row sm:justify-center lg:justify-start">
            <GetStartedButton signedIn={signedIn} className="w-full sm:w-auto" />
            <a
              href="#preview"
              className="inline-flex h-12 w-full items-center justify-center rounded-lg border border-border bg-card px-6 text-base font-semibold text-ink shadow-xs hover:bg-muted sm:w-auto"
            >
              Try a free preview
            </a>
          </div>
          <p className="mt-4 inline-flex items-center gap-1.5 text-sm text-muted-foreground">
            <Check className="size-4 text-primary" aria-hidden="true" />
            No credit card required
          </p>
          <div className="mt-10">
            <p className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">
              Real conversations from
            </p>
            <ul className="mt-3 flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm font-semibold text-ink/80 lg:justify-start">
              {SOURCES.map((source) => (
                <li key={source}>{source}</li>
              ))}
            </ul>
          </div>
        </div>
        <div className="min-w-0">
          <ReportMock />
          <p className="mt-4 text-center text-xs text-muted-foreground">
            Illustration of a report’s layout. Real reports show the text and links we found.
          </p>
        </div>
      </div>
    </section>
  );
}
