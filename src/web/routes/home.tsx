import { ClosingCta } from "../features/marketing/components/closing-cta.tsx";
import { FeatureGrid } from "../features/marketing/components/feature-grid.tsx";
import { Hero } from "../features/marketing/components/hero.tsx";
import { HowItWorks } from "../features/marketing/components/how-it-works.tsx";
import { PreviewSection } from "../features/marketing/components/preview-section.tsx";
import { TrustSection } from "../features/marketing/components/trust-section.tsx";
import { pageMeta } from "../lib/seo.ts";
import { useSession } from "../lib/use-session.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Validate Your SaaS Idea in 60 Seconds",
    description:
      "Describe your startup idea and get an evidence-backed report in under a minute: similar competitors, real user feedback with links to every source, market gaps and a strategy.",
    path: "/",
  });

export default function HomePage() {
  const signedIn = useSession().status === "signed-in";
  return (
    <>
      <Hero signedIn={signedIn} />
      <FeatureGrid />
      <HowItWorks />
      <PreviewSection />
      <TrustSection />
      <ClosingCta signedIn={signedIn} />
    </>
  );
}
