import { BadgeCheck, Quote } from "lucide-react";

/** Grey bars stand in for text so the mock never shows a quote or figure we did not find. */
function Bar({ className }: { className: string }) {
  return <span className={`block h-2 rounded-full bg-border ${className}`} />;
}

const COMPETITORS = [{ width: "w-24" }, { width: "w-32" }, { width: "w-20" }];

const PLATFORMS = ["Reddit", "Hacker News", "YouTube", "X"];

/**
 * A product-shot-like sketch of a report, built from HTML so it costs no image request.
 * Exposed as one image with a description: its parts are decoration, not content.
 */
export function ReportMock() {
  return (
    <div
      role="img"
      aria-label="Sketch of a Groundtruth report: competitors with checked links and prices from their own sites, and verbatim quotes with their sources"
      className="relative mx-auto w-full max-w-xl"
    >
      <div
        aria-hidden="true"
        className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-br from-primary/25 via-primary-soft to-accent-soft opacity-80 blur-2xl"
      />
      <div className="overflow-hidden rounded-2xl border border-border bg-card shadow-2xl shadow-primary/10">
        <div className="flex items-center gap-2 border-b border-border bg-muted/60 px-4 py-3">
          <span className="size-2.5 rounded-full bg-border" />
          <span className="size-2.5 rounded-full bg-border" />
          <span className="size-2.5 rounded-full bg-border" />
          <span className="ml-2 truncate text-xs font-medium text-muted-foreground">
            Report · scheduling for independent physios
          </span>
        </div>

        <div className="grid gap-4 p-4 sm:p-5">
          <div className="grid grid-cols-3 gap-2 text-center">
            {[
              ["12", "competitors"],
              ["38", "linked quotes"],
              ["6", "platforms"],
            ].map(([value, label]) => (
              <div key={label} className="rounded-xl bg-muted px-2 py-3">
                <p className="text-xl font-bold tabular-nums text-ink sm:text-2xl">{value}</p>
                <p className="text-[0.7rem] font-medium text-muted-foreground sm:text-xs">
                  {label}
                </p>
              </div>
            ))}
          </div>

          <div className="rounded-xl border border-border">
            <p className="border-b border-border px-3 py-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              Similar competitors
            </p>
            <ul className="divide-y divide-border">
              {COMPETITORS.map((competitor) => (
                <li key={competitor.width} className="flex items-center gap-3 px-3 py-2.5">
                  <span className="size-7 shrink-0 rounded-lg bg-primary-soft" />
                  <span className="grid min-w-0 flex-1 gap-1.5">
                    <Bar className={competitor.width} />
                    <span className="inline-flex items-center gap-1 text-[0.7rem] font-medium text-primary-hover">
                      <BadgeCheck className="size-3" /> link checked
                    </span>
                  </span>
                  <span className="shrink-0 rounded-md bg-accent-soft px-2 py-1 text-[0.7rem] font-semibold text-ink">
                    {/* What reports show for most competitors: the price their own pricing page states. */}
                    price from its site
                  </span>
                </li>
              ))}
            </ul>
          </div>

          <div className="rounded-xl border border-primary/30 bg-primary-soft/60 p-3">
            <div className="flex items-start gap-2">
              <Quote className="mt-0.5 size-4 shrink-0 text-primary" />
              <span className="grid flex-1 gap-1.5 pt-1">
                <Bar className="w-full bg-primary/20" />
                <Bar className="w-11/12 bg-primary/20" />
                <Bar className="w-2/3 bg-primary/20" />
              </span>
            </div>
            <div className="mt-3 flex flex-wrap items-center gap-2 text-[0.7rem] font-medium">
              <span className="rounded-md bg-card px-2 py-1 text-ink shadow-xs">verbatim</span>
              <span className="inline-flex items-center gap-1 rounded-md bg-card px-2 py-1 text-primary-hover shadow-xs">
                {/* A glyph, not the icon: the icon's shared chunk was the landing page's only use. */}
                <span aria-hidden="true">↗</span> source on Reddit
              </span>
            </div>
          </div>

          <div className="flex flex-wrap gap-1.5">
            {PLATFORMS.map((platform) => (
              <span
                key={platform}
                className="rounded-full border border-border px-2.5 py-1 text-[0.7rem] font-medium text-muted-foreground"
              >
                {platform}
              </span>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
