import { LIMITS } from "../../../../contract/site.ts";
import { SectionHeading } from "./section-heading.tsx";

const STEPS = [
  {
    title: "Describe your idea",
    body: `Tell us who it is for and what it solves, in up to ${LIMITS.ideaMaxLength} characters. No pitch deck needed.`,
  },
  {
    title: "We gather the evidence",
    body: "We search competitors and public conversations on Reddit, Hacker News, YouTube, X, TikTok, Facebook, Bluesky and Stack Exchange, read App Store reviews of the apps people already use, and what users ask open-source tools for in their GitHub issues.",
  },
  {
    title: "Decide with confidence",
    body: "In under a minute, read the competitors, the pain points and a strategy, then ask the AI follow-up questions.",
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="border-y border-border bg-muted/50">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-24">
        <SectionHeading
          id="how-title"
          eyebrow="How It Works"
          title="From idea to evidence in three steps"
        />
        <div className="relative mt-14">
          <div
            aria-hidden="true"
            className="absolute left-[16.66%] right-[16.66%] top-6 hidden h-px bg-gradient-to-r from-primary/10 via-primary/40 to-primary/10 md:block"
          />
          <ol className="relative grid gap-10 md:grid-cols-3 md:gap-8">
            {STEPS.map((step, index) => (
              <li key={step.title} className="relative text-center">
                <span className="relative mx-auto grid size-12 place-items-center rounded-full border border-primary/30 bg-card text-lg font-bold text-primary-hover shadow-sm">
                  {index + 1}
                </span>
                <h3 className="mt-5 text-lg font-semibold text-ink">{step.title}</h3>
                <p className="mx-auto mt-2 max-w-xs leading-relaxed text-muted-foreground">
                  {step.body}
                </p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
