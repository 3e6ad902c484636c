import { LEGAL } from "../../contract/site.ts";
import { LegalPage } from "../features/legal/components/legal-page.tsx";
import { PrivacyPolicy } from "../features/legal/components/privacy-policy.tsx";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Privacy Policy",
    description:
      "What Groundtruth collects, why, who processes it, how long it is kept and your rights: a session cookie only, no advertising trackers, and your ideas are never sold.",
    path: "/privacy",
  });

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated={LEGAL.privacyUpdated}
      summary="In short: we keep only what the service needs (your e-mail, a hashed password, your ideas, reports, chat messages and purchases), we use a session cookie and no advertising trackers, we never sell your data, and you can export or delete it at any time."
    >
      <PrivacyPolicy />
    </LegalPage>
  );
}
