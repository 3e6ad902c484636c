import type { Market } from "../market.ts";

/**
 * Referee and umpire assigning for local youth and amateur leagues: the assignor posts games,
 * officials claim or are given them, turnbacks (UK: withdrawals) get re-filled, and game fees
 * get paid out with year-end 1099s. The people who feel it are assignors, umpire-in-chiefs,
 * association treasurers and the refs and umps themselves.
 *
 * Look-alikes that share its words but serve someone else: journal peer-review tools that
 * "assign referees" to manuscripts, CI tooling called "umpire", AI line-calling cameras for
 * pickleball courts, youth-club registration and fee-collection software (same clubs, but
 * parents and players, not officials), and hourly-shift pickup and swap apps (open shifts,
 * swaps and early pay for restaurant staff). Discussions add fantasy-football commissioners
 * collecting league dues, aviation "turnbacks", MLB robot umpires, umpire gear and parents
 * complaining about calls.
 */
export const refereeAssigningMarket: Market = {
  slug: "referee-assigning",
  idea: "I assign refs for a 900-kid rec soccer club and a men's softball league, and I basically live in spreadsheets and group texts. I want a simple app for small leagues: post the weekend's games, let refs and umpires claim slots by grade and distance, auto-reopen turnbacks and text whoever's free, then pay everyone by direct deposit once the game report is in, 1099s included. Priced per league, not per official.",
  productHuntTopics: ["sports", "scheduling", "payments", "saas"],

  reddit: [
    {
      key: "ra-r1",
      title: "Assignors, how do you deal with Friday night turnbacks?",
      subreddit: "Referees",
      author: "assignor_tired",
      text: "I assign about 350 youth games a weekend for a club in the south metro. Every Friday between 6 and 10pm I get 15-25 turnbacks: sick kid, tournament came up, 'forgot I had a wedding'. RefSlate emails me for each one, and then I'm texting down a list of grade 8s one at a time. How are other assignors handling this? Do you penalize late turnbacks? Open them up to self-assign? I'm losing my Fridays.",
      onTopic: true,
      daysAgo: 42,
      score: 187,
      comments: [
        {
          key: "ra-r1-c1",
          author: "whistle_dad_ct",
          text: "We went to a rule: turnback inside 72 hours without a reason = you lose self-assign for two weeks. Turnbacks dropped by like half. The trick is the software has to enforce it, if I have to remember who did it I won't.",
          onTopic: true,
          daysAgo: 42,
          score: 96,
          replies: [
            {
              key: "ra-r1-c1-r1",
              author: "assignor_tired",
              text: "Does RefSlate let you do that automatically? I can only see the turnback history per ref, nothing that acts on it.",
              onTopic: true,
              daysAgo: 41,
              score: 31,
              replies: [
                {
                  key: "ra-r1-c1-r1-r1",
                  author: "whistle_dad_ct",
                  text: "No, we moved to Zebra Desk last year partly for this. It flags late turnbacks and you set the window yourself. It's very basketball-brained (everything is a 'crew' and a 'conference') so soccer takes some bending, but it works.",
                  onTopic: true,
                  daysAgo: 41,
                  score: 44,
                },
              ],
            },
          ],
        },
        {
          key: "ra-r1-c2",
          author: "grade7_kate",
          text: "From the ref side: half my late turnbacks happen because the assignor pulled me off a game I'd self-assigned to give it to someone 'more experienced', so I picked up a tournament, and THEN he put me back on. If assignments were stable I wouldn't turn anything back.",
          onTopic: true,
          daysAgo: 41,
          score: 58,
        },
        {
          key: "ra-r1-c3",
          author: "offside_trap_99",
          text: "Honestly the bigger issue in our area is parents. Had a dad follow me to my car after a U11 game last month. No amount of software fixes that.",
          onTopic: false,
          daysAgo: 41,
          score: 41,
          replies: [
            {
              key: "ra-r1-c3-r1",
              author: "grade7_kate",
              text: "Report it to the club, every single time. Our state has a misconduct form for exactly this and they do follow up.",
              onTopic: false,
              daysAgo: 40,
              score: 12,
            },
          ],
        },
        {
          key: "ra-r1-c4",
          author: "metro_assignor",
          text: "Anything turned back inside 48h I open to self-assign for everyone qualified and send one group text. First come first served. Usually fills in 20 minutes on a Friday. Calling down the list one by one is what's killing you.",
          onTopic: true,
          daysAgo: 40,
          score: 73,
        },
        {
          key: "ra-r1-c5",
          author: "refereeing_since_88",
          text: "Pay more for short notice. We add $10 to anything picked up inside 24 hours and it basically solved it. Costs the club maybe $300 a season.",
          onTopic: true,
          daysAgo: 39,
          score: 39,
        },
      ],
    },
    {
      key: "ra-r2",
      title: "League paid me through Venmo all season, now sending a 1099?",
      subreddit: "Umpires",
      author: "bluecrew_jake",
      text: "Worked about 70 games for the county rec league this year, 12U baseball and adult slowpitch. They paid me by Venmo, sometimes cash at the field, sometimes two weeks late. Now the treasurer says they're sending a 1099-NEC for $3,120 but my own count is $3,480. Their records are a Google Sheet three people edit. How do you guys keep track of what you're owed?",
      onTopic: true,
      daysAgo: 120,
      score: 64,
      comments: [
        {
          key: "ra-r2-c1",
          author: "plate_guy_stl",
          text: "Keep your own log. Date, field, level, plate/bases, fee, paid Y/N. I screenshot every assignment. Leagues are terrible at this and the ones that pay cash at the field are the worst come January.",
          onTopic: true,
          daysAgo: 119,
          score: 41,
        },
        {
          key: "ra-r2-c2",
          author: "ump_mike_71",
          text: "Also if they sent it as Venmo 'goods and services' you might get a 1099-K from Venmo on top of their 1099-NEC. Same money reported twice. Happened to two guys in our association.",
          onTopic: true,
          daysAgo: 119,
          score: 28,
        },
        {
          key: "ra-r2-c3",
          author: "cali_blue",
          text: "Our association switched to OffiPay two seasons ago. League pays in, we get direct deposit on Tuesdays, and the 1099 is just sitting in the app in January. The percentage fee comes out of the league side. Night and day compared to chasing the treasurer.",
          onTopic: true,
          daysAgo: 118,
          score: 37,
          replies: [
            {
              key: "ra-r2-c3-r1",
              author: "bluecrew_jake",
              text: "Sending this to our treasurer. She'd probably love not doing it by hand, she's a volunteer with a full-time job.",
              onTopic: true,
              daysAgo: 118,
              score: 9,
            },
          ],
        },
        {
          key: "ra-r2-c4",
          author: "dirtbag_umpire",
          text: "Unrelated, but is the county requiring the NOCSAE-certified masks for rec this year or just high school? Saw conflicting things.",
          onTopic: false,
          daysAgo: 117,
          score: 5,
          replies: [
            {
              key: "ra-r2-c4-r1",
              author: "plate_guy_stl",
              text: "Only high school here. Rec doesn't care, but buy one anyway, your face will thank you.",
              onTopic: false,
              daysAgo: 117,
              score: 3,
            },
          ],
        },
      ],
    },
    {
      key: "ra-r3",
      title: "Keep getting assigned as a referee for papers way outside my area",
      subreddit: "AskAcademia",
      author: "postdoc_in_limbo",
      text: "Third time this month an editor has invited me to referee a paper in a subfield I haven't touched since my PhD. Do I decline, or accept and be upfront in the report? It feels like their reviewer assignment system just keyword-matches my publications.",
      onTopic: false,
      daysAgo: 230,
      score: 212,
      comments: [
        {
          key: "ra-r3-c1",
          author: "tenured_and_tired",
          text: "Decline and suggest two names. Editors appreciate good suggestions far more than a weak report.",
          onTopic: false,
          daysAgo: 229,
          score: 140,
        },
        {
          key: "ra-r3-c2",
          author: "journal_editor_hum",
          text: "Handling editor here: yes, our system basically keyword-matches. Only about a quarter of invitations get accepted so we cast wide. Declining is fine, declining late is not. Say no within 48 hours so we can reassign.",
          onTopic: false,
          daysAgo: 229,
          score: 98,
        },
        {
          key: "ra-r3-c3",
          author: "grad_coffee",
          text: "Honestly referee assignments should come with pay at this point. We do all of this for free.",
          onTopic: false,
          daysAgo: 228,
          score: 61,
        },
      ],
    },
    {
      key: "ra-r4",
      title: "U10 game was reffed by a 13 year old who called nothing",
      subreddit: "youthsoccer",
      author: "soccermom_raleigh",
      text: "Not trying to pile on a kid, I know there's a shortage. But our U10 girls game Saturday had a center who looked terrified and let two kids get taken out at the knees. No ARs, just parent linesmen. Is this normal for rec now? Who do I even talk to?",
      onTopic: false,
      daysAgo: 15,
      score: 48,
      comments: [
        {
          key: "ra-r4-c1",
          author: "coach_bri_u12",
          text: "Talk to your club's referee coordinator, but be nice about it. Those kids get $25 and a parent screaming at them for an hour.",
          onTopic: false,
          daysAgo: 15,
          score: 33,
        },
        {
          key: "ra-r4-c2",
          author: "nc_club_assignor",
          text: "I'm the assignor for a club about your size. This weekend I had 19 turnbacks between Thursday and Saturday morning, and who's left on my list at 7am is 13-year-olds with two games of experience. I'm not leaving a U10 game with nobody, so that's who you get. And if your club pays $25 for a U10 center while the club across town pays $35, guess where the experienced refs go.",
          onTopic: true,
          daysAgo: 14,
          score: 88,
          replies: [
            {
              key: "ra-r4-c2-r1",
              author: "soccermom_raleigh",
              text: "That's genuinely eye opening, I had no idea. Is there anything parents can actually do?",
              onTopic: false,
              daysAgo: 14,
              score: 14,
              replies: [
                {
                  key: "ra-r4-c2-r1-r1",
                  author: "nc_club_assignor",
                  text: "Lobby the board to raise game fees and pay refs faster. We still pay by paper check once a month and the teen refs hate it, their parents have to drive them to the bank. Half my new refs don't come back for a second season.",
                  onTopic: true,
                  daysAgo: 13,
                  score: 41,
                },
              ],
            },
          ],
        },
        {
          key: "ra-r4-c3",
          author: "grassroots_gk",
          text: "Get your team to do a 'thank the ref' line after the handshake. Sounds cheesy but it changes the whole vibe for young refs.",
          onTopic: false,
          daysAgo: 14,
          score: 20,
        },
        {
          key: "ra-r4-c4",
          author: "lawyer_dad_soccer",
          text: "If a kid got hurt from an uncalled foul document everything. The club has insurance for a reason.",
          onTopic: false,
          daysAgo: 13,
          score: 2,
        },
      ],
    },
    {
      key: "ra-r5",
      title: "Assignor hasn't paid us since September",
      subreddit: "Referees",
      author: "ar_flag_up",
      text: "Adult Sunday league. The assignor collects ref fees from the teams (cash, $90 a game split three ways) and is supposed to pay us every two weeks. It's November and I'm owed $540. He says teams are behind on fees. Anyone dealt with this? Don't want to burn the bridge, it's most of my games.",
      onTopic: true,
      daysAgo: 210,
      score: 156,
      comments: [
        {
          key: "ra-r5-c1",
          author: "usl_grade6",
          text: "This is why I don't do leagues where the assignor touches the cash. Teams pay the crew at the field before kickoff, full stop. No money, no game.",
          onTopic: true,
          daysAgo: 210,
          score: 112,
          replies: [
            {
              key: "ra-r5-c1-r1",
              author: "ar_flag_up",
              text: "In theory yes, but league rules say fees go through the league so they can track who paid. So the middleman is baked in.",
              onTopic: true,
              daysAgo: 209,
              score: 20,
            },
          ],
        },
        {
          key: "ra-r5-c2",
          author: "bay_area_ref_ops",
          text: "Our adult league moved to collecting team fees online before the season and paying crews through OffiPay the Monday after each game. One season of grumbling and now nobody thinks about it. The assignor never touches money, which is how it should be.",
          onTopic: true,
          daysAgo: 209,
          score: 64,
        },
        {
          key: "ra-r5-c3",
          author: "whistlin_dixie",
          text: "Sounds like the assignor is floating himself an interest-free loan with your game fees tbh",
          onTopic: true,
          daysAgo: 209,
          score: 45,
        },
        {
          key: "ra-r5-c4",
          author: "fox40_classic",
          text: "Random but what whistle do people use for adult leagues? My Fox 40 Classic isn't cutting it on the big fields when it's windy.",
          onTopic: false,
          daysAgo: 208,
          score: 6,
        },
        {
          key: "ra-r5-c5",
          author: "state_ref_admin",
          text: "Contact your state referee administrator. In most states unpaid fees are a valid reason to decline that assignor's games without it counting against you.",
          onTopic: true,
          daysAgo: 208,
          score: 30,
        },
      ],
    },
    {
      key: "ra-r6",
      title:
        "Building a ref scheduling app for my kid's soccer club. What would make you actually switch?",
      subreddit: "SideProject",
      author: "buildsinpublic_dev",
      text: "Volunteer dev here. Our club's assignor uses a 2009-era tool plus a WhatsApp group for open games. I'm prototyping something: refs set availability on their phone, claim games they're eligible for, and dropped games auto-post to everyone eligible. Before I go further: if you ref or assign, what's the one thing that would make you switch?",
      onTopic: true,
      daysAgo: 88,
      score: 34,
      comments: [
        {
          key: "ra-r6-c1",
          author: "ref_and_runner",
          text: "As a ref: travel. Show me how far the field is and let me set 'max 25 minutes'. And let me block a whole weekend in one tap instead of 12 individual slots.",
          onTopic: true,
          daysAgo: 87,
          score: 22,
        },
        {
          key: "ra-r6-c2",
          author: "assigns_for_3_clubs",
          text: "As an assignor: multiple orgs. I assign for three clubs and each has its own account in a different tool. Refs hate three logins and three sets of availability. One ref profile across clubs and I'm in.",
          onTopic: true,
          daysAgo: 87,
          score: 31,
          replies: [
            {
              key: "ra-r6-c2-r1",
              author: "buildsinpublic_dev",
              text: "Really useful, hadn't thought about cross-club. Who pays for the existing tools, the club or the refs?",
              onTopic: true,
              daysAgo: 86,
              score: 6,
              replies: [
                {
                  key: "ra-r6-c2-r1-r1",
                  author: "assigns_for_3_clubs",
                  text: "Club pays for assigning. On RefSlate the refs also pay their own $29.95 a year, which they resent. Whistlebook is free for refs, that's a big reason two of my clubs moved.",
                  onTopic: true,
                  daysAgo: 86,
                  score: 18,
                },
              ],
            },
          ],
        },
        {
          key: "ra-r6-c3",
          author: "nocode_nate",
          text: "Have you looked at Whistlebook? Feels like exactly this. Not saying don't build, but know what you're up against.",
          onTopic: true,
          daysAgo: 86,
          score: 14,
        },
        {
          key: "ra-r6-c4",
          author: "supabase_stan",
          text: "What stack? Supabase + Expo would be my pick, realtime subscriptions are perfect for a claim-a-slot UI and auth comes for free.",
          onTopic: false,
          daysAgo: 85,
          score: 9,
          replies: [
            {
              key: "ra-r6-c4-r1",
              author: "flutterfan22",
              text: "Flutter would be better honestly, one codebase and way smoother than RN on cheap Androids.",
              onTopic: false,
              daysAgo: 85,
              score: 3,
            },
          ],
        },
      ],
    },
    {
      key: "ra-r7",
      title: "Commissioners: how do you collect dues and pay out without Venmo drama?",
      subreddit: "fantasyfootball",
      author: "commish_of_chaos",
      text: "12-team league, $100 buy-in, three payouts. Every year someone 'forgets' to Venmo. Last year I fronted $200 for two guys who still haven't paid me back. How do you all handle league dues?",
      onTopic: false,
      daysAgo: 300,
      score: 540,
      comments: [
        {
          key: "ra-r7-c1",
          author: "dynasty_degen",
          text: "Escrow site. Money sits there until the season ends, nobody can stiff you and you're not the bank.",
          onTopic: false,
          daysAgo: 300,
          score: 320,
        },
        {
          key: "ra-r7-c2",
          author: "ppr_purist",
          text: "Cash at the draft party. No cash, no draft. Simple.",
          onTopic: false,
          daysAgo: 299,
          score: 150,
        },
        {
          key: "ra-r7-c3",
          author: "bench_warmer_commish",
          text: "Use the built-in dues tracker and publicly shame non-payers in the group chat. Works every time.",
          onTopic: false,
          daysAgo: 299,
          score: 88,
        },
      ],
    },
    {
      key: "ra-r8",
      title: "Inherited umpire scheduling for our league, help",
      subreddit: "LittleLeague",
      author: "uic_by_default",
      text: "Our UIC stepped down after 8 years and guess who said yes at the board meeting. 14 fields, ~480 games in spring, about 45 volunteer umps plus 6 paid teen umps for Majors. He did it all in his head and a spiral notebook. What are other leagues using?",
      onTopic: true,
      daysAgo: 160,
      score: 41,
      comments: [
        {
          key: "ra-r8-c1",
          author: "d3_district_ump",
          text: "A few leagues in our district are on CrewCall. Free for volunteer leagues, and the rainout button alone is worth it: one tap and everyone on that field's games gets a text.",
          onTopic: true,
          daysAgo: 159,
          score: 27,
          replies: [
            {
              key: "ra-r8-c1-r1",
              author: "uic_by_default",
              text: "Does it handle the teen umps we pay? $25 a game for Majors, $20 for Minors.",
              onTopic: true,
              daysAgo: 159,
              score: 5,
              replies: [
                {
                  key: "ra-r8-c1-r1-r1",
                  author: "d3_district_ump",
                  text: "There's a paid plan that keeps a pay sheet per ump, but you still cut the checks yourself. Our treasurer exports it and does Zelle.",
                  onTopic: true,
                  daysAgo: 158,
                  score: 8,
                },
              ],
            },
          ],
        },
        {
          key: "ra-r8-c2",
          author: "sign_up_genius_mom",
          text: "We use SignUpGenius for volunteer umps. Each game is a slot. Clunky but free and parents already know it.",
          onTopic: true,
          daysAgo: 158,
          score: 19,
          replies: [
            {
              key: "ra-r8-c2-r1",
              author: "uic_by_default",
              text: "We use that for concessions. Problem is I need to make sure a 12U game doesn't end up with two first-year volunteer dads.",
              onTopic: true,
              daysAgo: 158,
              score: 11,
            },
          ],
        },
        {
          key: "ra-r8-c3",
          author: "lltournament_ump",
          text: "Don't forget every volunteer ump needs a background check on file before stepping on the field. Whatever you use, track the expiration dates or you'll find out at tournament time.",
          onTopic: true,
          daysAgo: 157,
          score: 23,
        },
        {
          key: "ra-r8-c4",
          author: "chin_music_charlie",
          text: "Real hack is getting the managers' spouses to umpire. Can't complain about the calls then 😂",
          onTopic: false,
          daysAgo: 157,
          score: 34,
        },
      ],
    },
    {
      key: "ra-r9",
      title: "Our hospital's shift pickup app is a disaster",
      subreddit: "nursing",
      author: "nightshift_rn_kay",
      text: "We switched to an app where open shifts get posted and you claim them. Except it shows shifts I'm not credentialed for, swaps need three approvals, and the incentive pay shows up two pay periods later. Anyone's hospital have one that doesn't suck?",
      onTopic: false,
      daysAgo: 60,
      score: 430,
      comments: [
        {
          key: "ra-r9-c1",
          author: "float_pool_fran",
          text: "Ours is the same. The 'critical need' bonus shows in the app but payroll has never heard of it.",
          onTopic: false,
          daysAgo: 60,
          score: 210,
        },
        {
          key: "ra-r9-c2",
          author: "icu_nurse_dan",
          text: "Ours lets you swap directly with a coworker and the manager just gets a notification. Game changer.",
          onTopic: false,
          daysAgo: 59,
          score: 95,
        },
        {
          key: "ra-r9-c3",
          author: "rn_and_ref",
          text: "lol this is my side gig too. I ref youth hockey on weekends and our assigning site is the same mess: games I'm not carded for show as open, turnbacks need the assignor to approve, and game fees land 6 weeks later. Apparently every scheduling app is written by the same guy.",
          onTopic: true,
          daysAgo: 59,
          score: 120,
        },
        {
          key: "ra-r9-c4",
          author: "charge_nurse_ally",
          text: "Talk to your union rep about the incentive pay delay, that's a contract issue not an app issue.",
          onTopic: false,
          daysAgo: 58,
          score: 40,
        },
      ],
    },
    {
      key: "ra-r10",
      title: "RefSlate fee going up again?",
      subreddit: "Referees",
      author: "grade8_mn",
      text: "Got the renewal email: $29.95 to stay on RefSlate as an official, up from $24.95. I do maybe 60 games a year at $30-45 each. Our assignor says the association 'has no choice' because the state association uses it. Anyone's association actually moved off?",
      onTopic: true,
      daysAgo: 330,
      score: 201,
      comments: [
        {
          key: "ra-r10-c1",
          author: "ohio_hoops_ref",
          text: "Our basketball group left for Zebra Desk in 2023. The association pays about $2 per official a month, refs pay nothing. Assigning board is simpler but there are no payments, we still get a check.",
          onTopic: true,
          daysAgo: 330,
          score: 77,
        },
        {
          key: "ra-r10-c2",
          author: "sunday_league_ref",
          text: "In the UK our county league uses Matchday Officials. Clubs pay £45 a month, refs pay nothing. Withdrawals (your turnbacks) go straight back in the pool and the fixtures secretary gets an email. Honestly surprised US refs pay to be appointed.",
          onTopic: true,
          daysAgo: 329,
          score: 66,
          replies: [
            {
              key: "ra-r10-c2-r1",
              author: "grade8_mn",
              text: "Paying a subscription to be allowed to work is a very American concept lol",
              onTopic: true,
              daysAgo: 329,
              score: 40,
            },
          ],
        },
        {
          key: "ra-r10-c3",
          author: "mn_assignor",
          text: "Assignor here. RefSlate's board is still the best for big tournaments. Conflict checking across 40 fields and 300 refs is something the newer tools don't do well. The official fee is dumb though, it makes recruiting teens harder.",
          onTopic: true,
          daysAgo: 328,
          score: 52,
        },
        {
          key: "ra-r10-c4",
          author: "new_ref_question",
          text: "Unrelated but is the grade 8 recert test open book? Have to do it by January.",
          onTopic: false,
          daysAgo: 328,
          score: 8,
          replies: [
            {
              key: "ra-r10-c4-r1",
              author: "grade8_mn",
              text: "It's online and yes you can have the Laws open. Read Law 11 carefully, it's always on there.",
              onTopic: false,
              daysAgo: 327,
              score: 11,
            },
          ],
        },
      ],
    },
  ],

  hackernews: [
    {
      key: "ra-h1",
      title: "Ask HN: Is referee assigning software a real business?",
      author: "throwaway_ref_dev",
      text: "My wife assigns referees for a youth soccer league: about 200 refs, 4,000 games a year. Her tools are a legacy assigning site, a Google Sheet for pay and her phone. Everyone in her world complains about the same things (late turnbacks, paying refs, 1099s). Is this a real market or a lifestyle business at best? Associations seem to pick tools, not assignors.",
      onTopic: true,
      daysAgo: 140,
      score: 112,
      comments: [
        {
          key: "ra-h1-c1",
          author: "pg_fan_2011",
          text: "Classic vertical SaaS niche: small revenue per org but extremely sticky once a season's history is in it. The hard part is distribution. State associations sign multi-year deals and the assignors below them inherit the choice.",
          onTopic: true,
          daysAgo: 139,
          score: 58,
        },
        {
          key: "ra-h1-c2",
          author: "devops_greg",
          text: "Tangentially, we have the same 'assigning' problem with code review. CODEOWNERS auto-assign dumps every PR on the same two seniors. Load-balanced reviewer assignment is weirdly unsolved.",
          onTopic: false,
          daysAgo: 139,
          score: 40,
        },
        {
          key: "ra-h1-c3",
          author: "former_ump_founder",
          text: "I tried this in 2016 for baseball umpires. What killed me was payments: the moment you hold game fees you look like a money transmitter in some states, and every league wants 1099s done for them. If I did it again I'd partner with a payouts provider from day one and never touch the money.",
          onTopic: true,
          daysAgo: 138,
          score: 71,
        },
        {
          key: "ra-h1-c4",
          author: "hn_skeptic",
          text: "Every volunteer-run youth org has a 'system' that is a spreadsheet and one very tired person. They'll love you and they'll pay you $30 a month, maybe.",
          onTopic: true,
          daysAgo: 137,
          score: 22,
        },
      ],
    },
    {
      key: "ra-h2",
      title: "MLB approves automated ball-strike challenge system for 2026",
      author: "sportsdesk_bot",
      text: "Each team gets two challenges per game; a hitter, pitcher or catcher can tap their cap to ask the tracking system to review the home plate umpire's call.",
      onTopic: false,
      daysAgo: 200,
      score: 380,
      comments: [
        {
          key: "ra-h2-c1",
          author: "sabermetric_sam",
          text: "The challenge system is a nice compromise. Full robo-umps would kill the framing art entirely.",
          onTopic: false,
          daysAgo: 200,
          score: 120,
        },
        {
          key: "ra-h2-c2",
          author: "little_league_dad_hn",
          text: "Meanwhile at my son's Little League we can't find a human umpire for half the 11U games. The volunteer coordinator spends her whole week texting people and begging on the parents' Facebook group. The shortage at the bottom of the pyramid is the real story.",
          onTopic: true,
          daysAgo: 199,
          score: 95,
        },
        {
          key: "ra-h2-c3",
          author: "catcher_stats",
          text: "Framing was already overvalued by the public models, this just makes it official.",
          onTopic: false,
          daysAgo: 199,
          score: 30,
        },
      ],
    },
    {
      key: "ra-h3",
      title: "Ask HN: How do small nonprofits pay hundreds of tiny contractor payments?",
      author: "treasurer_hn",
      text: "I'm volunteer treasurer for a youth sports referee association. ~260 officials, ~9,000 game-fee payments a year averaging $38. Currently paper checks and Venmo. Collecting W-9s and doing 1099-NECs every January is a nightmare. Stripe Connect looks built for marketplaces. What do people actually use?",
      onTopic: true,
      daysAgo: 75,
      score: 88,
      comments: [
        {
          key: "ra-h3-c1",
          author: "fintech_fiona",
          text: "Connect Express works fine, you're effectively a two-sided marketplace. Budget roughly $2 per active connected account per month plus payout fees, and they'll e-file the 1099s.",
          onTopic: false,
          daysAgo: 74,
          score: 34,
        },
        {
          key: "ra-h3-c2",
          author: "crypto_carl",
          text: "Stablecoins. Fees are fractions of a cent and settlement is instant.",
          onTopic: false,
          daysAgo: 74,
          score: -3,
        },
        {
          key: "ra-h3-c3",
          author: "ref_assoc_treasurer2",
          text: "Same boat, 180 officials. We moved to OffiPay last year: W-9s are collected in the officials' app and the 1099-NECs get filed for us. The 1.9% + 30¢ per payout hurts on $25 youth games though, so we batch weekly per official instead of paying per game.",
          onTopic: true,
          daysAgo: 73,
          score: 41,
        },
      ],
    },
  ],

  youtube: [
    {
      key: "ra-y1",
      title: "How I assign 600 youth soccer games in one evening (full workflow)",
      channel: "Assignor Academy",
      author: "Assignor Academy",
      text: "Screen-share of my actual Sunday night: importing the club schedule, blocking coach/ref conflicts, letting grade 8s self-assign U9-U12, and handling turnbacks. Tools shown: RefSlate, a Google Sheet for pay, and GroupMe. Chapters: 0:00 intro, 2:10 importing the schedule, 9:45 self-assign rules, 18:30 turnbacks, 27:00 the pay sheet.",
      onTopic: true,
      daysAgo: 260,
      score: 4100,
      comments: [
        {
          key: "ra-y1-c1",
          author: "refcoordinator_jen",
          text: "The part where you copy pay totals from RefSlate into a sheet and then into Venmo one by one... I do exactly that for 140 refs and it takes me three hours every two weeks.",
          onTopic: true,
          daysAgo: 255,
          score: 210,
        },
        {
          key: "ra-y1-c2",
          author: "ussf_grade7_tom",
          text: "Great video. Would love one on refs who self-assign and then no-show. We have no penalty system and the same four guys do it every month.",
          onTopic: true,
          daysAgo: 250,
          score: 88,
        },
        {
          key: "ra-y1-c3",
          author: "futsal_ref_nyc",
          text: "Do you ever let refs trade games directly with each other without it counting as a turnback? Half my turnbacks would disappear if two refs could just swap and I approve with one click.",
          onTopic: true,
          daysAgo: 240,
          score: 64,
        },
        {
          key: "ra-y1-c4",
          author: "gk_gloves_review",
          text: "What mic are you using? Audio is super clean.",
          onTopic: false,
          daysAgo: 238,
          score: 12,
        },
      ],
    },
    {
      key: "ra-y2",
      title: "Best umpire chest protectors 2025, tested behind the plate",
      channel: "Blue Life Umpiring",
      author: "Blue Life Umpiring",
      text: "I took six chest protectors through 40 games of 14U travel and adult wood bat. Weight, heat, coverage at the collarbone and how they sit under a shirt. Links in the pinned comment, none of these are sponsored.",
      onTopic: false,
      daysAgo: 120,
      score: 2300,
      comments: [
        {
          key: "ra-y2-c1",
          author: "slowpitch_sammy",
          text: "The second one saved my collarbone from a foul tip last summer. Worth every penny.",
          onTopic: false,
          daysAgo: 118,
          score: 45,
        },
        {
          key: "ra-y2-c2",
          author: "ump_dad_jersey",
          text: "Good review. Any chance you do a video on getting paid by rec leagues? Mine still owes me for 9 games from June and the 'payroll lady' doesn't answer emails.",
          onTopic: true,
          daysAgo: 115,
          score: 67,
        },
        {
          key: "ra-y2-c3",
          author: "catcher_mom",
          text: "My son is 12 and catching, is the youth version of the first one any good?",
          onTopic: false,
          daysAgo: 110,
          score: 4,
        },
      ],
    },
    {
      key: "ra-y3",
      title: "Why refs quit: pay, abuse and the assigning black box",
      channel: "Whistle & Flag Podcast",
      author: "Whistle & Flag Podcast",
      text: "We talk to three assignors and a second-year referee about why so many new refs don't come back for year two: slow pay, sideline abuse, and never knowing why you got three games one week and none the next.",
      onTopic: true,
      daysAgo: 400,
      score: 1800,
      comments: [
        {
          key: "ra-y3-c1",
          author: "second_year_ref_liv",
          text: "The black box part is so real. I never know why I got three games one week and zero the next. Just show me the rules and I'll play by them.",
          onTopic: true,
          daysAgo: 398,
          score: 140,
        },
        {
          key: "ra-y3-c2",
          author: "retired_ref_walt",
          text: "Pay is part of it but mostly it's the abuse. I quit after a coach shoved me in 2019 and the league did nothing.",
          onTopic: false,
          daysAgo: 395,
          score: 60,
        },
        {
          key: "ra-y3-c3",
          author: "assignor_in_az",
          text: "Assignor here: the black box is partly because our software shows refs nothing. I'd happily explain if the tool let me leave a note on why someone got passed over for a game.",
          onTopic: true,
          daysAgo: 390,
          score: 52,
        },
        {
          key: "ra-y3-c4",
          author: "podcast_listener_88",
          text: "Audio levels jump around a lot in the second half, fyi",
          onTopic: false,
          daysAgo: 385,
          score: 8,
        },
      ],
    },
  ],

  x: [
    {
      key: "ra-x1",
      author: "ref_assignor_kc",
      text: "14 turnbacks since 8pm. It's Friday. Every single one is a U12 center. I'm going to need a bigger group text.",
      onTopic: true,
      daysAgo: 3,
      score: 57,
    },
    {
      key: "ra-x2",
      author: "SoccerRefDad",
      text: "Nothing like getting paid for March games in June. Love the rec league life.",
      onTopic: true,
      daysAgo: 70,
      score: 23,
    },
    {
      key: "ra-x3",
      author: "aviation_watch",
      text: "Air turnback: A320 returned to the gate after a bird strike on climb-out, all passengers deplaned normally. Second turnback at that airport this week.",
      onTopic: false,
      daysAgo: 11,
      score: 310,
    },
    {
      key: "ra-x4",
      author: "MiLBUmpFan",
      text: "Robo ump in Triple-A just called a strike at the ankles and the whole dugout lost it 😂",
      onTopic: false,
      daysAgo: 95,
      score: 1200,
    },
    {
      key: "ra-x5",
      author: "hoops_official_tx",
      text: "Tip for new officials: screenshot every assignment and your acceptance. When the assignor 'forgets' to pay out the tournament, you've got receipts.",
      onTopic: true,
      daysAgo: 180,
      score: 214,
    },
    {
      key: "ra-x6",
      author: "coach_marcus_ball",
      text: "Looking for umpires! 12U travel tournament July 12-14, $60 a game plate, $45 bases. DM me, need 8 more.",
      onTopic: false,
      daysAgo: 330,
      score: 9,
    },
    {
      key: "ra-x7",
      author: "ZebraDeskHQ",
      text: "New: late-turnback flags. Set your window, we'll highlight the rest on the board. Live for every group today.",
      onTopic: false,
      daysAgo: 290,
      score: 18,
    },
    {
      key: "ra-x8",
      author: "grassroots_ref_uk",
      text: "Third withdrawal on the Sunday league fixtures this week. The secretary's phone must be melting. Grassroots football runs on goodwill and WhatsApp.",
      onTopic: true,
      daysAgo: 150,
      score: 88,
    },
    {
      key: "ra-x9",
      author: "fantasy_commish",
      text: "Finally collected all 12 league dues. Only took four months and one public shaming.",
      onTopic: false,
      daysAgo: 400,
      score: 45,
    },
    {
      key: "ra-x10",
      author: "treasurer_tina_ref",
      text: "W-9 collection for 212 referees. By email. One at a time. Send help (or a tool that doesn't charge $2 a head).",
      onTopic: true,
      daysAgo: 620,
      score: 31,
    },
    {
      key: "ra-x11",
      author: "uic_ohio_ll",
      text: "Rainout at 4pm = 22 umpires to text individually, 6 games to reschedule, and somehow I'm the bad guy. UIC life.",
      onTopic: true,
      daysAgo: 480,
      score: 76,
    },
  ],

  tiktok: [
    {
      key: "ra-t1",
      title: "POV: you're the ref assignor on a Friday night",
      author: "assignor.era",
      text: "POV: you're the ref assignor on a Friday night 📱📱📱 *17 turnback notifications* 'coach said we have a tournament' 'my grandma's birthday' 'i forgot' #referee #soccer #assignor #refereelife",
      onTopic: true,
      daysAgo: 25,
      score: 48200,
    },
    {
      key: "ra-t2",
      title: "Worst calls of the week in youth baseball",
      author: "dugoutdramaz",
      text: "Worst calls of the week in youth baseball ⚾ #5 will make you scream. Umpire said the runner 'left early' from a base he never touched 😭 #littleleague #umpire #baseballtok",
      onTopic: false,
      daysAgo: 140,
      score: 312000,
    },
    {
      key: "ra-t3",
      title: "How much I made reffing youth soccer this year",
      author: "ref.era.maddie",
      text: "How much I made reffing youth soccer this year at 16: 83 games, $2,405, paid through three different apps and one guy named Steve who only does cash 💀 still waiting on $180 from the spring tournament #ref #sidehustle #teenjobs",
      onTopic: true,
      daysAgo: 210,
      score: 96100,
    },
    {
      key: "ra-t4",
      title: "Pickleball line call drama",
      author: "dinkdynasty",
      text: "Pickleball line call drama 🥒 this is why rec play needs an umpire (or a camera). Was it in?? #pickleball #linecall",
      onTopic: false,
      daysAgo: 55,
      score: 27400,
    },
  ],

  facebook: [
    {
      key: "ra-f1",
      title: "Youth Soccer Referees of Georgia",
      author: "Terrence Boyd",
      text: "Assignors, is anyone else getting games dumped back 24 hours before kickoff? I've still got 9 open U14 AR slots for Saturday at the Fowler complex. Grade 8s with 2+ years, message me or grab them in the app. $32 per AR, paid through the app the following Friday.",
      onTopic: true,
      daysAgo: 8,
      score: 21,
    },
    {
      key: "ra-f2",
      title: "Ohio High School & Rec Basketball Officials",
      author: "Denise Kowalczyk",
      text: "Heads up: the Westside rec league is 6 weeks behind on game fees. Several of us are owed $300+. Until it's paid I'm declining their assignments and I'd encourage others to do the same.",
      onTopic: true,
      daysAgo: 265,
      score: 64,
    },
    {
      key: "ra-f3",
      title: "Slowpitch Softball Buy/Sell/Trade",
      author: "Rick Alvarado",
      text: "Selling umpire gear: plate shoes size 11, ball bag, indicator, two shirts (powder blue, XL). $80 takes all. Pickup in Mesa.",
      onTopic: false,
      daysAgo: 430,
      score: 3,
    },
    {
      key: "ra-f4",
      title: "Hockey Moms & Dads of Minnesota",
      author: "Kristin Lund",
      text: "Does anyone know who assigns the refs for Squirt B games? Our game Saturday had one ref who was maybe 14 and parents were awful to him. I want to send him a thank-you note.",
      onTopic: false,
      daysAgo: 180,
      score: 37,
    },
  ],

  products: [
    {
      name: "RefSlate",
      competitor: true,
      tagline: "The officiating platform trusted by state associations",
      description:
        "RefSlate handles game assignments, availability, certification tracking and game-fee payments for officials' associations, conferences and leagues of every size.",
      site: {
        domain: "refslate.com",
        headline: "Every game covered. Every official paid.",
        subheadline:
          "Assigning, availability, certifications and payments in one platform for associations, conferences, tournaments and leagues.",
        layout: "table",
        announcement:
          "Fall 2025 renewals are open. Renew by August 15 to keep your assigning history and ratings.",
        features: [
          {
            heading: "Assigning board",
            text: "Drag officials onto games filtered by rating, distance, conflicts and partner blocks. Conflict checking runs across every site and every time slot of a tournament.",
          },
          {
            heading: "Availability and blocks",
            text: "Officials block dates, times and teams from the mobile app. Assignors see only who can actually work each slot.",
          },
          {
            heading: "Certification tracking",
            text: "Store grades, badge levels, background checks and safety training with expiration reminders for officials and administrators.",
          },
          {
            heading: "RefSlate Pay",
            text: "Deposit game fees and mileage into officials' bank accounts after games are confirmed. Year-end 1099 forms prepared and filed for your group.",
          },
        ],
        plans: [
          {
            name: "Official",
            price: "$29.95",
            period: "per official / year",
            items: [
              "Mobile app",
              "Availability and blocks",
              "Assignment history",
              "Payment statements",
            ],
          },
          {
            name: "Assigning Group",
            price: "$495",
            period: "/season",
            items: [
              "Up to 3 assignors",
              "Assigning board",
              "Email and text notifications",
              "Standard reports",
            ],
          },
          {
            name: "Association",
            price: "Contact us",
            period: "",
            items: [
              "Unlimited assignors",
              "RefSlate Pay and 1099 filing",
              "Certification tracking",
              "Dedicated onboarding",
            ],
          },
        ],
        foundedSentence:
          "RefSlate has been helping officials' associations get every game covered since we were founded in 2006.",
        foundedYear: 2006,
        testimonials: [
          {
            quote:
              "We've assigned our entire district on RefSlate since 2011. At tournament time nothing else handles 40 fields without double-booking someone.",
            author: "Dana K., District Referee Administrator",
          },
          {
            quote:
              "Moving our payments into RefSlate Pay in 2022 ended the check-writing weekends for our treasurer.",
            author: "Luis P., Valley Officials Association",
          },
        ],
      },
    },
    {
      name: "Whistlebook",
      competitor: true,
      tagline: "Referee scheduling that refs don't hate",
      description:
        "Whistlebook lets clubs post games, lets referees pick them up from their phones, and handles give-backs and pay reports without spreadsheets.",
      productHunt: { votes: 312, comments: 41, daysAgo: 520, topics: ["sports", "scheduling"] },
      site: {
        domain: "whistlebook.app",
        headline: "Post games. Refs pick them up. Done.",
        subheadline:
          "Mobile-first scheduling for club and rec referees, with self-assign rules, automatic re-offers and pay reports your treasurer will actually read.",
        layout: "cards",
        pricingPath: "/plans",
        announcement: "New for spring 2025: the referee app in Spanish",
        features: [
          {
            heading: "Self-assign with guardrails",
            text: "Let grade 8s pick up U12 centers, keep U17 for grade 7 and up, cap games per day and require a rest slot between matches.",
          },
          {
            heading: "Re-offer on give-back",
            text: "When a ref gives a game back, Whistlebook re-offers it by text to eligible refs, closest first, until someone takes it.",
          },
          {
            heading: "Pay reports",
            text: "Per-ref totals with mileage for any date range, exported for Venmo, checks or ACH. Refs see what they're owed in the app.",
          },
          {
            heading: "Free for referees",
            text: "Referees never pay to use Whistlebook. Clubs pay one flat monthly price.",
          },
        ],
        plans: [
          {
            name: "Starter",
            price: "Free",
            period: "",
            items: ["Up to 20 referees", "One venue group", "Self-assign and give-backs"],
          },
          {
            name: "Club",
            price: "$39",
            period: "/month",
            items: [
              "Up to 150 referees",
              "Text re-offers (2,000 SMS per month)",
              "Pay reports and CSV export",
            ],
          },
          {
            name: "League",
            price: "$119",
            period: "/month",
            items: [
              "Unlimited referees",
              "Multiple assignors",
              "ACH payouts add-on",
              "Priority support",
            ],
          },
        ],
        testimonials: [
          {
            quote:
              "We went from 30 unfilled games a weekend to maybe two. Our refs actually like opening the app.",
            author: "Marisol T., Referee Coordinator, Eastside FC (customer since 2019)",
          },
          {
            quote:
              "Give-backs used to mean my Friday night. Now the app handles them while I'm at dinner.",
            author: "Greg H., assignor for three rec clubs",
          },
        ],
      },
    },
    {
      name: "CrewCall Officials",
      competitor: true,
      tagline: "Umpire scheduling for baseball and softball leagues",
      description:
        "CrewCall builds two- and three-umpire crews for youth and adult baseball and softball, handles rainouts and reschedules, and keeps the UIC's pay sheet.",
      site: {
        domain: "crewcallumps.com",
        headline: "Crews, not just names on a sheet.",
        subheadline:
          "Built for umpire-in-chiefs running Little League, travel ball and adult rec diamonds.",
        layout: "prose",
        features: [
          {
            heading: "Crew building",
            text: "Pair plate and base umpires by experience, keep partners together across a doubleheader, and never put two rookies on a 12U game.",
          },
          {
            heading: "Rainouts in one tap",
            text: "Mark a field wet and every umpire on those games gets a text. Games drop back into the pool when they're rescheduled.",
          },
          {
            heading: "Pay sheet",
            text: "Per-game rates by division, plate versus bases, doubleheader totals. Export what you owe each umpire for any week.",
          },
          {
            heading: "Volunteer compliance",
            text: "Track background check and clearance dates for volunteer umpires and get a warning before one expires.",
          },
        ],
        plans: [
          {
            name: "Volunteer League",
            price: "Free",
            period: "",
            items: [
              "For volunteer-umpire programs",
              "Up to 40 umpires",
              "Crew building and rainouts",
            ],
          },
          {
            name: "Paid Crew",
            price: "$24",
            period: "/month",
            items: ["Up to 120 umpires", "Pay sheet and exports", "Text notifications"],
          },
          {
            name: "Association",
            price: "$69",
            period: "/month",
            items: ["Unlimited umpires", "Multiple leagues and UICs", "Tournament mode"],
          },
        ],
        foundedSentence:
          "I started CrewCall in 2017 with a spreadsheet, a texting account and one league willing to let me try.",
        foundedYear: 2017,
        story: {
          heading: "Why I built it",
          text: "I umpired for 22 years and ran the umpire desk for a 60-team league in Ohio. Every rainout meant 30 phone calls and every Monday meant rebuilding crews from scratch in a notebook. I wanted a tool that thought in crews and diamonds, not in generic 'shifts', and nobody made one.",
        },
      },
    },
    {
      name: "Zebra Desk",
      competitor: true,
      tagline: "Assigning for basketball and volleyball officials' groups",
      description:
        "Zebra Desk is a lightweight assigning tool for small officials' groups: availability, crews, turnbacks and fee tracking for rec, school and tournament games.",
      showHn: {
        points: 84,
        daysAgo: 410,
        author: "tucson_zebra",
        text: "I officiate high school basketball and my partner assigns for our group of 90 officials. We got tired of paying per official for software built for state associations, so we built Zebra Desk: availability, an assigning board, turnbacks with reasons, and a fee ledger. Free for groups under 15 officials. Happy to answer anything.",
      },
      site: {
        domain: "zebradesk.io",
        headline: "Assigning for groups of 10 to 300 officials.",
        subheadline:
          "Availability, crews, turnbacks and game fees without paying enterprise prices.",
        layout: "cards",
        features: [
          {
            heading: "Crew board",
            text: "Build two- and three-person crews, see partner history and rating at a glance, publish a whole night with one click.",
          },
          {
            heading: "Turnbacks with reasons",
            text: "Officials give a reason when they turn a game back. Late turnbacks are flagged against the window you choose.",
          },
          {
            heading: "Fee ledger",
            text: "Track what each school or league owes and what each official has earned, including mileage.",
          },
        ],
        plans: [
          {
            name: "Free",
            price: "Free",
            period: "",
            items: ["Up to 15 officials", "Assigning board", "Email notifications"],
          },
          {
            name: "Group",
            price: "$2",
            period: "per official / month",
            items: ["Text notifications", "Turnback flags", "Fee ledger", "Calendar sync"],
          },
          {
            name: "Conference",
            price: "$1.50",
            period: "per official / month, 200 minimum",
            items: ["Multiple assignors", "School billing", "API access"],
          },
        ],
        foundedSentence:
          "Zebra Desk was founded in 2021 by two high school basketball officials in Tucson.",
        foundedYear: 2021,
        changelog: [
          "January 2025: turnback reasons and late-turnback flags",
          "September 2024: Google Calendar and Outlook sync",
          "March 2024: mileage calculator in the fee ledger",
        ],
      },
    },
    {
      name: "OffiPay",
      competitor: true,
      tagline: "Pay officials the same week, with 1099s handled",
      description:
        "OffiPay collects game fees from schools and leagues and pays referees and umpires by direct deposit, with W-9 collection and year-end 1099-NEC filing.",
      site: {
        domain: "offipay.com",
        headline: "Game fees in. Officials paid. Taxes filed.",
        subheadline:
          "The payments layer for officials' associations and leagues. Works alongside whatever you use to assign.",
        layout: "table",
        features: [
          {
            heading: "Direct deposit payouts",
            text: "Officials are paid to their bank account on your schedule: per game, weekly or every two weeks.",
          },
          {
            heading: "W-9s and 1099-NECs",
            text: "Officials submit W-9s in the app. In January we file 1099-NECs for everyone over the threshold and post copies to their accounts.",
          },
          {
            heading: "Collect from schools and teams",
            text: "Send invoices to schools, leagues or team managers and release officials' pay when the money lands.",
          },
          {
            heading: "Import from your assigning tool",
            text: "Upload a CSV of confirmed games and fees, or connect an export, and OffiPay builds the payout batch.",
          },
        ],
        plans: [
          {
            name: "Standard payouts",
            price: "1.9% + 30¢",
            period: "per transaction",
            items: [
              "Next-business-day direct deposit",
              "W-9 collection",
              "1099-NEC filing included",
            ],
          },
          {
            name: "Instant payouts",
            price: "$1.25",
            period: "per payout",
            items: [
              "Paid to an official's debit card in minutes",
              "Official or league can cover the fee",
            ],
          },
          {
            name: "Enterprise",
            price: "Contact us",
            period: "",
            items: [
              "State associations and conferences",
              "Custom payout schedules",
              "Dedicated account manager",
            ],
          },
        ],
        changelog: [
          "December 2024: 1099-NEC e-filing for the 2024 tax year",
          "June 2024: instant payouts to debit cards",
          "October 2023: W-9 collection in the officials' app",
        ],
        testimonials: [
          {
            quote:
              "Since 2022 our officials get paid the Tuesday after the game. Nobody calls me about checks anymore.",
            author: "Renee W., treasurer, Bay Area adult soccer officials",
          },
        ],
      },
    },
    {
      name: "Matchday Officials",
      competitor: true,
      tagline: "Referee appointments for grassroots football",
      description:
        "Matchday Officials lets county FAs, leagues and clubs appoint referees and assistants, handle withdrawals and record match fees.",
      site: {
        domain: "matchdayofficials.co.uk",
        headline: "Appointments, withdrawals and match fees, sorted.",
        subheadline:
          "For grassroots leagues, clubs and county FAs appointing referees and assistant referees every weekend.",
        layout: "cards",
        features: [
          {
            heading: "Appointments",
            text: "Appoint referees and ARs by level and travel distance, and publish the whole weekend's fixtures at once.",
          },
          {
            heading: "Withdrawals",
            text: "When a referee withdraws, the fixture goes straight back to available officials and the appointments secretary is notified.",
          },
          {
            heading: "Match fees",
            text: "Record match fees and travel expenses per fixture and give clubs a statement of what they owe the referee.",
          },
        ],
        plans: [
          {
            name: "Club",
            price: "£9",
            period: "/month",
            items: ["One club, all age groups", "Up to 40 officials", "Appointment emails"],
          },
          {
            name: "League",
            price: "£45",
            period: "/month",
            items: [
              "Unlimited clubs and divisions",
              "Withdrawal re-offers by text",
              "Match fee statements",
            ],
          },
          {
            name: "County FA",
            price: "Contact us",
            period: "",
            items: [
              "Multiple leagues",
              "Referee development tracking",
              "Data export for reporting",
            ],
          },
        ],
        foundedSentence:
          "Founded in Sheffield in 2015 by a Level 5 referee and a league fixtures secretary.",
        foundedYear: 2015,
      },
    },
    {
      name: "refpool",
      competitor: true,
      tagline: "Self-hosted referee assigning for small leagues",
      description:
        "Open-source Django app for volunteer assignors: import a schedule CSV, let officials claim games, re-open dropped games to everyone eligible and export a pay sheet.",
      github: {
        repo: "dsanchez-ref/refpool",
        stars: 212,
        topics: ["django", "sports", "scheduling", "referee"],
        daysAgo: 95,
      },
    },
    {
      name: "Manuscriptly",
      competitor: false,
      tagline: "Reviewer management for journals",
      description:
        "Manuscriptly helps journal editors find, invite and assign referees to submitted papers, chase late reports and track reviewer turnaround.",
      site: {
        domain: "manuscriptly.com",
        headline: "Find the right referees. Get reports on time.",
        subheadline:
          "Reviewer discovery, invitations and reminders for journal editors and editorial offices.",
        layout: "table",
        features: [
          {
            heading: "Referee suggestions",
            text: "Suggests qualified reviewers from publication history and flags conflicts of interest with the authors.",
          },
          {
            heading: "Invitation tracking",
            text: "See who accepted, declined or never answered, and reassign a manuscript in two clicks.",
          },
          {
            heading: "Turnaround reports",
            text: "Median days to report by reviewer, editor and section, so you know who to invite next time.",
          },
        ],
        plans: [
          {
            name: "Single journal",
            price: "$149",
            period: "/month",
            items: ["Up to 600 submissions a year", "Reviewer suggestions", "Automatic reminders"],
          },
          {
            name: "Publisher",
            price: "Contact us",
            period: "",
            items: ["Multiple journals", "Single sign-on", "Custom workflows"],
          },
        ],
        testimonials: [
          {
            quote: "Our median time to first decision fell from 61 to 38 days in 2023.",
            author: "Managing editor, a society journal in ecology",
          },
        ],
      },
    },
    {
      name: "TeamNest",
      competitor: false,
      tagline: "Registration, schedules and payments for youth sports clubs",
      description:
        "TeamNest handles player registration, team schedules, parent messaging and fee collection for youth sports clubs and rec leagues.",
      productHunt: { votes: 488, comments: 57, daysAgo: 610, topics: ["sports", "payments"] },
      site: {
        domain: "teamnest.co",
        headline: "Run your whole club from one app.",
        subheadline:
          "Registration, rosters, schedules, parent chat and payments for clubs and leagues.",
        layout: "cards",
        features: [
          {
            heading: "Online registration",
            text: "Custom forms, waivers and sibling discounts. Parents register and pay in one checkout.",
          },
          {
            heading: "Schedules and field maps",
            text: "Publish game and practice schedules; families get updates and rainout alerts automatically.",
          },
          {
            heading: "Payment plans",
            text: "Split season fees into installments and chase late payers automatically.",
          },
        ],
        plans: [
          {
            name: "Free",
            price: "Free",
            period: "",
            items: [
              "Up to 5 teams",
              "Schedules and parent chat",
              "Standard card fees on registration",
            ],
          },
          {
            name: "Club",
            price: "$2.50",
            period: "per registered player / season",
            items: ["Unlimited teams", "Registration and waivers", "Payment plans"],
          },
          {
            name: "League",
            price: "Contact us",
            period: "",
            items: ["Multiple clubs", "Inter-club scheduling", "Custom reports"],
          },
        ],
      },
    },
    {
      name: "ShiftHand",
      competitor: false,
      tagline: "Shift swaps and early pay for hourly teams",
      description:
        "ShiftHand lets restaurant and retail staff pick up open shifts, swap with coworkers and get paid early, while managers approve from their phone.",
      site: {
        domain: "shifthand.com",
        headline: "Open shifts filled before you finish your coffee.",
        subheadline: "Scheduling, swaps and early pay for restaurants, cafés and retail teams.",
        layout: "prose",
        features: [
          {
            heading: "Open shift marketplace",
            text: "Post a shift once and everyone qualified for that role and location gets a push notification.",
          },
          {
            heading: "Swaps and drops",
            text: "Staff swap shifts with each other; managers approve with one tap or set rules to auto-approve.",
          },
          {
            heading: "Early pay",
            text: "Staff can withdraw part of their earned wages before payday, connected to your payroll.",
          },
        ],
        plans: [
          {
            name: "Basic",
            price: "$3",
            period: "per user / month",
            items: ["Scheduling", "Shift swaps", "Time clock"],
          },
          {
            name: "Plus",
            price: "$5",
            period: "per user / month",
            items: ["Early pay", "Labor cost forecasting", "Payroll integrations"],
          },
        ],
        foundedSentence:
          "ShiftHand was founded in 2018 in Austin by a former restaurant general manager.",
        foundedYear: 2018,
      },
    },
    {
      name: "LeagueLens",
      competitor: false,
      tagline: "An AI line judge for pickleball and tennis courts",
      description:
        "LeagueLens mounts a camera on the net post and calls the lines in real time, acting as an electronic umpire for rec leagues and club ladders.",
      productHunt: {
        votes: 640,
        comments: 92,
        daysAgo: 230,
        topics: ["sports", "artificial-intelligence"],
      },
    },
    {
      name: "umpire",
      competitor: false,
      tagline: "Arbitrate flaky tests in CI",
      description:
        "umpire reruns failing tests in isolation, decides whether a failure is flaky or real and assigns the flaky ones to their owners with a quarantine label.",
      github: {
        repo: "kestrel-labs/umpire",
        stars: 1430,
        topics: ["ci", "testing", "flaky-tests", "github-actions"],
        daysAgo: 18,
      },
    },
  ],

  articles: [
    {
      url: "https://www.sportstechreview.com/best-referee-assigning-software",
      title: "The 7 best referee assigning software tools for 2025",
      text: "If you assign officials for a club, league or association, your choice mostly comes down to size and whether you want payments handled. RefSlate is still the default for state associations and big tournaments, with strong conflict checking, though officials pay an annual fee. Whistlebook is our pick for youth soccer clubs: free for referees, with a free tier up to 20 refs and automatic re-offers when someone gives a game back. CrewCall Officials is built for baseball and softball umpire-in-chiefs and is free for volunteer leagues. Zebra Desk suits basketball and volleyball groups at about $2 per official a month. UK leagues should look at Matchday Officials. None of the assigning tools pays officials end to end, so many groups pair them with OffiPay for direct deposit and 1099s. Technical volunteers can self-host the open-source refpool.",
      daysAgo: 150,
    },
    {
      url: "https://www.countyledger.com/sports/youth-league-cancels-games-referee-shortage",
      title: "Youth soccer league cancels 40 games as referee shortage deepens",
      text: "The North County Youth Soccer League called off 40 recreational games last weekend after it could not find enough referees, the league's referee coordinator said. The league has about 180 registered referees, down from 260 before the pandemic. 'We have games turned back on Friday night and nobody left to call,' the coordinator said, adding that the league raised its U10 game fee from $25 to $32 this spring and now pays referees weekly instead of monthly. Parents were told to expect more cancellations unless more teenagers certify before the fall season.",
      daysAgo: 380,
    },
    {
      url: "https://eastsiderefs.blogspot.com/2024/03/how-we-cut-late-turnbacks.html",
      title: "How we cut late turnbacks by 40% in one season",
      text: "I've assigned for Eastside FC since 2016. Last fall we tried three changes. First, games are published three weeks out, not one, so refs plan around them. Second, any turnback inside 72 hours without a reason costs two weeks of self-assign. Third, we pay a $10 premium on any game picked up inside 24 hours. Late turnbacks fell from an average of 22 a weekend to 13. The part nobody tells you: it only works if the software enforces it. I was not going to keep a list of who owed me what.",
      daysAgo: 560,
    },
    {
      url: "https://www.officialstaxguide.com/1099-nec-sports-officials",
      title: "Do leagues have to send 1099-NEC forms to referees and umpires?",
      text: "Most sports officials are independent contractors, not employees. A league, school or association that pays an official $600 or more in a calendar year generally has to issue a Form 1099-NEC, and should collect a W-9 before the first payment. Payments made through payment apps can also be reported on a Form 1099-K by the app, which is why officials sometimes see the same income twice. Treasurers should keep a single record of every game fee and mileage payment per official.",
      daysAgo: 690,
    },
    {
      url: "https://www.dugoutvolunteer.org/blog/umpire-coordinator-preseason-checklist",
      title: "The umpire coordinator's preseason checklist",
      text: "Before opening day: confirm every volunteer umpire's background check is current, hold a rules clinic, set your pay rates for any paid junior umpires, and decide how rainouts will be communicated. Build your crews by division so a new umpire always works with an experienced partner. Publish the first month of assignments at least two weeks before the season and give umpires a single place to mark the dates they cannot work.",
      daysAgo: 95,
    },
  ],
};
