import { Link } from "react-router";

export function ValidateSaasIdeaArticle() {
  return (
    <>
      <p>
        Starting with code is tempting. Building feels like progress, and a working prototype is
        something you can show people. But read enough startup post-mortems and the same cause of
        death keeps coming up: the team built something nobody needed badly enough to pay for. The
        code was fine. The problem was not real, or not painful, or already solved well enough.
      </p>
      <p>
        The good news is that you can learn most of what you need before you write a line of code.
        Validation is not a single test that returns yes or no. It is a series of cheap experiments,
        each of which makes you a little more or a little less confident. This guide walks through
        the ones that work, in the order we would run them, and shows how to tell a real signal from
        a flattering one.
      </p>

      <h2>1. Start with the problem, not the product</h2>
      <p>
        Founders usually arrive with a solution in mind: a dashboard, an integration, an AI
        assistant. Put it aside for a moment and write down the problem in one sentence:
      </p>
      <blockquote>
        [A specific kind of person] struggles to [do a job] because [an obstacle], and it costs them
        [time, money or risk].
      </blockquote>
      <p>
        “Small businesses struggle with marketing” is too vague to test. “Independent
        physiotherapists lose several appointments a week to last-minute cancellations because they
        have no quick way to offer the slot to a waiting list” is testable. You know who to look
        for, what to ask them and what the problem costs.
      </p>
      <p>
        If you cannot fill in that sentence, that is your first finding. Narrow the audience until
        you can.
      </p>

      <h2>2. Search communities for real pain</h2>
      <p>
        People describe their problems in public every day, in their own words, without knowing you
        exist. That makes online communities the most honest early evidence you can get. Look where
        your audience already talks: subreddits, Hacker News threads, YouTube comments under
        tutorials, X, TikTok, Facebook groups and niche forums.
      </p>
      <p>Search for the phrases people use when something hurts:</p>
      <ul>
        <li>“is there a tool that…” or “is there an app for…”</li>
        <li>“how do you handle…” or “how do you deal with…”</li>
        <li>“alternative to [competitor]”</li>
        <li>“I hate…”, “so frustrating”, “waste of time”</li>
        <li>“spreadsheet for…”, which often reveals a manual workaround</li>
      </ul>
      <p>
        For every useful post, save the exact quote, the link, the date and the kind of person who
        wrote it. Do not paraphrase. A paraphrase slowly drifts towards what you hoped to hear; the
        original words keep you honest, and they become the copy for your landing page later.
      </p>
      <p>What you are looking for:</p>
      <ul>
        <li>
          <strong>Repetition.</strong> The same complaint from many different people, in different
          places, over months or years.
        </li>
        <li>
          <strong>Workarounds.</strong> Spreadsheets, chains of automations, virtual assistants,
          copy-pasting between tools. A workaround proves the problem is real enough to spend effort
          on.
        </li>
        <li>
          <strong>Money already spent.</strong> People paying for a tool they dislike, or paying
          someone to do the job by hand.
        </li>
      </ul>
      <p>
        One angry post is an anecdote. Thirty posts describing the same pain, with workarounds, is a
        market.
      </p>

      <h2>3. Study your competitors, especially their reviews</h2>
      <p>
        Finding competitors is not bad news. It usually means people pay to solve the problem.
        Finding no competitors at all deserves more suspicion: either you have found something truly
        new, or others have tried and learned there is no money in it.
      </p>
      <p>For each serious competitor, look at three things:</p>
      <ol>
        <li>
          <strong>Pricing.</strong> What they charge tells you what customers will pay and how the
          market is segmented. A gap between a free tool and a $300-a-month enterprise product is
          often where a focused SaaS can live.
        </li>
        <li>
          <strong>Reviews.</strong> Read the two- and three-star reviews on G2, Capterra, the app
          stores and Product Hunt. Five-star reviews tell you what works; one-star reviews are often
          about billing or support. The middle is where people explain what is missing.
        </li>
        <li>
          <strong>Who they ignore.</strong> Tools that grow up tend to follow bigger customers.
          Complaints like “too complicated for a team of two” or “priced for enterprises” point to a
          segment you could serve better.
        </li>
      </ol>
      <p>
        Write down the complaints that repeat across competitors. A pain that no current product
        fixes, mentioned by paying customers, is one of the strongest positions you can start from.
      </p>

      <h2>4. Talk to potential users the right way</h2>
      <p>
        Online research tells you what people say in public. Conversations tell you why. Aim for ten
        to fifteen conversations with people who match your problem sentence: not friends, not
        family, not other founders being supportive.
      </p>
      <p>
        The trap is pitching. If you describe your idea and ask whether they would use it, most
        people will be kind and say yes. Instead, ask about their past behaviour, which is much
        harder to fake:
      </p>
      <ul>
        <li>“Tell me about the last time this happened. What did you do?”</li>
        <li>“What have you tried to fix it? What did you like and dislike about that?”</li>
        <li>“How much time or money does this cost you in a typical month?”</li>
        <li>“Who else is involved when this goes wrong?”</li>
        <li>“If you could wave a magic wand, what would change?”</li>
      </ul>
      <p>
        Listen for emotion, detail and effort. Someone who walks you through their homemade
        spreadsheet has a real problem. Someone who shrugs and says it is “a bit annoying” does not.
        At the end, ask whether they would like to see what you build next, and whether they know
        anyone else with the same problem. Both answers are data.
      </p>

      <h2>5. Run a smoke test</h2>
      <p>
        A smoke test checks whether strangers act on your promise, not just whether friends approve
        of it. Build a one-page site that states the problem in your users’ own words, describes the
        outcome you will deliver and asks for a concrete action: join the early access list, book a
        call or reserve a spot.
      </p>
      <p>
        Then send targeted traffic to it. Share it where your audience gathers, following each
        community’s rules on self-promotion, or spend a small, fixed budget on ads aimed at the
        exact segment in your problem sentence. What matters is the share of relevant visitors who
        take the action, and how many of them reply when you write back to ask about their problem.
      </p>
      <p>
        A variation is the fake door: add a button for the feature to an existing product or
        newsletter and count the clicks before you build anything. Be transparent afterwards: tell
        people it is coming and invite them to shape it.
      </p>

      <h2>6. Pre-sell before you build</h2>
      <p>
        Nothing validates like money. Once conversations and the smoke test look promising, ask for
        a commitment:
      </p>
      <ul>
        <li>
          founding-member pricing paid upfront, with a clear refund promise if you do not ship;
        </li>
        <li>a small refundable deposit to secure a place in the first group of users;</li>
        <li>for B2B products, a letter of intent or a paid pilot with a named decision-maker.</li>
      </ul>
      <p>
        If nobody will pay yet, a concierge test is the next best thing: deliver the outcome by
        hand, with email, spreadsheets and your own time, for a handful of customers. You learn
        exactly what the job involves, and if people will not pay for the result done by hand,
        software is unlikely to change their mind.
      </p>

      <h2>7. Real signals versus vanity signals</h2>
      <p>
        Validation gets misleading when you count the wrong things. Sort every piece of evidence
        into one of two columns.
      </p>
      <h3>Signals that are real</h3>
      <ul>
        <li>payments, pre-orders, deposits or signed letters of intent;</li>
        <li>
          people giving you their time: a second call, a trial of a rough prototype, an introduction
          to a colleague;
        </li>
        <li>the same specific pain described independently by many people, in their own words;</li>
        <li>existing workarounds that cost time or money;</li>
        <li>people following up to ask when it will be ready.</li>
      </ul>
      <h3>Signals that are vanity</h3>
      <ul>
        <li>“Great idea!” and “I would definitely use that”;</li>
        <li>likes, upvotes and follower counts;</li>
        <li>waitlist sign-ups from untargeted or incentivised traffic;</li>
        <li>enthusiasm from friends, family and fellow founders;</li>
        <li>page views with no action behind them.</li>
      </ul>
      <p>
        Vanity signals are not worthless, but they cost the other person nothing. The more a signal
        costs the person giving it, the more it is worth to you.
      </p>

      <h2>8. A practical validation checklist</h2>
      <p>Before you open your editor, you should be able to tick most of these:</p>
      <ol>
        <li>I can state the problem in one sentence, naming a specific audience.</li>
        <li>I have saved at least 20 verbatim posts, with links, describing this pain.</li>
        <li>I have found the workarounds people use today, and what they cost.</li>
        <li>I have a list of competitors with their pricing and their most repeated complaints.</li>
        <li>I have had at least 10 conversations about past behaviour, without pitching.</li>
        <li>A smoke test converted targeted visitors at a rate I decided on in advance.</li>
        <li>At least a few people have paid, put down a deposit or signed a letter of intent.</li>
        <li>I know which segment to serve first and why current tools fail them.</li>
        <li>I wrote down, before starting, the result that would make me stop or change course.</li>
      </ol>

      <h2>Common mistakes to avoid</h2>
      <ul>
        <li>
          <strong>Validating the solution instead of the problem.</strong> People can only tell you
          about their lives; they cannot tell you whether a product they have never used will work
          for them.
        </li>
        <li>
          <strong>Talking only to people who like you.</strong> Friends want to be encouraging.
          Strangers with the problem are the only reliable judges.
        </li>
        <li>
          <strong>Stopping at the first yes.</strong> One enthusiastic conversation feels like
          proof. Keep going until the answers start to repeat.
        </li>
        <li>
          <strong>Trusting numbers you cannot trace.</strong> A market-size figure or a quote with
          no source is an opinion. Keep the link for every piece of evidence you rely on.
        </li>
      </ul>

      <h2>How long should this take?</h2>
      <p>
        For most SaaS ideas, one to two focused weeks. Set your kill criteria before you start, for
        example “fewer than five paying pre-orders after thirty conversations”, because it is very
        hard to be objective once you have fallen in love with the idea. A negative result is not a
        failure. It is weeks of building you did not waste, and it often points towards the adjacent
        problem that is worth solving.
      </p>

      <h2>Where Groundtruth fits</h2>
      <p>
        The first two steps, searching communities and mapping competitors, are the slowest part of
        this process. That is the part <Link to="/">Groundtruth</Link> speeds up. Describe your idea
        and in about a minute you get up to twelve similar competitors, verbatim user feedback from
        Reddit, Hacker News, YouTube, X, TikTok, Facebook, Bluesky and Stack Exchange, App Store
        reviews and GitHub issues, with a link to every source, and a summary of the pain points and
        gaps. Estimates are labelled as estimates, and nothing is invented. It will not replace
        talking to your users or asking them to pay, but it tells you where to look and who to talk
        to first. Your first report each month is free.
      </p>
    </>
  );
}
