import { BRAND } from "../../contract/site.ts";

export const APP_URL = __APP_URL__;
export const CONTACT_EMAIL = __CONTACT_EMAIL__;

/** Title, description, canonical URL and Open Graph tags for one page. */
export function pageMeta(options: {
  title: string;
  description: string;
  path: string;
  type?: "website" | "article";
}) {
  const title = options.path === "/" ? options.title : `${options.title} | ${BRAND.name}`;
  const url = `${APP_URL}${options.path === "/" ? "/" : options.path}`;
  return [
    { title },
    { name: "description", content: options.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:site_name", content: BRAND.name },
    { property: "og:title", content: title },
    { property: "og:description", content: options.description },
    { property: "og:url", content: url },
    { property: "og:image", content: `${APP_URL}/og-image.png` },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
