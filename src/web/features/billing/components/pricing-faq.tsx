import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";
import { PRICING } from "../../../../contract/site.ts";

const FAQ = [
  {
    q: "How long do my reports last?",
    a: `Reports bought on the Professional plan are valid for ${PRICING.packValidityMonths} months from purchase. Every new purchase extends all your unexpired pack reports by ${PRICING.packValidityMonths} months from the new purchase date, so buying again never shortens anything. Bonus reports earned through referrals last ${PRICING.referralRewardValidityDays} days.`,
  },
  {
    q: "When does my free report reset?",
    a: "On the 1st of each month (UTC). The free report does not roll over: an unused one expires when the next month starts and a new one takes its place.",
  },
  {
    q: "What does a report contain?",
    a: "Up to 12 similar competitors with pricing, features and traction estimates; real user feedback from Reddit, TikTok, Twitter/X, Facebook and YouTube with links to the sources; market gaps; a market summary; and a recommended focus, target segment and way to stand out. You can also ask an AI assistant questions about each report.",
  },
  {
    q: "What happens when I reach 0 reports?",
    a: "You cannot start a new analysis until your free report resets on the 1st or you buy a pack. Your past reports stay in your history and remain readable.",
  },
  {
    q: "Can I get a refund?",
    a: `Yes. You get a full refund within ${PRICING.refundWindowDays} days of purchase or until ${PRICING.refundMaxReportsUsed} reports of the pack are used, whichever comes first; the window closes when you start a third idea after buying (your free monthly report counts as one). Request it in Settings → Billing: it is approved automatically, the money goes back to your card, and the pack's remaining reports are removed.`,
  },
  {
    q: "Is this a subscription?",
    a: "No. The Professional plan is a one-time payment; nothing renews and nothing is charged later.",
  },
  {
    q: "How are payments handled?",
    a: "Checkout runs on Stripe. Your card details go to Stripe directly; we never see or store them.",
  },
];

export function PricingFaq() {
  return (
    <section aria-labelledby="faq-title" className="mx-auto max-w-3xl">
      <h2 id="faq-title" className="mb-4 text-2xl font-bold text-ink">
        Frequently asked questions
      </h2>
      <Accordion.Root
        type="multiple"
        className="divide-y divide-border rounded-xl border border-border bg-card"
      >
        {FAQ.map((item, index) => (
          <Accordion.Item key={item.q} value={`faq-${index}`}>
            <Accordion.Header asChild>
              <h3>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink hover:bg-muted/60">
                  {item.q}
                  <ChevronDown
                    className="size-4 shrink-0 transition-transform group-data-[state=open]:rotate-180"
                    aria-hidden="true"
                  />
                </Accordion.Trigger>
              </h3>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-4 text-sm leading-relaxed text-muted-foreground">
              {item.a}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
