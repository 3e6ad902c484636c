// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { ReportBanner } from "../../../src/web/features/analysis/components/report/report-banner.tsx";
import { reportFixture } from "../report/fixtures.ts";

afterEach(cleanup);

it("names only the sources that failed as not answering, by their names, never a platform that found nothing relevant", () => {
  render(
    <ReportBanner
      report={{
        ...reportFixture,
        warnings: [
          {
            code: "timeout",
            source: "youtube",
            message: "YouTube did not answer in time and was cut off after 20 s.",
          },
          {
            code: "no-evidence",
            source: "twitter",
            message:
              "No X (Twitter) feedback is shown because the search found nothing relevant to this idea. Nothing was filled in to replace it.",
          },
        ],
      }}
    />,
  );
  const silent = screen.getByText("Did not answer:").parentElement;
  expect(silent?.textContent).toBe("Did not answer: YouTube");
  expect(screen.queryByText(/twitter/)).toBeNull();
});
