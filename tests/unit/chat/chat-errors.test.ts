import { describe, expect, test } from "vitest";
import {
  CHAT_MESSAGES,
  chatErrorMessage,
  limitMessage,
  messagesRemaining,
  sendingTooQuicklyMessage,
} from "../../../src/contract/chat.ts";
import { classifyModelFailure } from "../../../src/engine/chat/answer-question.ts";
import { APICallError } from "ai";

describe("chat error messages (spec section 8)", () => {
  test.each([
    [{ status: 429, message: "Too many" }, CHAT_MESSAGES.rateLimit],
    [{ status: 500, message: "upstream rate limit hit" }, CHAT_MESSAGES.rateLimit],
    [{ status: 402, message: "Payment required" }, CHAT_MESSAGES.creditsDepleted],
    [{ status: 500, message: "Out of credits" }, CHAT_MESSAGES.creditsDepleted],
    [
      { status: 403, message: "You've used all 50 messages for this analysis" },
      CHAT_MESSAGES.fiftyLimit,
    ],
    [
      { status: 403, code: "chat_limit_reached", message: CHAT_MESSAGES.dialogLimit },
      CHAT_MESSAGES.fiftyLimit,
    ],
    [
      { status: 403, code: "chat_limit_reached", message: CHAT_MESSAGES.inlineLimit },
      CHAT_MESSAGES.inlineLimit,
    ],
    [{ network: true }, CHAT_MESSAGES.network],
    [{ status: 500, message: "Something else" }, CHAT_MESSAGES.failed],
    [{ status: 502, message: "" }, CHAT_MESSAGES.failed],
  ])("%j reads %s", (failure, expected) => {
    expect(chatErrorMessage(failure)).toBe(expected);
  });

  test("the per-user send limit's 429 says when to retry, from Retry-After", () => {
    const refused = {
      status: 429,
      code: "rate_limited",
      message: "Too many requests. Please try again in a minute.",
    };
    expect(chatErrorMessage({ ...refused, retryAfterSeconds: 42 })).toBe(
      "You're sending questions too quickly. Try again in 42 seconds.",
    );
    expect(chatErrorMessage({ ...refused, retryAfterSeconds: 1 })).toBe(
      "You're sending questions too quickly. Try again in 1 second.",
    );
    // Without a usable Retry-After the spec's wording stays.
    expect(chatErrorMessage({ ...refused, retryAfterSeconds: null })).toBe(CHAT_MESSAGES.rateLimit);
    expect(chatErrorMessage({ ...refused, retryAfterSeconds: 0 })).toBe(CHAT_MESSAGES.rateLimit);
    // The model provider's rate limit arrives as a stream error, not a 429: it says nothing about when.
    expect(
      chatErrorMessage({ status: 502, message: "Rate limit reached", retryAfterSeconds: 30 }),
    ).toBe(CHAT_MESSAGES.rateLimit);
    expect(sendingTooQuicklyMessage(2.2)).toBe(
      "You're sending questions too quickly. Try again in 3 seconds.",
    );
  });

  test("model failures are classified by status first, then by wording", () => {
    const apiError = (statusCode: number, message: string) =>
      new APICallError({
        message,
        url: "http://x",
        requestBodyValues: {},
        statusCode,
        isRetryable: false,
      });
    expect(classifyModelFailure(apiError(429, "slow down"))).toBe("rate-limit");
    expect(classifyModelFailure(apiError(402, "pay up"))).toBe("credits");
    expect(
      classifyModelFailure(apiError(400, "You exceeded your current quota: insufficient_quota")),
    ).toBe("credits");
    expect(
      classifyModelFailure(new Error("Failed after 2 attempts. Last error: Rate limit reached")),
    ).toBe("rate-limit");
    expect(classifyModelFailure(new Error("socket hang up"))).toBe("failed");
  });
});

describe("chat limits (spec section 5)", () => {
  test("the inline Q&A allows 10 messages and the dialog 50, counted together", () => {
    expect(messagesRemaining(0, "inline")).toBe(10);
    expect(messagesRemaining(9, "inline")).toBe(1);
    expect(messagesRemaining(10, "inline")).toBe(0);
    expect(messagesRemaining(10, "dialog")).toBe(40);
    expect(messagesRemaining(50, "dialog")).toBe(0);
    expect(messagesRemaining(60, "dialog")).toBe(0);
    expect(limitMessage("inline")).toBe("You've reached the message limit for this analysis.");
    expect(limitMessage("dialog")).toBe("You've used all 50 messages for this analysis");
  });
});
