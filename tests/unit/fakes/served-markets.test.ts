import { describe, expect, it } from "vitest";
import { SERVED_MARKETS } from "../../fakes/markets/corpus.ts";

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
});
