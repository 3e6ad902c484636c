import { describe, expect, it } from "vitest";
import { MockLanguageModelV4 } from "ai/test";
import { profileWithModel } from "../../../src/engine/profile/model-profile.ts";
import { extractSiteProfile } from "../../../src/engine/profile/extract-site-profile.ts";
import type { SitePage, SiteProfile } from "../../../src/engine/profile/extract-site-profile.ts";
import type { LanguageModel } from "ai";
import { readPage } from "../../../src/engine/profile/page-text.ts";
import { modelAnswering } from "../../support/mock-model.ts";

const HOME = `<!doctype html><title>Clipbook – bookings for groomers</title><main>
<h1>Bookings that pay up front</h1><p>Deposits and reminders for dog groomers.</p>
<h3>Deposits by dog size</h3><p>Big dogs pay more up front.</p>
<p>We started Clipbook in 2021 after our own salon lost a fortune to no-shows.</p></main>
<footer>© 2026 Clipbook</footer>`;

/** The model's answer checked against the pages, as the engine checks it. */
function readWithModel(
  model: LanguageModel,
  sitePages: SitePage[],
  rules: SiteProfile = extractSiteProfile(sitePages),
) {
  return profileWithModel({
    model,
    modelName: "mock",
    pages: sitePages,
    rules,
    deadline: performance.now() + 5_000,
    now: () => performance.now(),
    signal: new AbortController().signal,
    record: () => {},
  });
}

describe("a model reading a competitor's pages", () => {
  const url = "https://clipbook.example/";
  const pages = [{ url, kind: "home" as const, page: readPage(HOME, url) }];
  const rules = extractSiteProfile(pages);

  it("keeps only fields whose snippet is on the page and whose value is in the snippet", async () => {
    const profile = await readWithModel(
      modelAnswering({
        plans: [
          { name: "Forever", price: "$5", period: null, pageUrl: url, snippet: "Only $5 forever" },
        ],
        features: [
          { value: "Deposits by dog size", pageUrl: url, snippet: "Deposits by dog size" },
          { value: "AI grooming tips", pageUrl: url, snippet: "AI grooming tips for every breed" },
        ],
        launchYear: { value: "2026", pageUrl: url, snippet: "© 2026 Clipbook" },
      }),
      pages,
      rules,
    );
    expect(profile.plans).toEqual(rules.plans);
    expect(profile.features.map((feature) => feature.value)).toEqual(["Deposits by dog size"]);
    expect(profile.launchYear?.value ?? null).toBe(rules.launchYear?.value ?? null);
    expect(profile.launchYear?.value).not.toBe("2026");
  });

  it("drops what is on the page but is not what the model says it is: a sum, a customer's year, the founder's story", async () => {
    const trapUrl = "https://tallymark.example/";
    const trapHome = `<!doctype html><title>Tallymark</title><main>
<h1>Invoices that chase themselves</h1>
<section class="features"><h3>Polite reminders</h3><p>Three reminders, each kinder than a lawyer.</p></section>
<section class="results"><p>Our customers collected $11,000. last month alone.</p></section>
<section class="testimonials"><blockquote><p>We've used Tallymark since 2019 and never chased by hand again.</p></blockquote></section>
<section class="story"><h2>Why I built it</h2><p>I was owed money by three clients at once.</p></section>
</main>`;
    const trapPages = [{ url: trapUrl, kind: "home" as const, page: readPage(trapHome, trapUrl) }];
    const profile = await readWithModel(
      modelAnswering({
        plans: [
          {
            name: null,
            price: "$11,000",
            period: null,
            pageUrl: trapUrl,
            snippet: "Our customers collected $11,000. last month alone.",
          },
        ],
        features: [
          { value: "Polite reminders", pageUrl: trapUrl, snippet: "Polite reminders" },
          { value: "Why I built it", pageUrl: trapUrl, snippet: "Why I built it" },
        ],
        launchYear: {
          value: "2019",
          pageUrl: trapUrl,
          snippet: "We've used Tallymark since 2019 and never chased by hand again.",
        },
      }),
      trapPages,
    );
    expect(profile.plans).toEqual([]);
    expect(profile.features.map((feature) => feature.value)).toEqual(["Polite reminders"]);
    expect(profile.launchYear).toBeNull();
  });

  it("drops a section's title offered as a feature, but keeps titles the page lists its features as", async () => {
    const proseUrl = "https://ledgerly.example/";
    const prose = `<!doctype html><title>Ledgerly</title><main>
<h1>Books for craft brewers</h1>
<section id="features"><h2>Why teams switch</h2>
<p><strong>Batch costing.</strong> See what each brew cost, down to the hops.</p>
<p><strong>Excise-ready reports.</strong> File the monthly return in minutes.</p></section></main>`;
    const titledUrl = "https://tapsheet.example/";
    const titled = `<!doctype html><title>Tapsheet</title><main>
<h1>Tap lists that update themselves</h1>
<section class="features"><h2>Live tap list</h2><p>Kegs change, the screen follows.</p>
<h2>Keg tracking</h2><p>Know which kegs are out and where.</p></section></main>`;
    const read = async (url: string, html: string, values: string[]) => {
      const sitePages = [{ url, kind: "home" as const, page: readPage(html, url) }];
      const profile = await readWithModel(
        modelAnswering({
          plans: [],
          features: values.map((value) => ({ value, pageUrl: url, snippet: value })),
          launchYear: null,
        }),
        sitePages,
      );
      return profile.features.map((feature) => feature.value);
    };
    expect(
      await read(proseUrl, prose, ["Why teams switch", "Batch costing", "Books for craft brewers"]),
    ).toEqual(["Batch costing"]);
    expect(await read(titledUrl, titled, ["Live tap list", "Keg tracking"])).toEqual([
      "Live tap list",
      "Keg tracking",
    ]);
  });

  it("reads a plan's price, not an add-on's or an amount inside a plan's contents", async () => {
    const homeUrl = "https://kegbook.example/";
    const pricingUrl = "https://kegbook.example/plans";
    const sitePages = [
      {
        url: homeUrl,
        kind: "home" as const,
        page: readPage(
          `<!doctype html><title>Kegbook</title><main><h1>Keg tracking</h1></main>`,
          homeUrl,
        ),
      },
      {
        url: pricingUrl,
        kind: "pricing" as const,
        page: readPage(
          `<!doctype html><title>Plans</title><main><table class="pricing">
<thead><tr><th>Taproom</th><th>Brewery</th></tr></thead>
<tbody><tr><td>$49</td><td>$149</td></tr>
<tr><td>Onboarding call included ($199 value)</td><td>Extra sites +$30/month</td></tr></tbody></table></main>`,
          pricingUrl,
        ),
      },
    ];
    const plan = (price: string, period: string | null, snippet: string) => ({
      name: null,
      price,
      period,
      pageUrl: pricingUrl,
      snippet,
    });
    const profile = await readWithModel(
      modelAnswering({
        plans: [
          plan("$49", null, "$49"),
          plan("$199", null, "Onboarding call included ($199 value)"),
          plan("$30", "/month", "Extra sites +$30/month"),
        ],
        features: [],
        launchYear: null,
      }),
      sitePages,
    );
    expect(profile.plans.map((read) => read.price)).toEqual(["$49"]);
  });

  it("leaves the rules' profile alone when the model fails", async () => {
    const failing = new MockLanguageModelV4({
      doGenerate: async () => Promise.reject(new Error("overloaded")),
    });
    const profile = await readWithModel(failing, pages, rules);
    expect(profile).toEqual(rules);
  });
});
