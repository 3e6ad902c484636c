import { ArrowRight, Lock, Rocket, SearchCheck, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { BRAND } from "../../contract/site.ts";
import { Button } from "../components/ui/button.tsx";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "About Us",
    description:
      "Groundtruth helps founders test startup ideas against real competitors and real user conversations, with a link to every source. Our mission and the values behind it.",
    path: "/about",
  });

const VALUES: { icon: LucideIcon; title: string; body: string }[] = [
  {
    icon: SearchCheck,
    title: "Evidence over opinion",
    body: "A report is only as good as what it can point to. Quotes are verbatim and linked, competitor links are found or checked, and estimates are labelled. When the evidence is thin, we say so rather than fill the gap.",
  },
  {
    icon: Rocket,
    title: "Founders first",
    body: "Your time and runway are scarce. We keep the price simple, the free report real and the answer fast, and we would rather tell you an idea looks crowded than sell you false hope.",
  },
  {
    icon: Lock,
    title: "Privacy by default",
    body: "Your ideas are yours. We never sell them or show them to other users, we use no advertising trackers, and you can export or delete your data whenever you like.",
  },
];

export default function AboutPage() {
  return (
    <div>
      <section className="relative isolate overflow-hidden border-b border-border">
        <div
          aria-hidden="true"
          className="absolute -top-40 left-1/2 -z-10 h-96 w-[56rem] -translate-x-1/2 rounded-full bg-gradient-to-b from-primary-soft to-transparent blur-3xl"
        />
        <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-24">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary-hover">
            About {BRAND.name}
          </p>
          <h1 className="mt-4 text-balance text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">
            Helping founders build what people actually need
          </h1>
          <p className="mt-6 text-pretty text-lg leading-relaxed text-muted-foreground">
            Most startups do not fail for lack of code. They fail because nobody wanted what was
            built. We started {BRAND.name} so that checking an idea against the real world takes a
            minute, not a month.
          </p>
        </div>
      </section>

      <section
        aria-labelledby="mission-title"
        className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20"
      >
        <h2 id="mission-title" className="text-3xl font-bold tracking-tight text-ink">
          Our mission
        </h2>
        <div className="mt-5 space-y-4 text-lg leading-relaxed text-muted-foreground">
          <p>
            Validation used to mean days of searching forums, reading app-store reviews and
            spreadsheet guesses about the market. Newer AI tools promise to do it instantly, but too
            often they invent the evidence: quotes no one wrote, numbers no one measured.
          </p>
          <p>
            Our mission is to give every founder the ground truth about their idea: who already
            solves the problem, what real people say about it in public, and where the gaps are,
            with a link to every source so you can check it yourself and decide with confidence.
          </p>
        </div>
      </section>

      <section aria-labelledby="values-title" className="border-y border-border bg-muted/50">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
          <h2 id="values-title" className="text-center text-3xl font-bold tracking-tight text-ink">
            What we stand for
          </h2>
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {VALUES.map(({ icon: Icon, title, body }) => (
              <li key={title} className="rounded-2xl border border-border bg-card p-7 shadow-sm">
                <span className="grid size-11 place-items-center rounded-xl bg-primary-soft text-primary-hover">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="mt-5 text-xl font-semibold text-ink">{title}</h3>
                <p className="mt-3 leading-relaxed text-muted-foreground">{body}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="about-cta-title"
        className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-20"
      >
        <h2 id="about-cta-title" className="text-3xl font-bold tracking-tight text-ink">
          Test your next idea against reality
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
          Your first report each month is free, and no credit card is required.
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link to="/auth">
            Get Started Free
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </section>
    </div>
  );
}
