import { useId } from "react";
import type { Competitor } from "../../../../../contract/report.ts";
import { competitorPoints } from "./chart-data.ts";

const WIDTH = 640;
const HEIGHT = 300;
const PAD = { top: 20, right: 24, bottom: 44, left: 56 };

function ticks(min: number, max: number, count: number): number[] {
  if (max === min) return [min];
  const step = Math.max(1, Math.ceil((max - min) / count));
  const values: number[] = [];
  for (let value = min; value <= max; value += step) values.push(value);
  return values;
}

function priceTicks(max: number): number[] {
  if (max <= 0) return [0];
  const raw = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step =
    [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= raw) ?? raw;
  const values: number[] = [];
  for (let value = 0; value <= max + step / 2; value += step)
    values.push(Math.round(value * 100) / 100);
  return values;
}

/**
 * Competitors by launch year and entry price, where both could be read from the report. Estimated
 * points are hollow; the data also sits in a table for screen readers and anyone who prefers it.
 */
export function CompetitorChart({ competitors }: { competitors: Competitor[] }) {
  const { points, skipped } = competitorPoints(competitors);
  const titleId = useId();
  const descId = useId();
  if (points.length < 2) return null;

  const years = points.map((point) => point.year);
  const minYear = Math.min(...years) - 1;
  const maxYear = Math.max(...years) + 1;
  const yTicks = priceTicks(Math.max(...points.map((point) => point.price)));
  const maxPrice = yTicks[yTicks.length - 1] || 1;
  const x = (year: number) =>
    PAD.left + ((year - minYear) / (maxYear - minYear)) * (WIDTH - PAD.left - PAD.right);
  const y = (price: number) =>
    HEIGHT - PAD.bottom - (price / maxPrice) * (HEIGHT - PAD.top - PAD.bottom);
  const estimates = points.filter((point) => point.estimate).length;

  return (
    <figure className="report-card rounded-xl border border-border bg-card p-4">
      <figcaption id={titleId} className="text-sm font-semibold text-ink">
        Competitors by launch year and entry price
      </figcaption>
      <p id={descId} className="mt-1 text-xs text-muted-foreground">
        Entry price per month as stated or estimated, in the currency each competitor lists. Filled
        dots are stated by a source; hollow dots are estimates ({estimates} of {points.length}).
      </p>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-3 h-auto w-full"
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
      >
        {yTicks.map((tick) => (
          <g key={`y-${tick}`}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="var(--color-border)"
            />
            <text
              x={PAD.left - 8}
              y={y(tick)}
              textAnchor="end"
              dominantBaseline="middle"
              fontSize="12"
              fill="var(--color-muted-foreground)"
            >
              {tick === 0 ? "Free" : tick}
            </text>
          </g>
        ))}
        {ticks(minYear, maxYear, 8).map((tick) => (
          <text
            key={`x-${tick}`}
            x={x(tick)}
            y={HEIGHT - PAD.bottom + 18}
            textAnchor="middle"
            fontSize="12"
            fill="var(--color-muted-foreground)"
          >
            {tick}
          </text>
        ))}
        <text
          x={(WIDTH + PAD.left) / 2}
          y={HEIGHT - 6}
          textAnchor="middle"
          fontSize="12"
          fill="var(--color-ink)"
        >
          Launch year
        </text>
        <text
          x={14}
          y={(HEIGHT - PAD.bottom) / 2}
          textAnchor="middle"
          fontSize="12"
          fill="var(--color-ink)"
          transform={`rotate(-90 14 ${(HEIGHT - PAD.bottom) / 2})`}
        >
          Price / month
        </text>
        {placeLabels(points, x, y).map(({ point, labelX, labelY, anchor, label }) => (
          <g key={point.name}>
            <circle
              cx={x(point.year)}
              cy={y(point.price)}
              r={6}
              fill={point.estimate ? "var(--color-card)" : "var(--color-primary)"}
              stroke="var(--color-primary)"
              strokeWidth={2}
              strokeDasharray={point.estimate ? "3 2" : undefined}
            />
            <text x={labelX} y={labelY} textAnchor={anchor} fontSize="11" fill="var(--color-ink)">
              <title>{point.name}</title>
              {label}
            </text>
          </g>
        ))}
      </svg>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer rounded text-primary">
          Show chart data as a table
        </summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-xs">
            <thead>
              <tr className="border-b border-border text-muted-foreground">
                <th scope="col" className="py-1 pr-3 font-semibold">
                  Competitor
                </th>
                <th scope="col" className="py-1 pr-3 font-semibold">
                  Launched
                </th>
                <th scope="col" className="py-1 pr-3 font-semibold">
                  Pricing
                </th>
                <th scope="col" className="py-1 font-semibold">
                  Estimate?
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.name} className="border-b border-border last:border-0">
                  <th scope="row" className="py-1 pr-3 font-medium text-ink">
                    {point.name}
                  </th>
                  <td className="py-1 pr-3 text-ink">{point.yearText}</td>
                  <td className="py-1 pr-3 text-ink">{point.priceText}</td>
                  <td className="py-1 text-ink">
                    {point.estimate ? "Estimate" : "Stated by a source"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
      {skipped.length > 0 ? (
        <p className="mt-2 text-xs text-muted-foreground">
          Not plotted (no launch year or price found): {skipped.join(", ")}.
        </p>
      ) : null}
    </figure>
  );
}

const LABEL_MAX_CHARS = 18;
const LABEL_WIDTH = LABEL_MAX_CHARS * 6.2;
/** Offsets from a dot, tried in turn, so neighbouring names do not print over each other. */
const LABEL_OFFSETS = [-8, 20, -22, 34];

function placeLabels<P extends { name: string; year: number; price: number }>(
  points: P[],
  x: (year: number) => number,
  y: (price: number) => number,
): { point: P; labelX: number; labelY: number; anchor: "start" | "end"; label: string }[] {
  const placed: { left: number; top: number }[] = [];
  return [...points]
    .sort((a, b) => a.year - b.year)
    .map((point) => {
      // Names near the right edge go to the left of their dot so they stay inside the chart.
      const anchor =
        x(point.year) + 9 + LABEL_WIDTH > WIDTH ? ("end" as const) : ("start" as const);
      const labelX = anchor === "end" ? x(point.year) - 9 : x(point.year) + 9;
      const left = anchor === "end" ? labelX - LABEL_WIDTH : labelX;
      const labelY =
        LABEL_OFFSETS.map((offset) => y(point.price) + offset).find((top) =>
          placed.every(
            (other) =>
              Math.abs(other.top - top) >= 12 || Math.abs(other.left - left) >= LABEL_WIDTH,
          ),
        ) ?? y(point.price) - 8;
      placed.push({ left, top: labelY });
      const label =
        point.name.length > LABEL_MAX_CHARS
          ? `${point.name.slice(0, LABEL_MAX_CHARS - 1)}…`
          : point.name;
      return { point, labelX, labelY, anchor, label };
    });
}
