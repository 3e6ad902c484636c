import { describe, expect, it } from "vitest";
import { competitorPoints, parseMonthlyPrice, parseYear } from "../../../src/web/features/analysis/components/report/chart-data.ts";
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
});
