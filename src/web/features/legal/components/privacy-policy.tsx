import { Link } from "react-router";
import { BRAND } from "../../../../contract/site.ts";
import { CONTACT_EMAIL } from "../../../lib/seo.ts";

const name = BRAND.name;

export function PrivacyPolicy() {
  return (
    <>
      <h2>1. Who we are</h2>
      <p>
        {name} (“we”, “us”) runs the idea-validation service at this website. This policy explains
        what personal data we collect, why, who processes it with us, how long we keep it and the
        rights you have. It applies to visitors, account holders and anyone who contacts us. For any
        privacy question, write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>

      <h2>2. What we collect</h2>
      <h3>Data you give us</h3>
      <ul>
        <li>
          <strong>Account:</strong> your e-mail address and a password, which we store only as a
          salted hash and never in readable form. If you sign in with Google, we receive your e-mail
          address and a Google account identifier instead of a password.
        </li>
        <li>
          <strong>Ideas and reports:</strong> the idea text you submit, the reports we generate for
          it and when they were made.
        </li>
        <li>
          <strong>Chat messages:</strong> the questions you ask the AI assistant about a report and
          its answers.
        </li>
        <li>
          <strong>Purchases:</strong> what you bought, when, the amount, refund status and Stripe’s
          reference numbers. Card details go directly to Stripe; we never see or store card numbers.
        </li>
        <li>
          <strong>Referrals:</strong> your referral code, which accounts signed up through it and
          the reports earned.
        </li>
        <li>
          <strong>Messages to us:</strong> the name, e-mail address, subject and message you send
          through the contact form or by e-mail.
        </li>
        <li>
          <strong>Integrations:</strong> if you connect Notion, an access token (stored encrypted)
          and the name, icon and identifier of the workspace you chose, so we can export reports
          there. We send Notion only the reports you export, and delete the token when you
          disconnect.
        </li>
        <li>
          <strong>Shared links:</strong> if you share a report, anyone with its link can read that
          report (the idea and its findings, never your e-mail, account or chat) until you revoke
          the link in Settings or on the report.
        </li>
      </ul>
      <h3>Data collected automatically</h3>
      <ul>
        <li>
          <strong>Server logs:</strong> IP address, browser type, pages requested and errors, used
          to keep the Service secure, prevent abuse and fix problems. Logs are kept only as long as
          those purposes need.
        </li>
        <li>
          <strong>Free preview:</strong> to enforce one preview per hour, your browser stores the
          time of your last preview in its local storage, and we may also use your IP address to
          limit requests. If you choose to sign up after a preview, the idea and preview are kept in
          your browser’s local storage until you import them into your account.
        </li>
      </ul>

      <h2>3. How we use your data</h2>
      <ul>
        <li>
          to provide the Service: run analyses, show your history, answer chat questions and export
          to Notion when you ask;
        </li>
        <li>to manage your account, report allowance, purchases, refunds and referral rewards;</li>
        <li>
          to send service e-mails, such as sign-in and security messages, receipts and notice of
          changes to prices or terms;
        </li>
        <li>to answer your messages;</li>
        <li>
          to keep the Service secure and prevent fraud, such as self-referrals or repeated free
          accounts;
        </li>
        <li>to meet legal obligations, such as keeping tax records.</li>
      </ul>
      <p>
        We do not sell your personal data, we do not use it for advertising and we do not show your
        ideas to other users. Where the law requires a legal basis, we rely on performing our
        contract with you, our legitimate interest in a secure and working service, your consent
        where we ask for it, and legal obligations.
      </p>

      <h2>4. How an analysis handles your idea</h2>
      <p>
        To build a report we search public data from Reddit, Hacker News, YouTube, X, TikTok,
        Facebook, Bluesky, Product Hunt, GitHub (repositories and issues), Stack Exchange, the App
        Store and web search. The search queries are derived from your idea text. AI model providers
        process your idea text, together with the public material we found, to write the report and
        to answer chat questions. We send them the idea and the questions, not your e-mail address
        or payment details. The quotes in your report are public posts written by other people; we
        show them verbatim with a link to where they were published.
      </p>

      <h2>5. Who processes data for us</h2>
      <p>
        We share personal data only with service providers that help us run the Service, and only
        what each needs:
      </p>
      <ul>
        <li>
          <strong>Stripe</strong>, for payments and refunds;
        </li>
        <li>
          <strong>AI model providers</strong>, to generate reports and chat answers from your idea
          text;
        </li>
        <li>
          <strong>search and data providers</strong>, to run the searches behind a report;
        </li>
        <li>
          <strong>hosting, database and e-mail delivery providers</strong>, to run the Service and
          send its e-mails;
        </li>
        <li>
          <strong>Google</strong>, if you choose to sign in with Google;
        </li>
        <li>
          <strong>Notion</strong>, if you connect it and export a report.
        </li>
      </ul>
      <p>
        We may also disclose data when the law requires it, or to protect the rights and safety of
        our users and the Service. If {name} is ever sold or merged, your data would pass to the new
        owner under the same protections, and we would tell you first.
      </p>

      <h2>6. Cookies and local storage</h2>
      <p>
        We use a single session cookie to keep you signed in. It is strictly necessary and expires
        when your session ends or you sign out. We use no advertising trackers, no third-party
        analytics cookies and no cross-site tracking. Local storage in your browser holds the free
        preview details described in section 2; you can clear it in your browser settings at any
        time.
      </p>

      <h2>7. How long we keep data</h2>
      <ul>
        <li>
          Account data, ideas, reports and chat messages are kept while your account is open, so
          your history stays available.
        </li>
        <li>
          When you delete your account, it stops working at once and its data is purged within 30
          days. Backups that may still contain it are kept for up to 90 days and then expire.
        </li>
        <li>Purchase and refund records are kept as long as tax and accounting law requires.</li>
        <li>
          To stop free reports being claimed again by deleting and re-creating an account, we keep a
          one-way hash of your e-mail address (not the address) with the months in which it had a
          free report, also after the account is deleted.
        </li>
        <li>Contact messages are kept as long as needed to answer you and follow up.</li>
      </ul>

      <h2>8. Your rights</h2>
      <p>Depending on where you live, you have the right to:</p>
      <ul>
        <li>
          <strong>access</strong> the personal data we hold about you;
        </li>
        <li>
          <strong>export</strong> your data, including your ideas and reports, in a portable format;
        </li>
        <li>
          <strong>delete</strong> your account and data, which you can do yourself in Settings;
        </li>
        <li>
          <strong>correct</strong> data that is wrong;
        </li>
        <li>
          <strong>object to or restrict</strong> some processing, and withdraw consent you have
          given.
        </li>
      </ul>
      <p>
        To use any of these rights, write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>{" "}
        from your account’s e-mail address. We answer within 30 days. You may also complain to your
        local data protection authority.
      </p>

      <h2>9. Security</h2>
      <p>
        Data travels over encrypted connections, passwords are stored only as hashes, optional
        two-factor sign-in is available, and access to production data is limited to the people who
        need it to run the Service. No system is perfectly secure; if a breach affects your data, we
        will tell you and the authorities as the law requires.
      </p>

      <h2>10. Age limit</h2>
      <p>
        The Service is for people aged 18 or over. We do not knowingly collect data from anyone
        younger; if you believe we have, contact us and we will delete it.
      </p>

      <h2>11. International transfers</h2>
      <p>
        Our service providers may process data in countries other than yours. Where that happens, we
        rely on safeguards the law recognises, such as standard contractual clauses.
      </p>

      <h2>12. Changes to this policy</h2>
      <p>
        We will update this policy when our practices change and change the date at the top. For
        material changes we will tell you by e-mail or in the app before they apply. See also our{" "}
        <Link to="/terms">Terms of Use</Link>.
      </p>

      <h2>13. Contact</h2>
      <p>
        Questions or requests about your data:{" "}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>, or use our{" "}
        <Link to="/contact">contact form</Link>.
      </p>
    </>
  );
}
