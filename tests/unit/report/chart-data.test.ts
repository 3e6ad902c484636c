import { describe, expect, it } from "vitest";
import {
  competitorPoints,
  parseMonthlyPrice,
  parsePriceCurrency,
  parseYear,
  priceAxisLabel,
  priceTicks,
  spreadDots,
} from "../../../src/web/features/analysis/components/report/chart-data.ts";
import { reportFixture } from "./fixtures.ts";

describe("chart data", () => {
  it("reads years", () => {
    expect(parseYear("2016")).toBe(2016);
    expect(parseYear("Founded in 2013 (estimate)")).toBe(2013);
    expect(parseYear("unknown")).toBeNull();
  });

  it("reads entry prices per month", () => {
    expect(parseMonthlyPrice("$21/month")).toBe(21);
    expect(parseMonthlyPrice("From $19 per month")).toBe(19);
    expect(parseMonthlyPrice("Free; Pro $10/month")).toBe(0);
    expect(parseMonthlyPrice("$120 per year")).toBe(10);
    expect(parseMonthlyPrice("€1,200/year")).toBe(100);
    expect(parseMonthlyPrice("Contact sales")).toBeNull();
  });

  it("plots competitors with both a year and a price and marks estimates", () => {
    const { points, skipped } = competitorPoints(reportFixture.competitors);
    expect(points.map((point) => [point.name, point.year, point.price, point.estimate])).toEqual([
      ["Bonsai", 2016, 21, false],
      ["HoneyBook", 2013, 19, true],
    ]);
    expect(skipped).toEqual(["InvoiceNinja"]);
  });

  it("names the currency of the price axis from the prices it plots", () => {
    expect(parsePriceCurrency("$21/month")).toBe("USD");
    expect(parsePriceCurrency("€1,200/year")).toBe("EUR");
    expect(parsePriceCurrency("From 15 GBP a month")).toBe("GBP");
    expect(parsePriceCurrency("Lite: A$35 /month")).toBe("AUD");
    expect(parsePriceCurrency("US$12 a month")).toBe("USD");
    expect(parsePriceCurrency("Contact sales")).toBeNull();
    const { points } = competitorPoints(reportFixture.competitors);
    expect(points.map((point) => point.currency)).toEqual(["USD", "USD"]);
    expect(priceAxisLabel(points).title).toBe("USD / month");
    // Free plans name no currency and do not change the label.
    expect(priceAxisLabel([...points, { currency: null }]).title).toBe("USD / month");
    expect(priceAxisLabel([{ currency: "USD" }, { currency: "EUR" }]).title).toBe(
      "Price / month (mixed currencies)",
    );
    expect(priceAxisLabel([{ currency: null }]).title).toBe("Price / month");
  });

  it("sets dots at the same place side by side so none hides another", () => {
    const bounds = { left: 0, right: 300, top: 0, bottom: 200 };
    const dots = spreadDots(
      [
        { x: 100, y: 100 },
        { x: 100, y: 100 },
        { x: 101, y: 100 },
        { x: 200, y: 50 },
      ],
      22,
      bounds,
    );
    expect(dots[0]).toEqual({ x: 100, y: 100 });
    expect(dots[3]).toEqual({ x: 200, y: 50 });
    for (const [i, a] of dots.entries())
      for (const b of dots.slice(i + 1))
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(21.5);
    // Spread dots stay inside the plot.
    const edge = spreadDots(
      [
        { x: 300, y: 200 },
        { x: 300, y: 200 },
      ],
      22,
      bounds,
    );
    expect(edge[1]!.x).toBeLessThanOrEqual(300);
    expect(edge[1]!.y).toBeLessThanOrEqual(200);
    expect(Math.hypot(edge[0]!.x - edge[1]!.x, edge[0]!.y - edge[1]!.y)).toBeGreaterThanOrEqual(
      21.5,
    );
  });

  it("ends the price axis at or above the highest price", () => {
    expect(priceTicks(45)).toEqual([0, 20, 40, 60]);
    expect(priceTicks(40)).toEqual([0, 10, 20, 30, 40]);
    expect(priceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(priceTicks(0)).toEqual([0]);
  });
});
