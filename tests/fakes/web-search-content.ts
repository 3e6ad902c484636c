import { platformTexts, stableId, topicFrom } from "./content.ts";

export interface FakeWebResult {
  url: string;
  title: string;
  content: string;
  publishedDate: string;
}

/** Shared by the Tavily, Brave and Exa fakes: products on the open web or posts on one domain. */
export function webResults(query: string, domain: string | null, siteBaseUrl: string): FakeWebResult[] {
  const topic = topicFrom(query.replace(/site:\S+/g, ""));
  if (domain === "tiktok.com" || domain === "facebook.com") {
    const platform = domain === "tiktok.com" ? "tiktok" : "facebook";
    return platformTexts(topic, platform, 3).map((text, index) => ({
      url:
        platform === "tiktok"
          ? `https://www.tiktok.com/@creator${index}/video/${7_300_000_000_000_000_000 + index * 7919}`
          : `https://www.facebook.com/groups/remoteteams/posts/${stableId(`${query}${index}`, 15).replace(/[a-z]/g, "7")}`,
      title: platform === "tiktok" ? `#${topic.words.join("")} on TikTok` : `Remote Teams group post`,
      content: text,
      publishedDate: "2025-09-0" + (index + 1),
    }));
  }
  return topic.products.slice(0, 4).map((product) => ({
    url: `${siteBaseUrl}/site/${product.slug}`,
    title: `${product.name} - ${product.tagline}`,
    content: `${product.name}: ${product.tagline}. Trusted by remote teams.`,
    publishedDate: "2025-06-01",
  }));
}
