import { LIMITS } from "../../../../contract/site.ts";
import { Search, Sparkles, Target, type LucideIcon } from "lucide-react";
import { SectionHeading } from "./section-heading.tsx";

const FEATURES: { icon: LucideIcon; title: string; body: string; detail: string }[] = [
  {
    icon: Search,
    title: "Find Competitors",
    body: `Up to ${LIMITS.maxCompetitors} similar products with what they do, how they price and the features users rely on.`,
    detail: "Every link was found by a search or checked",
  },
  {
    icon: Target,
    title: "Market Gaps",
    body: "Pain points pulled from real threads and comments, grouped into the gaps current tools leave open.",
    detail: "Each pain point traces back to its sources",
  },
  {
    icon: Sparkles,
    title: "AI Insights",
    body: "A market summary, the segment to target first and a recommended strategy, then a chat to dig deeper.",
    detail: "Estimates are always labelled as estimates",
  },
];

export function FeatureGrid() {
  return (
    <section
      aria-labelledby="features-title"
      className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-24"
    >
      <SectionHeading
        id="features-title"
        eyebrow="What you get"
        title="Everything you need to decide, in one report"
        lead="Stop stitching together forum searches, review sites and guesswork. One idea in, one evidence-backed report out."
      />
      <ul className="mt-14 grid gap-6 md:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, body, detail }) => (
          <li
            key={title}
            className="group relative flex flex-col rounded-2xl border border-border bg-card p-7 shadow-sm transition-shadow hover:shadow-lg hover:shadow-primary/5"
          >
            <span className="grid size-12 place-items-center rounded-xl bg-gradient-to-br from-primary to-primary-hover text-primary-foreground shadow-md shadow-primary/20">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-6 text-xl font-semibold text-ink">{title}</h3>
            <p className="mt-3 flex-1 leading-relaxed text-muted-foreground">{body}</p>
            <p className="mt-6 border-t border-border pt-4 text-sm font-medium text-ink">
              {detail}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
