import { BadgeCheck, Link2, Quote, Scale } from "lucide-react";

const PROMISES = [
  {
    icon: Quote,
    title: "Every quote is verbatim",
    body: "User feedback is the exact text someone posted in public, never a paraphrase passed off as a quote and never invented.",
  },
  {
    icon: Link2,
    title: "Every quote links to its source",
    body: "Each comment carries the link to the thread, video or post it came from, so you can read the context yourself.",
  },
  {
    icon: BadgeCheck,
    title: "Every competitor link is real",
    body: "Competitor links come from a search result or were checked before they reach your report. No guessed URLs.",
  },
  {
    icon: Scale,
    title: "Every estimate says it is one",
    body: "Downloads and revenue figures are labelled as estimates. When we cannot find evidence, the report says so.",
  },
];

export function TrustSection() {
  return (
    <section
      aria-labelledby="trust-title"
      className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-24"
    >
      <div className="grid grid-cols-1 gap-12 lg:grid-cols-[0.9fr_1.1fr] lg:items-center">
        <div className="text-center lg:text-left">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary-hover">
            Why founders trust it
          </p>
          <h2
            id="trust-title"
            className="mt-3 text-balance text-3xl font-bold tracking-tight text-ink sm:text-4xl"
          >
            No fabricated evidence. Ever.
          </h2>
          <p className="mt-4 text-pretty text-lg leading-relaxed text-muted-foreground">
            Some idea-validation tools fill their reports with quotes nobody said and numbers nobody
            measured. A decision built on those is a guess with better formatting. We only show what
            we can point to.
          </p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {PROMISES.map(({ icon: Icon, title, body }) => (
            <li key={title} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
              <Icon className="size-6 text-primary" aria-hidden="true" />
              <h3 className="mt-4 font-semibold text-ink">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
