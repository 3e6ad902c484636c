import { useId, useLayoutEffect, useRef, useState } from "react";
import type { Competitor } from "../../../../../contract/report.ts";
import {
  competitorPoints,
  CURRENCY_SIGNS,
  priceAxisLabel,
  priceTicks,
  spreadDots,
} from "./chart-data.ts";

/**
 * The SVG is drawn at the width of its container, one unit to one CSS pixel, so its text is the
 * same readable size on a phone and on a wide screen (a scaled viewBox made it about 5 px on one
 * and oversized on the other). Before the first measurement (and in tests) it assumes 640.
 */
const DEFAULT_WIDTH = 640;
const PAD = { top: 16, right: 16, bottom: 50, left: 60 };
const DOT_RADIUS = 10;
const FONT_SIZE = 12;

function ticks(min: number, max: number, count: number): number[] {
  if (max === min) return [min];
  const step = Math.max(1, Math.ceil((max - min) / count));
  const values: number[] = [];
  for (let value = min; value <= max; value += step) values.push(value);
  return values;
}

function useContainerWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const measure = () => {
      const measured = Math.floor(element.clientWidth);
      if (measured > 0) setWidth(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * Competitors by launch year and entry price, where both could be read from the report. Dots are
 * numbered and listed below with their names, so no name hides another; dots at the same place
 * are set side by side. Estimated points are hollow.
 */
export function CompetitorChart({ competitors }: { competitors: Competitor[] }) {
  const { points: unordered, skipped } = competitorPoints(competitors);
  const titleId = useId();
  const descId = useId();
  const { ref, width } = useContainerWidth();
  if (unordered.length < 2) return null;

  const points = [...unordered].sort((a, b) => a.year - b.year || b.price - a.price);
  const height = width < 480 ? 240 : 300;
  const axis = priceAxisLabel(points);
  const sign = axis.currency ? CURRENCY_SIGNS[axis.currency] : "";
  const years = points.map((point) => point.year);
  const minYear = Math.min(...years) - 1;
  const maxYear = Math.max(...years) + 1;
  const yTicks = priceTicks(Math.max(...points.map((point) => point.price)));
  const maxPrice = yTicks[yTicks.length - 1] || 1;
  const plot = {
    left: PAD.left,
    right: width - PAD.right,
    top: PAD.top,
    bottom: height - PAD.bottom,
  };
  const x = (year: number) =>
    plot.left + ((year - minYear) / (maxYear - minYear)) * (plot.right - plot.left);
  const y = (price: number) => plot.bottom - (price / maxPrice) * (plot.bottom - plot.top);
  // A narrow chart shows every other year so the tick labels do not run into each other.
  const xTicks = ticks(minYear, maxYear, Math.max(2, Math.floor((plot.right - plot.left) / 48)));
  const dots = spreadDots(
    points.map((point) => ({ x: x(point.year), y: y(point.price) })),
    DOT_RADIUS * 2 + 2,
    // Sideways within the plot; up and down as far as its edges, so a free plan stays on "Free".
    {
      left: plot.left + DOT_RADIUS,
      right: plot.right - DOT_RADIUS,
      top: plot.top,
      bottom: plot.bottom,
    },
  );
  const estimates = points.filter((point) => point.estimate).length;

  return (
    // On paper the table of competitors says the same; the chart prints with the evidence appendix.
    <figure className="report-card appendix-only rounded-xl border border-border bg-card p-4">
      <figcaption id={titleId} className="text-sm font-semibold text-ink">
        Competitors by launch year and entry price
      </figcaption>
      <p id={descId} className="mt-1 text-xs text-muted-foreground">
        Entry price per month ({axis.currency ?? "in the currency each competitor lists"}), as
        stated or estimated. Filled dots are stated by a source; hollow dots are estimates (
        {estimates} of {points.length}). Dots at the same place are set side by side.
      </p>
      <div ref={ref} className="mt-3 w-full">
        <svg
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          className="block max-w-full"
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descId}
          fontSize={FONT_SIZE}
        >
          {yTicks.map((tick) => (
            <g key={`y-${tick}`}>
              <line
                x1={plot.left}
                x2={plot.right}
                y1={y(tick)}
                y2={y(tick)}
                stroke="var(--color-border)"
              />
              <text
                x={plot.left - 8}
                y={y(tick)}
                textAnchor="end"
                dominantBaseline="middle"
                fill="var(--color-muted-foreground)"
              >
                {tick === 0 ? "Free" : `${sign}${tick}`}
              </text>
            </g>
          ))}
          {xTicks.map((tick) => (
            <text
              key={`x-${tick}`}
              x={x(tick)}
              y={plot.bottom + 26}
              textAnchor="middle"
              fill="var(--color-muted-foreground)"
            >
              {tick}
            </text>
          ))}
          <text
            x={(plot.left + plot.right) / 2}
            y={height - 6}
            textAnchor="middle"
            fill="var(--color-ink)"
          >
            Launch year
          </text>
          <text
            x={14}
            y={(plot.top + plot.bottom) / 2}
            textAnchor="middle"
            fill="var(--color-ink)"
            transform={`rotate(-90 14 ${(plot.top + plot.bottom) / 2})`}
          >
            {axis.title}
          </text>
          {points.map((point, index) => {
            const dot = dots[index] ?? { x: x(point.year), y: y(point.price) };
            return (
              <g key={point.name}>
                <title>{`${index + 1}. ${point.name}: ${point.yearText}, ${point.priceText}`}</title>
                <circle
                  cx={dot.x}
                  cy={dot.y}
                  r={DOT_RADIUS}
                  fill={point.estimate ? "var(--color-card)" : "var(--color-primary)"}
                  stroke="var(--color-primary)"
                  strokeWidth={2}
                  strokeDasharray={point.estimate ? "3 2" : undefined}
                />
                <text
                  x={dot.x}
                  y={dot.y}
                  textAnchor="middle"
                  dominantBaseline="central"
                  fontSize={11}
                  fontWeight={600}
                  fill={point.estimate ? "var(--color-ink)" : "var(--color-primary-foreground)"}
                >
                  {index + 1}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <ol
        className="mt-3 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2 lg:grid-cols-3"
        aria-label="Competitors in the chart"
      >
        {points.map((point, index) => (
          <li key={point.name} className="flex min-w-0 items-start gap-2">
            <span
              aria-hidden="true"
              className={`mt-0.5 grid size-5 shrink-0 place-items-center rounded-full border-2 border-primary text-[0.6875rem] font-semibold ${
                point.estimate
                  ? "border-dashed bg-card text-ink"
                  : "bg-primary text-primary-foreground"
              }`}
            >
              {index + 1}
            </span>
            <span className="min-w-0 break-words">
              <span className="sr-only">{index + 1}. </span>
              <span className="font-medium text-ink">{point.name}</span>{" "}
              <span className="text-muted-foreground">
                · {point.yearText} · {point.priceText}
                {point.estimate ? " (estimate)" : ""}
              </span>
            </span>
          </li>
        ))}
      </ol>
      {skipped.length > 0 ? (
        <p className="mt-2 text-xs text-muted-foreground">
          Not plotted (no launch year or price found): {skipped.join(", ")}.
        </p>
      ) : null}
    </figure>
  );
}
