// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import ChatMarkdown from "../../../src/web/features/chat/components/chat-markdown.tsx";
import { suggestedQuestions } from "../../../src/web/features/chat/lib/suggested-questions.ts";
import { reportFixture, stored } from "../report/fixtures.ts";

afterEach(cleanup);

test("the model's Markdown renders as text and links; raw HTML, scripts and images never do", () => {
  const { container } = render(
    <ChatMarkdown
      text={
        '**Bold** point [[1]](https://www.reddit.com/r/x/1).\n\n<script>window.hacked = true</script><img src=x onerror="alert(1)">\n\n![tracker](https://evil.example/pixel.png) [click](javascript:alert(1))'
      }
    />,
  );
  expect(screen.getByText("Bold").tagName).toBe("STRONG");
  const citation = screen.getByRole("link", { name: "[1]" });
  expect(citation.getAttribute("href")).toBe("https://www.reddit.com/r/x/1");
  expect(citation.getAttribute("rel")).toContain("noopener");
  expect(container.querySelector("script, img")).toBeNull();
  expect(container.innerHTML).not.toContain("onerror");
  expect(screen.getByText("click").getAttribute("href") ?? "").not.toMatch(/^javascript:/i);
});

test("suggested questions are drawn from the report", () => {
  const questions = suggestedQuestions(stored(reportFixture));
  expect(questions).toContain("Who is the cheapest competitor?");
  expect(questions).toContain(`What do users like about ${reportFixture.competitors[0]!.name}?`);
  expect(questions.length).toBeLessThanOrEqual(4);
  expect(suggestedQuestions(stored({ not: "a report" })).length).toBeGreaterThan(0);
});
