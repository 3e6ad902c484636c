import { Link } from "react-router";
import { BRAND } from "../../contract/site.ts";
import { CONTACT_EMAIL } from "../lib/seo.ts";
import { BrandLogo } from "./brand-logo.tsx";

const COLUMNS = [
  {
    title: "Company",
    links: [
      { to: "/about", label: "About Us" },
      { to: "/blog", label: "Blog" },
      { to: "/contact", label: "Contact Us" },
    ],
  },
  {
    title: "Legal",
    links: [
      { to: "/privacy", label: "Privacy Policy" },
      { to: "/terms", label: "Terms of Use" },
    ],
  },
  {
    title: "Product",
    links: [
      { to: "/pricing", label: "Pricing" },
      { to: "/referral", label: "Referral Program" },
      { to: "/docs/api", label: "API" },
      { to: "/integrity", label: "How we check evidence" },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-card no-print">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="space-y-3">
          <BrandLogo />
          <p className="max-w-xs text-sm leading-relaxed text-muted-foreground">
            {BRAND.name} checks your startup idea against real competitors and real user
            conversations, with a link to every source, so you can decide with evidence instead of
            hope.
          </p>
          <a
            href={`mailto:${CONTACT_EMAIL}`}
            className="inline-block text-sm font-medium text-primary hover:underline"
          >
            {CONTACT_EMAIL}
          </a>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="mb-3 text-sm font-semibold text-ink">{column.title}</h2>
            <ul className="space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-muted-foreground hover:text-ink">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm text-muted-foreground sm:px-6">
          {`© ${new Date().getFullYear()} ${BRAND.name}. All rights reserved.`}
        </p>
      </div>
    </footer>
  );
}
