import type { Market, Product } from "./market.ts";

/**
 * An invented, crowded market whose users are happy: "a password manager for families". Six
 * products already do it and people praise them by name; the few complaints are mild, and several
 * people say they would not pay for another. It is served beside the evaluation markets but is
 * not one of them: `npm run bench:verdict` uses it to show a crowded field of loved incumbents
 * scores below the underserved markets. Its words (vault, passwords, family plan) are its own.
 */

function product(
  name: string,
  domain: string,
  tagline: string,
  price: string,
  founded: number,
  layout: "cards" | "table" | "prose",
): Product {
  return {
    name,
    competitor: true,
    tagline,
    description: `${name} keeps a family's passwords in shared and private vaults. ${tagline}.`,
    site: {
      domain,
      headline: tagline,
      subheadline: "Shared vaults for the whole household, private vaults for each person.",
      features: [
        {
          heading: "Shared family vault",
          text: "Streaming, utilities and school logins in one vault everyone in the household can open.",
        },
        {
          heading: "Private vaults",
          text: "Each person keeps their own passwords private, even from the family organiser.",
        },
        {
          heading: "Account recovery",
          text: "The family organiser can help anyone who forgets their master password get back in.",
        },
      ],
      plans: [
        { name: "Personal", price: "Free", period: "", items: ["1 person", "Unlimited passwords"] },
        {
          name: "Family",
          price,
          period: "/month",
          items: ["Up to 6 people", "Shared vaults", "Account recovery"],
        },
      ],
      foundedSentence: `Founded in ${founded} by people who were tired of sticky notes on the fridge.`,
      layout,
    },
    productHunt: { votes: 400 + (founded % 100), comments: 40, daysAgo: 900, topics: ["Privacy"] },
  };
}

export const familyPasswordsMarket: Market = {
  slug: "family-passwords",
  idea: "A password manager for families that shares the household's logins and keeps each person's private.",
  productHuntTopics: ["privacy", "security", "password-managers"],

  reddit: [
    {
      key: "r1",
      subreddit: "PasswordManagers",
      title: "Which password manager for a family of five?",
      author: "dad_of_three_it",
      text: "We have five people, two teenagers, and the streaming passwords live on a sticky note on the fridge. Which password manager handles a family well? Shared vault for the household plus private vaults for each person.",
      onTopic: true,
      daysAgo: 30,
      score: 212,
      comments: [
        {
          key: "r1c1",
          author: "vault_veteran",
          text: "KeyHearth family plan works great for us. Shared vault for the streaming logins, private vaults for everyone else, and the kids picked it up in a day. No complaints after three years.",
          onTopic: true,
          daysAgo: 30,
          score: 156,
        },
        {
          key: "r1c2",
          author: "quietmum",
          text: "We are happy with LockNest. It does everything we need, the browser extension just fills the password and my parents can use it.",
          onTopic: true,
          daysAgo: 29,
          score: 98,
        },
        {
          key: "r1c3",
          author: "frugal_fam",
          text: "Honestly I wouldn't pay for a password manager at all. The free tier of Passbloom covers our whole family of four and it works perfectly.",
          onTopic: true,
          daysAgo: 29,
          score: 77,
        },
        {
          key: "r1c4",
          author: "sysadmin_sam",
          text: "VaultFamily is the one I set up for my in-laws. Love using it, the recovery feature already saved us twice when my mother-in-law forgot her master password.",
          onTopic: true,
          daysAgo: 28,
          score: 64,
        },
        {
          key: "r1c5",
          author: "dad_of_three_it",
          text: "Thanks all. Went with KeyHearth, setup took twenty minutes and the fridge note is gone.",
          onTopic: true,
          daysAgo: 20,
          score: 45,
        },
      ],
    },
    {
      key: "r2",
      subreddit: "PasswordManagers",
      title: "Is there anything a family password manager still gets wrong?",
      author: "curious_builder",
      text: "Thinking of building a password manager for families. What do the current ones get wrong? Trying to find a gap before writing any code.",
      onTopic: true,
      daysAgo: 60,
      score: 40,
      comments: [
        {
          key: "r2c1",
          author: "vault_veteran",
          text: "Not much, to be honest. KeyHearth, LockNest and VaultFamily all do shared and private vaults well. The problem is already solved for most families.",
          onTopic: true,
          daysAgo: 59,
          score: 88,
        },
        {
          key: "r2c2",
          author: "grumpy_grandad",
          text: "The one thing that annoys me is that sharing a single login with my son takes too many clicks in Fortvault. Minor though.",
          onTopic: true,
          daysAgo: 58,
          score: 21,
        },
        {
          key: "r2c3",
          author: "quietmum",
          text: "We are satisfied with LockNest, it works fine. I would not pay for another one.",
          onTopic: true,
          daysAgo: 57,
          score: 19,
        },
      ],
    },
    {
      key: "r3",
      subreddit: "Cooking",
      title: "Family recipe vault: how do you keep grandma's recipes?",
      author: "saucy_sue",
      text: "Our family keeps recipes in a shared vault of index cards. How do you share family recipes between households?",
      onTopic: false,
      daysAgo: 40,
      score: 300,
      comments: [
        {
          key: "r3c1",
          author: "bread_baker",
          text: "We scanned the whole family recipe box into a shared photo album.",
          onTopic: false,
          daysAgo: 39,
          score: 120,
        },
      ],
    },
  ],

  hackernews: [
    {
      key: "hn1",
      title: "Ask HN: What password manager does your family use?",
      author: "kvstore",
      text: "Setting up my parents and kids with a password manager. What does your family use, and would you switch?",
      onTopic: true,
      daysAgo: 90,
      score: 140,
      comments: [
        {
          key: "hn1c1",
          author: "cryptobeard",
          text: "KeyHearth for the whole family. The shared vault plus private vaults model works great, and it has been solid for years. I would not switch.",
          onTopic: true,
          daysAgo: 90,
          score: 60,
        },
        {
          key: "hn1c2",
          author: "selfhoster",
          text: "Passbloom, self-hosted. Free, no complaints, the family sharing does the job.",
          onTopic: true,
          daysAgo: 89,
          score: 41,
        },
        {
          key: "hn1c3",
          author: "pragmatic_pm",
          text: "VaultFamily. Happy with it. The market is crowded and mature; I can't imagine paying for a new entrant.",
          onTopic: true,
          daysAgo: 88,
          score: 37,
        },
      ],
    },
  ],

  youtube: [
    {
      key: "yt1",
      title: "Best family password managers compared",
      channel: "Home Tech Hannah",
      author: "Home Tech Hannah",
      text: "Best family password managers compared: KeyHearth, LockNest, VaultFamily, Passbloom, Fortvault and Safebox Home.",
      onTopic: true,
      daysAgo: 120,
      score: 52000,
      comments: [
        {
          key: "yt1c1",
          author: "Lena K",
          text: "We switched the whole family to LockNest after this video and love it. My kids actually use it.",
          onTopic: true,
          daysAgo: 110,
          score: 310,
        },
        {
          key: "yt1c2",
          author: "Marco P",
          text: "KeyHearth has worked great for our family for four years, never had a problem.",
          onTopic: true,
          daysAgo: 100,
          score: 120,
        },
      ],
    },
  ],

  x: [
    {
      key: "x1",
      author: "jen_codes",
      text: "set up KeyHearth for my parents today. works great, they were logged into everything in 10 minutes. family plan is worth the money",
      onTopic: true,
      daysAgo: 5,
      score: 30,
    },
    {
      key: "x2",
      author: "tomtalks",
      text: "happy with VaultFamily for the household. the shared vault for streaming passwords ended the fridge sticky note era",
      onTopic: true,
      daysAgo: 9,
      score: 12,
    },
  ],

  tiktok: [
    {
      key: "tt1",
      title: "how I got my whole family on a password manager",
      author: "techmomtips",
      text: "how I got my whole family on a password manager: LockNest family plan, one shared vault, everyone's own vault. love it #familytech",
      onTopic: true,
      daysAgo: 15,
      score: 9000,
    },
  ],

  facebook: [
    {
      key: "fb1",
      title: "Parents Who Tech",
      author: "Rosa Lind",
      text: "Which password manager does your family use? We use KeyHearth and are satisfied with it, just curious what others use.",
      onTopic: true,
      daysAgo: 25,
      score: 18,
    },
  ],

  stackexchange: [
    {
      key: "se-family-1",
      site: "softwarerecs",
      title: "Password manager for a family of four with a shared vault and private vaults",
      author: "household_it_dept",
      text: "Two adults and two kids aged 11 and 15, a mix of iPhone and Android, and one Windows laptop. The household logins (streaming, utilities, the school portal) live in a note on my phone that I screenshot whenever someone asks. I'm looking for a family password manager with a shared vault everyone can open, a private vault per person that even I can't read, browser autofill, and a family plan under $8 a month.",
      onTopic: true,
      daysAgo: 84,
      score: 21,
      comments: [
        {
          key: "se-family-1-a1",
          author: "three_years_in",
          text: "KeyHearth's family plan is $5 a month for up to 6 people: one shared vault for the household plus a private vault each. We've used it for three years with two teenagers and I can't think of anything I'd change.",
          onTopic: true,
          daysAgo: 83,
          score: 17,
        },
        {
          key: "se-family-1-a2",
          author: "nest_egg_nora",
          text: "LockNest does the same for $4 a month. My parents are in their seventies and use the browser extension without calling me, which is the best review I can give any software.",
          onTopic: true,
          daysAgo: 81,
          score: 12,
        },
        {
          key: "se-family-1-a3",
          author: "frugal_and_open",
          text: "Passbloom is open source and its free tier covers our family of four, shared vault included. If you'd rather not pay at all, start there; it has worked perfectly for us.",
          onTopic: true,
          daysAgo: 78,
          score: 8,
        },
      ],
    },
    {
      key: "se-family-2",
      site: "softwarerecs",
      title:
        "Family password manager for elderly parents, with recovery if they forget the master password",
      author: "only_child_admin",
      text: "I'm setting my parents, both over 70, up with a password manager and sharing the household logins with them: the energy account, the bank and their streaming. My biggest worry is my mum forgetting her master password and being locked out of everything. Which family password manager lets an organiser help someone recover access?",
      onTopic: true,
      daysAgo: 190,
      score: 15,
      comments: [
        {
          key: "se-family-2-a1",
          author: "in_law_support",
          text: "VaultFamily. The family organiser can help anyone who forgot their master password get back in, and it has already saved my mother-in-law twice. It's $6 a month and it's the one I'd pick for less technical parents.",
          onTopic: true,
          daysAgo: 188,
          score: 14,
        },
        {
          key: "se-family-2-a2",
          author: "solved_problem_sam",
          text: "KeyHearth and LockNest both have organiser recovery as well. Honestly any of the big family plans will handle this; it's a solved problem, so pick whichever interface your parents like.",
          onTopic: true,
          daysAgo: 185,
          score: 9,
        },
        {
          key: "se-family-2-a3",
          author: "grandad_geek",
          text: "Fortvault works well for my wife and me. The only niggle is that sharing a single login with one person takes more clicks than it should. Minor.",
          onTopic: true,
          daysAgo: 179,
          score: 4,
        },
      ],
    },
    {
      key: "se-family-3",
      site: "money",
      title: "Is a paid family password manager worth it, or is a free one enough?",
      author: "budget_spreadsheet_mom",
      text: "Trimming our subscriptions. We pay $7 a month for the Safebox Home family plan, five people, and it works fine. Is there any reason to keep paying rather than move the family to a free password manager?",
      onTopic: true,
      daysAgo: 133,
      score: 10,
      comments: [
        {
          key: "se-family-3-a1",
          author: "frugal_but_safe",
          text: "$84 a year for five people is cheap for what it protects, and you're happy with it. I'd cancel a streaming service before I cancelled the thing that stores the streaming passwords.",
          onTopic: true,
          daysAgo: 131,
          score: 13,
        },
        {
          key: "se-family-3-a2",
          author: "switched_in_ten_minutes",
          text: "We moved our family of four to Passbloom's free tier and have never felt we were missing anything. The import from our old manager took about ten minutes. Either way you'll be fine; both are good.",
          onTopic: true,
          daysAgo: 127,
          score: 7,
        },
        {
          key: "se-family-3-a3",
          author: "line_item_larry",
          text: "Start with anything you haven't opened in three months. That's usually where the real money in a subscription list is.",
          onTopic: false,
          daysAgo: 125,
          score: 3,
        },
      ],
    },
    {
      key: "se-family-4",
      site: "superuser",
      title: "Family PC on Windows 11: separate logins so each person's files stay private",
      author: "one_desktop_four_users",
      text: "We have one family desktop shared by four people, all on the same Windows account with no password. I'd like each person to have their own login and password so their documents stay private, and still keep a shared folder for the household's photos and scanned letters. What's the cleanest way to set this up?",
      onTopic: false,
      daysAgo: 226,
      score: 6,
      comments: [
        {
          key: "se-family-4-a1",
          author: "local_account_lou",
          text: "Add an account for each person under Settings, Accounts, Other users. Each person's Documents folder is private to them by default. For the shared photos and letters, use the Public folder or a separate data drive and give every account modify rights.",
          onTopic: false,
          daysAgo: 225,
          score: 8,
        },
        {
          key: "se-family-4-a2",
          author: "encrypt_everything",
          text: "Turn on device encryption or BitLocker as well. Without it, anyone who boots the PC from a USB stick can read the private folders anyway.",
          onTopic: false,
          daysAgo: 221,
          score: 4,
        },
      ],
    },
  ],

  products: [
    product(
      "KeyHearth",
      "keyhearth.com",
      "The password manager families keep",
      "$5",
      2016,
      "cards",
    ),
    product(
      "LockNest",
      "locknest.io",
      "One nest for the whole family's passwords",
      "$4",
      2018,
      "table",
    ),
    product(
      "VaultFamily",
      "vaultfamily.com",
      "Passwords for everyone under your roof",
      "$6",
      2015,
      "prose",
    ),
    product(
      "Passbloom",
      "passbloom.org",
      "Open-source password vaults for families",
      "$3",
      2019,
      "cards",
    ),
    product(
      "Fortvault",
      "fortvault.app",
      "A fortress for your household's logins",
      "$5",
      2017,
      "table",
    ),
    product("Safebox Home", "safeboxhome.com", "Family passwords, sorted", "$7", 2014, "prose"),
    {
      name: "Heirloom Photos",
      competitor: false,
      tagline: "A private vault for your family photos",
      description: "Heirloom Photos keeps a family's photos in a private shared vault.",
    },
  ],

  articles: [
    {
      url: "https://www.hometechguide.net/best-family-password-managers",
      title: "The best password managers for families",
      text: "Families are spoiled for choice. KeyHearth is our top pick: shared and private vaults, account recovery and a family plan at $5 a month. LockNest is a close second at $4, VaultFamily suits less technical parents, Passbloom is the free open-source choice, and Fortvault and Safebox Home round out a mature, crowded field where every option is good.",
      daysAgo: 45,
    },
  ],
};
