import { describe, expect, it } from "vitest";
import { productHomepage, SERVED_MARKETS } from "../../fakes/markets/corpus.ts";
import { productFor } from "../../fakes/markets/answer-key.ts";
import { aCompetitor } from "../../support/competitor.ts";

/**
 * The fakes serve every market side by side, and find a product's site by its domain and its
 * repository by name: two markets' products on one domain would serve one market's pages for the
 * other's rival, and `bench:quality` would score a report against the wrong truth.
 */
describe("the markets the fakes serve", () => {
  it("give every product its own site and repository", () => {
    const owners = new Map<string, string[]>();
    for (const market of SERVED_MARKETS)
      for (const product of market.products)
        for (const key of [
          product.site ? `site ${product.site.domain}` : null,
          product.github ? `repository ${product.github.repo.toLowerCase()}` : null,
        ])
          if (key) owners.set(key, [...(owners.get(key) ?? []), `${market.slug}: ${product.name}`]);
    const shared = [...owners].filter(([, products]) => products.length > 1);
    expect(shared).toEqual([]);
  });

  it("score a profile read from a site against that site's product, even where another market's product has its name", () => {
    const sites = SERVED_MARKETS.flatMap((market) =>
      market.products.filter((product) => product.site).map((product) => ({ market, product })),
    );
    const namesakes = sites.flatMap((one) =>
      sites
        .filter(
          (other) =>
            other.market !== one.market &&
            other.product.name.toLowerCase() === one.product.name.toLowerCase(),
        )
        .map((other) => ({ one, other })),
    );
    // Names repeat across the served markets, as they do across real ones.
    expect(namesakes.length).toBeGreaterThan(0);
    for (const { one, other } of namesakes) {
      const competitor = aCompetitor(one.product.name, { link: productHomepage(other.product) });
      expect(productFor(competitor, [], one.market)).toBeUndefined();
      expect(productFor(competitor, [], other.market)).toBe(other.product);
    }
  });
});
