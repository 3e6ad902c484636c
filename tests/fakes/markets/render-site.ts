import type { Plan, Product, Site } from "./market.ts";

/**
 * Renders a product's homepage and pricing page as a real site would: navigation, a cookie
 * banner, marketing copy, a footer with the current year. Three layouts, so what reads these
 * pages cannot lean on one template.
 */

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

function pricingPath(site: Site): string {
  return site.pricingPath ?? "/pricing";
}

function chrome(product: Product, title: string, main: string): string {
  const name = escapeHtml(product.name);
  const site = product.site;
  const announcement = site?.announcement
    ? `<div class="announcement-bar"><p>${escapeHtml(site.announcement)} <a href="/blog">Read more</a></p></div>\n`
    : "";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(product.tagline)}">
<script>window.analytics = window.analytics || []; analytics.push(["page"]);</script>
<style>body{font-family:sans-serif}.nav a{margin-right:1rem}</style></head>
<body>
${announcement}<div class="cookie-banner" role="dialog">We use cookies to improve your experience. <button>Accept all</button> <button>Manage</button></div>
<header class="nav"><a href="/" class="logo">${name}</a><nav><a href="/#features">Features</a><a href="${site ? pricingPath(site) : "/pricing"}">Pricing</a><a href="/blog">Blog</a><a href="/login">Log in</a><a href="/signup" class="cta">Start free</a></nav></header>
<main>
${main}
</main>
<footer><p>© 2026 ${name}. All rights reserved.</p><nav><a href="/privacy">Privacy</a><a href="/terms">Terms</a><a href="/careers">Careers</a></nav></footer>
</body></html>`;
}

function homepageMain(product: Product, site: Site): string {
  const features = site.features
    .map((feature) =>
      site.layout === "prose"
        ? `<p><strong>${escapeHtml(feature.heading)}.</strong> ${escapeHtml(feature.text)}</p>`
        : `<section class="feature"><h3>${escapeHtml(feature.heading)}</h3><p>${escapeHtml(feature.text)}</p></section>`,
    )
    .join("\n");
  const about = site.foundedSentence
    ? `<section class="about"><h2>About us</h2><p>${escapeHtml(site.foundedSentence)}</p></section>`
    : "";
  const story = site.story
    ? `<section class="story"><h2>${escapeHtml(site.story.heading)}</h2><p>${escapeHtml(site.story.text)}</p></section>`
    : "";
  const changelog = site.changelog?.length
    ? `<section class="changelog"><h2>What's new</h2><ul>${site.changelog.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul></section>`
    : "";
  const testimonials = site.testimonials?.length
    ? site.testimonials
        .map(
          (testimonial) =>
            `<blockquote><p>“${escapeHtml(testimonial.quote)}”</p><cite>${escapeHtml(testimonial.author)}</cite></blockquote>`,
        )
        .join("\n")
    : `<blockquote>“We could not go back.” — a happy customer</blockquote>`;
  return `<section class="hero"><h1>${escapeHtml(site.headline)}</h1><p class="lead">${escapeHtml(site.subheadline)}</p><a href="/signup" class="cta">Start your free trial</a></section>
<section id="features"><h2>${site.layout === "prose" ? "Why teams switch" : "Features"}</h2>
${features}
</section>
<section class="testimonials">${testimonials}</section>
${changelog}
${story}
${about}`;
}

function planCard(plan: Plan): string {
  const items = plan.items.map((item) => `<li>${escapeHtml(item)}</li>`).join("");
  return `<div class="plan"><h3>${escapeHtml(plan.name)}</h3><p class="price"><span class="amount">${escapeHtml(plan.price)}</span><span class="period">${escapeHtml(plan.period)}</span></p><ul>${items}</ul><a href="/signup">Choose ${escapeHtml(plan.name)}</a></div>`;
}

function planTable(plans: Plan[]): string {
  const head = plans.map((plan) => `<th>${escapeHtml(plan.name)}</th>`).join("");
  const prices = plans
    .map(
      (plan) =>
        `<td>${escapeHtml(plan.price)}${plan.period ? ` ${escapeHtml(plan.period)}` : ""}</td>`,
    )
    .join("");
  const rows = Math.max(...plans.map((plan) => plan.items.length));
  const body = Array.from(
    { length: rows },
    (_, row) =>
      `<tr>${plans.map((plan) => `<td>${escapeHtml(plan.items[row] ?? "")}</td>`).join("")}</tr>`,
  ).join("\n");
  return `<table class="pricing"><thead><tr>${head}</tr></thead><tbody><tr>${prices}</tr>\n${body}</tbody></table>`;
}

function planProse(plans: Plan[]): string {
  return plans
    .map(
      (plan) =>
        `<p>The <strong>${escapeHtml(plan.name)}</strong> plan costs ${escapeHtml(plan.price)}${plan.period ? ` ${escapeHtml(plan.period)}` : ""} and includes ${plan.items.map(escapeHtml).join(", ")}.</p>`,
    )
    .join("\n");
}

function pricingMain(site: Site): string {
  const plans =
    site.layout === "cards"
      ? `<div class="plans">${site.plans.map(planCard).join("\n")}</div>`
      : site.layout === "table"
        ? planTable(site.plans)
        : planProse(site.plans);
  return `<section class="pricing-hero"><h1>Simple, transparent pricing</h1><p>No hidden fees. Cancel anytime.</p></section>
${plans}
<section class="faq"><h2>Frequently asked questions</h2><h3>Can I change plans later?</h3><p>Yes, upgrade or downgrade at any time.</p></section>`;
}

/** The pages of a product's site by path; undefined when it has no site or no such page. */
export function renderSitePage(product: Product, path: string): string | undefined {
  const site = product.site;
  if (!site) return undefined;
  const normalised = path.replace(/\/+$/, "") || "/";
  if (normalised === "/")
    return chrome(product, `${product.name} – ${product.tagline}`, homepageMain(product, site));
  if (normalised === pricingPath(site) && site.plans.length > 0)
    return chrome(product, `Pricing – ${product.name}`, pricingMain(site));
  return undefined;
}

/** The site's own "page not found" page, in its chrome, as a real site answers a dead link (status 404). */
export function renderNotFoundPage(product: Product): string | undefined {
  if (!product.site) return undefined;
  return chrome(
    product,
    `Page not found – ${product.name}`,
    `<section class="not-found"><h1>Oops! We can't find that page</h1><p>The page you were looking for may have moved. Try our <a href="/">homepage</a> or see <a href="${pricingPath(product.site)}">pricing</a>.</p></section>`,
  );
}
