import { Link } from "react-router";
import { BRAND, LIMITS, PRICING } from "../../../../contract/site.ts";
import { CONTACT_EMAIL } from "../../../lib/seo.ts";

const name = BRAND.name;
const price = `$${PRICING.packPriceUsd}`;

export function TermsOfUse() {
  return (
    <>
      <h2>1. Agreement to these terms</h2>
      <p>
        These Terms of Use govern your use of {name}, including the website, the free preview, the
        dashboard, reports, the AI chat, integrations and any related service (together, the
        “Service”). By creating an account, buying reports or otherwise using the Service you agree
        to these terms and to our <Link to="/privacy">Privacy Policy</Link>. If you do not agree,
        please do not use the Service.
      </p>

      <h2>2. Who may use the Service</h2>
      <ul>
        <li>You must be at least 18 years old and able to enter into a binding contract.</li>
        <li>
          If you use the Service for a company, you confirm that you may accept these terms on its
          behalf, and “you” includes that company.
        </li>
        <li>
          You must give a valid e-mail address and keep your sign-in details secure. You are
          responsible for what happens under your account; tell us at once at{" "}
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> if you think someone else has
          access to it.
        </li>
        <li>
          One person, one account. Creating extra accounts to obtain more free reports is not
          allowed.
        </li>
      </ul>

      <h2>3. What the Service does</h2>
      <p>
        You describe a startup or SaaS idea in up to {LIMITS.ideaMaxLength} characters. We search
        public sources, including Reddit, Hacker News, YouTube, X, TikTok, Facebook, Product Hunt,
        Bluesky, GitHub (repositories and issues), Stack Exchange, the App Store and the wider web,
        and use AI models to turn what we find into a report: up to {LIMITS.maxCompetitors} similar
        competitors, user feedback, pain points and market gaps, a market summary and a recommended
        strategy. You can then ask an AI assistant questions about the report, within the message
        limits shown in the app.
      </p>
      <p>Our evidence standard is part of the Service we promise you:</p>
      <ul>
        <li>
          every quote shown as user feedback is verbatim text from a public source, shown with its
          link;
        </li>
        <li>every competitor link was returned by a search or checked before it is shown;</li>
        <li>every estimate, such as downloads or revenue, is labelled as an estimate.</li>
      </ul>
      <p>
        Public content changes. A post may be edited or deleted after we found it, and a page may
        move. Sources are what they were when your report was made.
      </p>

      <h2>4. The free plan and the free preview</h2>
      <ul>
        <li>
          A signed-in account on the free plan gets 1 full report per calendar month. The allowance
          resets on the 1st day of each month at 00:00 UTC. An unused free report does not roll over
          to the next month.
        </li>
        <li>
          The free report needs a confirmed e-mail address: open the link we send when you sign up
          (signing in with Google confirms it). Each e-mail inbox gets one free report a month,
          across all its accounts and spellings of the address, including accounts since deleted.
        </li>
        <li>
          Visitors without an account can run a free preview, limited to one per hour per browser. A
          preview shows part of a report; some details stay hidden until you sign up.
        </li>
        <li>We may change or end the free plan with notice as described in section 16.</li>
      </ul>

      <h2>5. The Professional plan and report packs</h2>
      <ul>
        <li>
          The Professional plan is a one-time purchase of a pack of {PRICING.packReports} reports
          for {price}. It is not a subscription and nothing renews automatically.
        </li>
        <li>
          Reports from a paid pack are valid for {PRICING.packValidityMonths} months from the date
          of purchase. Each new purchase extends every unexpired report from earlier packs to{" "}
          {PRICING.packValidityMonths} months from the date of the new purchase.
        </li>
        <li>Reports that have expired cannot be used, restored or refunded.</li>
        <li>
          A report is used when you start an analysis. If an analysis fails because of a fault on
          our side, the report is returned to your balance.
        </li>
        <li>
          While you hold Professional reports you may also use the Professional plan's features,
          such as the Notion export.
        </li>
      </ul>

      <h2>6. Payment and prices</h2>
      <p>
        Payments are processed by Stripe. We never see or store your full card number. Prices are in
        US dollars and may be subject to taxes shown at checkout. We will give at least 30 days’
        notice, by e-mail or in the app, before a price change takes effect. A price change never
        affects a pack you have already bought.
      </p>

      <h2>7. Refunds</h2>
      <p>
        You can get a full refund of a pack within {PRICING.refundWindowDays} days of purchase or
        until {PRICING.refundMaxReportsUsed} reports from that pack have been used, whichever comes
        first. In practice the window closes when you start a third analysis with the pack, or on
        the {PRICING.refundWindowDays}th day after purchase if that is earlier.
      </p>
      <p>
        If your first purchase earned referral reports (for you and for the friend who referred
        you), a refund takes both rewards back with the pack, and reports you used from your own
        reward count among the pack’s reports used. Once the friend who referred you has used a
        report that your purchase earned them, that purchase can no longer be refunded.
      </p>
      <p>
        Eligible refunds are approved automatically: request one from the Billing tab in Settings or
        by writing to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> from your account’s
        e-mail address. The money goes back to the original payment method, and the remaining
        reports of that pack are removed from your balance. Bank processing times are outside our
        control. Nothing in this section limits rights you have under consumer law.
      </p>

      <h2>8. Referral programme</h2>
      <ul>
        <li>Each account has a personal referral link and code.</li>
        <li>
          A friend who signs up through your link receives {PRICING.referralRewardReports} bonus
          reports when they make their first purchase.
        </li>
        <li>
          You receive {PRICING.referralRewardReports} reports after that friend’s first purchase.
          There is no cap on how many friends you can refer.
        </li>
        <li>
          Reports earned through referrals are valid for {PRICING.referralRewardValidityDays} days
          from the day they are granted.
        </li>
        <li>
          Self-referrals are not allowed, and a referred user must be a new account. We may withhold
          or remove rewards gained through fake accounts, refunded purchases or other abuse. A
          refunded purchase takes back the rewards it earned (see section 7).
        </li>
        <li>Referral reports have no cash value and cannot be transferred or exchanged.</li>
      </ul>

      <h2>9. Acceptable use</h2>
      <p>You agree not to:</p>
      <ul>
        <li>
          use the Service for anything unlawful, or to research ideas that are themselves unlawful;
        </li>
        <li>
          scrape, resell or redistribute reports or the Service in bulk, or build a competing
          dataset from them;
        </li>
        <li>get around usage limits, for example with multiple accounts or automated requests;</li>
        <li>probe, overload or interfere with the Service, or try to access other users’ data;</li>
        <li>
          use quotes from reports to harass, identify or contact their authors against the source
          platform’s rules.
        </li>
      </ul>

      <h2>10. Your content</h2>
      <p>
        Your ideas, chat messages and reports are yours. You give us a limited licence to store and
        process them only to provide the Service, as described in the Privacy Policy: for example,
        the AI model providers we use must process your idea text to generate a report. We do not
        sell your ideas and do not show them to other users.
      </p>

      <h2>11. Third-party content</h2>
      <p>
        Quotes, posts and product information in a report belong to their authors and platforms. We
        show short excerpts with a link to the original so you can read them in context. Linked
        sites are not under our control, and we are not responsible for their content or practices.
        If you own content shown in a report and want it removed, write to us.
      </p>

      <h2>12. Integrations</h2>
      <p>
        The Notion export is available on the Professional plan. When you connect Notion, you
        authorise us to create pages in the workspace you choose. Your use of Notion is governed by
        Notion’s own terms. You can disconnect at any time in Settings.
      </p>
      <p>
        You may create a read-only link to any of your reports. Anyone who has the link can read the
        report, so share it only with people you trust with it; you can revoke a link at any time,
        and it stops working at once.
      </p>

      <h2>13. Not professional advice</h2>
      <p>
        {name} is a research tool, not professional consulting. Reports summarise public information
        and include AI-generated analysis, which can be incomplete or wrong. Estimates are
        estimates. Always verify insights independently and consult qualified advisors before making
        business, legal, financial or investment decisions.
      </p>

      <h2>14. Disclaimers and limitation of liability</h2>
      <p>
        The Service is provided “as is” and “as available”. To the fullest extent the law allows, we
        make no warranty that it will be uninterrupted, error-free or fit for a particular purpose,
        or that any idea will succeed. To the fullest extent the law allows, we are not liable for
        indirect or consequential losses, such as lost profits or lost opportunities, and our total
        liability for any claim is limited to the amount you paid us in the 12 months before the
        claim. Nothing in these terms excludes liability that cannot be excluded by law.
      </p>

      <h2>15. Ending your account</h2>
      <p>
        You can delete your account at any time in Settings. Deletion stops your access at once;
        your data is purged within 30 days, and copies in backups are kept for up to 90 days before
        they expire. Unused reports are forfeited when you delete your account, so request any
        refund you are eligible for first. We may suspend or close an account that breaks these
        terms, and will tell you why unless the law or security prevents it.
      </p>

      <h2>16. Changes to these terms</h2>
      <p>
        We may update these terms as the Service evolves. For material changes we will give at least
        30 days’ notice by e-mail or in the app before they apply. The date at the top shows the
        latest version. Continuing to use the Service after a change takes effect means you accept
        the updated terms.
      </p>

      <h2>17. Contact</h2>
      <p>
        Questions about these terms? Write to{" "}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> or use our{" "}
        <Link to="/contact">contact form</Link>.
      </p>
    </>
  );
}
