import { describe, expect, it } from "vitest";
import {
  extractSiteProfile,
  findPricingLink,
} from "../../../src/engine/profile/extract-site-profile.ts";
import type { SitePage, SiteProfile } from "../../../src/engine/profile/extract-site-profile.ts";
import { isVerbatim, readPage } from "../../../src/engine/profile/page-text.ts";
import type { Product, Site } from "../../fakes/markets/market.ts";
import { renderSitePage } from "../../fakes/markets/render-site.ts";

const HOME = "https://shiftnudge.io/";
const PRICING = "https://shiftnudge.io/pricing";

function shiftnudge(layout: Site["layout"]): Product {
  return {
    name: "Shiftnudge",
    competitor: true,
    tagline: "Shift reminders that cut no-shows for hourly teams",
    description: "Shiftnudge texts hourly staff before each shift.",
    site: {
      domain: "shiftnudge.io",
      headline: "Never chase a missed shift again",
      subheadline:
        "Automatic text reminders, swap requests and payroll exports for teams of 5 to 500.",
      features: [
        {
          heading: "Shift reminders by text",
          text: "Reminders go out 24/7, 12 hours before every shift.",
        },
        {
          heading: "Swap requests",
          text: "Staff trade shifts in two taps; managers approve with one.",
        },
        {
          heading: "Payroll export",
          text: "Trusted by 5,000 teams to export hours to Gusto and Xero.",
        },
        {
          heading: "Holiday calendar",
          text: "Everyone sees who is off, with a 30-day trial of the planner.",
        },
      ],
      plans: [
        { name: "Starter", price: "Free", period: "", items: ["Up to 5 staff", "Email reminders"] },
        {
          name: "Team",
          price: "$29",
          period: "/month",
          items: ["Up to 50 staff", "Text reminders"],
        },
        {
          name: "Business",
          price: "€12",
          period: "per user / month",
          items: ["Unlimited staff", "Payroll export"],
        },
        {
          name: "Annual",
          price: "$1,200",
          period: "/yr",
          items: ["Everything in Business", "Priority support"],
        },
      ],
      foundedSentence:
        "Founded in 2019 in Leeds, Shiftnudge now sends 2 million reminders a month.",
      layout,
    },
  };
}

function sitePages(product: Product): SitePage[] {
  const home = renderSitePage(product, "/")!;
  const pricing = renderSitePage(product, "/pricing");
  return [
    { url: HOME, kind: "home", page: readPage(home, HOME) },
    ...(pricing
      ? [{ url: PRICING, kind: "pricing" as const, page: readPage(pricing, PRICING) }]
      : []),
  ];
}

function page(html: string, url = HOME): SitePage {
  return { url, kind: url === HOME ? "home" : "pricing", page: readPage(html, url) };
}

function html(body: string, head = ""): string {
  return `<!doctype html><html><head><title>Acme</title>${head}</head><body>${body}</body></html>`;
}

/** Every field must be written on the page it names, and its value must sit inside its snippet. */
function expectBacked(profile: SiteProfile, pages: SitePage[]): void {
  const pageAt = (url: string) => pages.find((candidate) => candidate.url === url)!.page;
  const sourced = [profile.description, profile.launchYear, ...profile.features].filter(
    (field) => field !== null,
  );
  for (const field of sourced) {
    expect(isVerbatim(field.snippet, pageAt(field.url)), field.snippet).toBe(true);
    expect(field.snippet.replace(/\s+/g, " ")).toContain(field.value);
  }
  for (const plan of profile.plans) {
    expect(isVerbatim(plan.snippet, pageAt(plan.url)), plan.snippet).toBe(true);
    if (plan.price !== "Custom") expect(plan.snippet).toContain(plan.price);
    if (plan.period) expect(plan.snippet).toContain(plan.period);
    if (plan.name) expect(isVerbatim(plan.name, pageAt(plan.url))).toBe(true);
  }
}

const planFields = (profile: SiteProfile) =>
  profile.plans.map(({ name, price, period }) => ({ name, price, period }));

describe("readPage", () => {
  const read = readPage(
    html(
      `<div class="cookie-banner" role="dialog">We use cookies. <button>Accept</button></div>
       <header><a href="/">Acme</a><nav><a href="/features">Features</a><a href="pricing">Pricing</a></nav></header>
       <main><h1>Plan  every
       shift</h1><p>Rotas for <strong>busy</strong> cafés.<br>No spreadsheets.</p>
       <ul><li>Swaps</li><li>Reminders</li></ul><h3>Payroll</h3><svg><text>chart</text></svg>
       <div>Direct text <span>in a div</span><p>and a paragraph</p></div></main>
       <footer><p>© 2026 Acme</p></footer><script>document.write("hidden")</script><template><p>later</p></template>`,
      "<style>p{color:red}</style>",
    ),
    "https://acme.test/home/",
  );

  it("keeps the visible text, one block per line, without scripts, styles, templates or svg", () => {
    expect(read.text).toBe(
      [
        "We use cookies. Accept",
        "Acme",
        "Features Pricing",
        "Plan every shift",
        "Rotas for busy cafés.\nNo spreadsheets.",
        "Swaps",
        "Reminders",
        "Payroll",
        "Direct text in a div",
        "and a paragraph",
        "© 2026 Acme",
      ].join("\n"),
    );
  });

  it("leaves navigation, the site header and footer and the cookie banner out of the main text", () => {
    expect(read.mainText).toBe(
      [
        "Plan every shift",
        "Rotas for busy cafés.\nNo spreadsheets.",
        "Swaps",
        "Reminders",
        "Payroll",
        "Direct text in a div",
        "and a paragraph",
      ].join("\n"),
    );
  });

  it("lists headings with their level, list items, absolute links and blocks that are all in the text", () => {
    expect(read.title).toBe("Acme");
    expect(read.headings).toEqual([
      { level: 1, text: "Plan every shift" },
      { level: 3, text: "Payroll" },
    ]);
    expect(read.listItems).toEqual(["Swaps", "Reminders"]);
    expect(read.links).toEqual([
      { href: "https://acme.test/", text: "Acme" },
      { href: "https://acme.test/features", text: "Features" },
      { href: "https://acme.test/home/pricing", text: "Pricing" },
    ]);
    expect(read.blocks.map((block) => block.tag)).toEqual([
      "div",
      "header",
      "nav",
      "h1",
      "p",
      "li",
      "li",
      "h3",
      "div",
      "p",
      "p",
    ]);
    for (const block of read.blocks) expect(read.text).toContain(block.text);
  });

  it("reads a page that leaves out <html>, <head> and <body>, as HTML allows", () => {
    const bare = readPage(
      `<!doctype html><title>Bare</title><meta name="description" content="A bare page."><h1>Hi</h1><p>there</p>`,
      "https://acme.test/",
    );
    expect(bare.title).toBe("Bare");
    expect(bare.metaDescription).toBe("A bare page.");
    expect(bare.text).toBe("Hi\nthere");
    expect(readPage("", "https://acme.test/").text).toBe("");
  });

  it("compares snippets after collapsing whitespace only", () => {
    expect(isVerbatim("Rotas for busy cafés. No spreadsheets.", read)).toBe(true);
    expect(isVerbatim("rotas for busy cafés.", read)).toBe(false);
    expect(isVerbatim("Rotas for busy cafes.", read)).toBe(false);
    expect(isVerbatim("   ", read)).toBe(false);
  });
});

describe("extractSiteProfile on the three layouts of the fake sites", () => {
  for (const layout of ["cards", "table", "prose"] as const) {
    it(`reads a ${layout} site`, () => {
      const pages = sitePages(shiftnudge(layout));
      const profile = extractSiteProfile(pages);

      expect(planFields(profile)).toEqual([
        { name: "Starter", price: "Free", period: null },
        { name: "Team", price: "$29", period: "/month" },
        { name: "Business", price: "€12", period: "per user / month" },
        { name: "Annual", price: "$1,200", period: "/yr" },
      ]);
      expect(profile.plans.every((plan) => plan.url === PRICING)).toBe(true);
      expect(profile.features.map((feature) => feature.value)).toEqual([
        "Shift reminders by text",
        "Swap requests",
        "Payroll export",
        "Holiday calendar",
      ]);
      expect(profile.launchYear).toMatchObject({
        value: "2019",
        url: HOME,
        snippet: "Founded in 2019 in Leeds, Shiftnudge now sends 2 million reminders a month.",
      });
      expect(profile.description).toMatchObject({
        value: "Shift reminders that cut no-shows for hourly teams",
        url: HOME,
      });
      expect(profile.pricingPageUrl).toBe(PRICING);
      expectBacked(profile, pages);
    });
  }

  it("finds nothing to invent when a site has no pricing page and no founding sentence", () => {
    const product = shiftnudge("cards");
    product.site = { ...product.site!, plans: [], foundedSentence: undefined };
    const pages = sitePages(product);
    const profile = extractSiteProfile(pages);
    expect(profile.plans).toEqual([]);
    expect(profile.launchYear).toBeNull();
    expect(profile.pricingPageUrl).toBe(PRICING);
    expectBacked(profile, pages);
  });
});

describe("extractSiteProfile on hand-written pages", () => {
  it("reads features, never section titles, release notes or the founder's story", () => {
    const pages = [
      page(
        html(
          `<main><h1>Hive records</h1><section id="features"><h2>Why teams switch</h2><p><strong>Inspection logs.</strong> Brood, queen and temper per hive.</p><p><strong>Mite counts.</strong> Alcohol washes with charts.</p></section><section class="changelog"><h2>What's new</h2><ul><li>March 2024: offline mode.</li><li>June 2025: withdrawal reminders.</li></ul></section><section class="story"><h2>Why I built it</h2><p>We lost half our hives one winter.</p></section></main>`,
        ),
      ),
    ];
    expect(extractSiteProfile(pages).features.map((feature) => feature.value)).toEqual([
      "Inspection logs",
      "Mite counts",
    ]);
  });

  it("never reads the footer's copyright year as a launch year", () => {
    const pages = [
      page(
        html(
          `<main><h1>Acme</h1><p>Rotas for cafés.</p></main><footer><p>© 2026 Acme Ltd. All rights reserved.</p><p>Copyright 2019–2026</p></footer>`,
        ),
      ),
    ];
    expect(extractSiteProfile(pages).launchYear).toBeNull();
  });

  it.each([
    [
      "an announcement bar",
      `<div class="announcement-bar"><p>New in 2025: offline mode for field crews.</p></div><main><h1>Acme</h1><p>Rotas for cafés.</p></main>`,
    ],
    [
      "a changelog",
      `<main><h1>Acme</h1><section class="changelog"><h2>What's new</h2><ul><li>March 2023: we started exporting rotas to CSV.</li></ul></section></main>`,
    ],
    [
      "a testimonial",
      `<main><h1>Acme</h1><section class="testimonials"><blockquote><p>“We've used it since 2019 and never looked back.”</p></blockquote></section></main>`,
    ],
    [
      "a customer's words outside a quote",
      `<main><h1>Acme</h1><p>Customers since 2018 say the rota saves them a morning a week.</p></main>`,
    ],
    [
      "a founder's own history",
      `<main><h1>Acme</h1><section class="story"><h2>Why I built it</h2><p>My dad has been fixing engines since 1998. I grew up in his workshop.</p></section></main>`,
    ],
    [
      "a launch date",
      `<main><h1>Acme</h1><p>Acme launched in 2021 after a year of pilots.</p></main>`,
    ],
  ])("reads no founding year from %s", (_, body) => {
    expect(extractSiteProfile([page(html(body))]).launchYear).toBeNull();
  });

  it.each([
    ["Rotabee has helped cafés since 2017.", "2017"],
    ["Acme Rotas, est. 2018 in Cork.", "2018"],
    ["We started in 2020 with one café.", "2020"],
    ["Acme was founded in 2021 after a year of pilots.", "2021"],
    ["In 2016, two baristas founded Acme.", "2016"],
    ["Started by a former maître d' in 2015.", "2015"],
  ])("reads the launch year from %j", (sentence, year) => {
    const pages = [
      page(
        html(
          `<main><h1>Acme</h1><section><p>We have 5,000 customers. ${sentence} Join them.</p></section></main><footer>© 2026 Acme</footer>`,
        ),
      ),
    ];
    const profile = extractSiteProfile(pages);
    expect(profile.launchYear).toMatchObject({ value: year, snippet: sentence });
    expectBacked(profile, pages);
  });

  it("takes no number that is not a price", () => {
    const pages = [
      page(html(`<main><h1>Acme</h1><p>Trusted by 5,000 teams.</p><p>Support 24/7.</p></main>`)),
      page(
        html(`<main><h1>Pricing</h1><p>Start your 30-day trial.</p><p>99.9% uptime.</p><p>We raised $5M to build it.</p>
          <p>Save $200 a year with annual billing.</p><ul><li>Extra texts $0.02 each</li></ul></main>`),
        PRICING,
      ),
    ];
    expect(extractSiteProfile(pages).plans).toEqual([]);
  });

  it("records a custom price only where the page says to contact sales", () => {
    const nav = `<header><nav><a href="/pricing">Pricing</a><a href="/sales">Contact sales</a></nav></header>`;
    const askPage = page(
      html(
        `${nav}<main><h1>Pricing</h1><p>Every rollout is different. Contact sales for a quote.</p></main>`,
      ),
      PRICING,
    );
    expect(planFields(extractSiteProfile([askPage]))).toEqual([
      { name: null, price: "Custom", period: null },
    ]);
    expect(extractSiteProfile([askPage]).plans[0]!.snippet).toBe(
      "Every rollout is different. Contact sales for a quote.",
    );

    const navOnly = page(
      html(`${nav}<main><h1>Pricing</h1><p>Rotas for every café.</p></main>`),
      PRICING,
    );
    expect(extractSiteProfile([navOnly]).plans).toEqual([]);

    const cards = page(
      html(`${nav}<main><div class="plan"><h3>Team</h3><p>$29/month</p><a href="/signup">Start free</a></div>
        <div class="plan"><h3>Enterprise</h3><p>Custom</p><a href="/sales">Contact sales</a></div></main>`),
      PRICING,
    );
    const profile = extractSiteProfile([cards]);
    expect(planFields(profile)).toEqual([
      { name: "Team", price: "$29", period: "/month" },
      { name: "Enterprise", price: "Custom", period: null },
    ]);
    expectBacked(profile, [cards]);
  });

  it("finds nothing on a page whose content only JavaScript would draw", () => {
    const pages = [
      page(
        html(
          `<div id="root"></div><noscript>You need to enable JavaScript to run this app.</noscript><script src="/app.js"></script>`,
        ),
      ),
    ];
    expect(pages[0]!.page.text).toBe("");
    expect(extractSiteProfile(pages)).toEqual({
      description: null,
      plans: [],
      features: [],
      launchYear: null,
      pricingPageUrl: null,
    });
  });

  it("reads ordinary real-world pricing markup", () => {
    const pricing = page(
      html(`<main><h1>Plans for every team</h1>
        <div class="grid">
          <div class="card"><span class="badge">Most popular</span><div class="top"><h2>Pro</h2><p>For growing teams</p></div>
            <div class="price"><sup>$</sup>19</div><div class="per">per seat/month</div><ul><li>Unlimited rotas</li></ul></div>
          <div class="card"><div class="top"><h2>Scale</h2></div><div class="price">From $49 /mo billed annually</div></div>
        </div>
        <table><tr><th>Plan</th><th>Price</th></tr><tr><td>Lite</td><td>£0</td></tr><tr><td>Plus</td><td>£8 a month</td></tr></table>
        <p>Need more? The Growth plan costs $99 per month.</p>
        <p>The Pay as you go plan costs $0.012 per text, and plans start at $5 a month.</p>
        <ul><li><strong>Studio:</strong> $45/month</li></ul></main>`),
      PRICING,
    );
    const profile = extractSiteProfile([pricing]);
    expect(planFields(profile)).toEqual([
      { name: "Pro", price: "$19", period: "per seat/month" },
      { name: "Scale", price: "$49", period: "/mo billed annually" },
      { name: "Lite", price: "£0", period: null },
      { name: "Plus", price: "£8", period: "a month" },
      { name: "Growth", price: "$99", period: "per month" },
      { name: "Pay as you go", price: "$0.012", period: "per text" },
      { name: null, price: "$5", period: "a month" },
      { name: "Studio", price: "$45", period: "/month" },
    ]);
    expectBacked(profile, [pricing]);
  });

  it("describes the product with its hero line when it has no meta description", () => {
    const pages = [
      page(
        html(
          `<main><section><h1>Rotas, sorted</h1><p>Acme plans shifts for cafés and sends every barista a reminder.</p><a href="/signup">Start free</a></section></main>`,
        ),
      ),
    ];
    expect(extractSiteProfile(pages).description).toMatchObject({
      value: "Acme plans shifts for cafés and sends every barista a reminder.",
    });
  });

  it("skips menus, calls to action, FAQ questions and testimonials when listing features", () => {
    const pages = [
      page(
        html(`<header><nav><a href="/login">Log in</a></nav></header><main><h1>Rotas, sorted</h1>
          <section><h2>Everything you need</h2><h3>Drag-and-drop rotas</h3><p>Build a week in minutes.</p><h3>Shift swaps</h3><h3>Start free</h3><h3>Labour cost forecasts</h3></section>
          <section class="testimonials"><h3>“It saved my Sundays.”</h3></section>
          <section><h2>Frequently asked questions</h2><h3>Can I import from Excel?</h3></section></main>
          <footer><h3>Pricing</h3></footer>`),
      ),
    ];
    const profile = extractSiteProfile(pages);
    expect(profile.features.map((feature) => feature.value)).toEqual([
      "Drag-and-drop rotas",
      "Shift swaps",
      "Labour cost forecasts",
    ]);
    expect(profile.features[0]!.snippet).toBe("Drag-and-drop rotas\nBuild a week in minutes.");
    expectBacked(profile, pages);
  });
});

describe("findPricingLink", () => {
  function linksPage(links: string): ReturnType<typeof readPage> {
    return readPage(html(`<header><nav>${links}</nav></header>`), HOME);
  }

  it("finds the pricing page by its path or its words, on the same site only", () => {
    expect(
      findPricingLink(linksPage(`<a href="/blog">Blog</a><a href="/pricing">Pricing</a>`), HOME),
    ).toBe(PRICING);
    expect(
      findPricingLink(
        linksPage(`<a href="https://www.shiftnudge.io/en/plans/">See all plans</a>`),
        HOME,
      ),
    ).toBe("https://www.shiftnudge.io/en/plans/");
    expect(findPricingLink(linksPage(`<a href="/buy">Plans &amp; pricing</a>`), HOME)).toBe(
      "https://shiftnudge.io/buy",
    );
    expect(
      findPricingLink(linksPage(`<a href="https://g2.com/shiftnudge/pricing">Pricing</a>`), HOME),
    ).toBeNull();
    expect(
      findPricingLink(
        linksPage(
          `<a href="/#pricing">Pricing</a><a href="/blog/pricing-tips">How to price shifts</a>`,
        ),
        HOME,
      ),
    ).toBeNull();
  });

  it("prefers the link whose path and words both say pricing", () => {
    expect(
      findPricingLink(
        linksPage(`<a href="/compare">Pricing</a><a href="/pricing">Pricing</a>`),
        HOME,
      ),
    ).toBe(PRICING);
  });
});
