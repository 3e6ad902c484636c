import { z } from "./zod.ts";
import { plainText } from "./plain-text.ts";

/** Spec section 5: the dashboard's inline Q&A stops at 10 messages, the dialog at 50, per analysis. */
export const CHAT_LIMITS = { inline: 10, dialog: 50 } as const;
export const CHAT_SURFACES = ["inline", "dialog"] as const;
export type ChatSurface = (typeof CHAT_SURFACES)[number];

/** Long enough for a detailed question, short enough to keep the model's context bounded. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;

/** Spec section 8, verbatim. */
export const CHAT_MESSAGES = {
  required: "Please enter a message",
  tooLong: `Please keep your message to ${CHAT_MESSAGE_MAX_LENGTH} characters or fewer`,
  inlineLimit: "You've reached the message limit for this analysis.",
  dialogLimit: "You've used all 50 messages for this analysis",
  fiftyLimit: "You've reached the 50 message limit for this analysis.",
  failed: "Failed to send message. Please try again.",
  rateLimit: "Rate limit exceeded. Please wait a moment and try again.",
  creditsDepleted: "AI credits depleted. Please contact support.",
  network: "Network error. Please check your connection.",
} as const;

export const sendChatMessageBodySchema = z.object({
  message: plainText(
    z
      .string(CHAT_MESSAGES.required)
      .trim()
      .min(1, CHAT_MESSAGES.required)
      .max(CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGES.tooLong),
    "multi-line",
  ),
  surface: z.enum(CHAT_SURFACES).default("dialog"),
});
export type SendChatMessageBody = z.input<typeof sendChatMessageBodySchema>;

export const chatMessageSchema = z.object({
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  /** The answer's stream was cut off: what arrived is kept, marked as incomplete. */
  interrupted: z.boolean().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationSchema = z.object({
  messages: z.array(chatMessageSchema),
  messagesCount: z.number().int().nonnegative(),
  limits: z.object({ inline: z.number().int(), dialog: z.number().int() }),
  /** 'ai' answers with the configured model; 'evidence-only' quotes the most relevant evidence. */
  mode: z.enum(["ai", "evidence-only"]),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** The answer streams as Server-Sent Events of these types, in this order: delta*, then done or error. */
export const chatDeltaEventSchema = z.object({ text: z.string() });
export const chatDoneEventSchema = z.object({
  messagesRemaining: z.number().int().nonnegative(),
  messagesCount: z.number().int().nonnegative(),
  interrupted: z.boolean(),
  /** Links, citations or quotes the answer made up and the server took out. */
  removedClaims: z.number().int().nonnegative(),
});
export type ChatDoneEvent = z.infer<typeof chatDoneEventSchema>;
export const chatErrorEventSchema = z.object({ code: z.string(), message: z.string() });

export function messagesRemaining(messagesCount: number, surface: ChatSurface): number {
  return Math.max(0, CHAT_LIMITS[surface] - messagesCount);
}

export function limitMessage(surface: ChatSurface): string {
  return surface === "inline" ? CHAT_MESSAGES.inlineLimit : CHAT_MESSAGES.dialogLimit;
}

/** The per-user send limit's 429, worded with its Retry-After so the person knows how long to wait. */
export function sendingTooQuicklyMessage(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return `You're sending questions too quickly. Try again in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`;
}

/**
 * Spec section 8's table from a failed send to what the person reads. The server's own limit
 * refusal (code chat_limit_reached) already carries the right words; a 429 that says when to
 * retry (Retry-After) says so, any other rate limit keeps the spec's wording.
 */
export function chatErrorMessage(failure: {
  status?: number;
  code?: string;
  message?: string;
  network?: boolean;
  retryAfterSeconds?: number | null;
}): string {
  const text = failure.message ?? "";
  if (failure.network) return CHAT_MESSAGES.network;
  if (failure.code === "chat_limit_reached" && text)
    return text.includes("50 messages") ? CHAT_MESSAGES.fiftyLimit : text;
  if (failure.status === 429 && failure.retryAfterSeconds != null && failure.retryAfterSeconds > 0)
    return sendingTooQuicklyMessage(failure.retryAfterSeconds);
  if (failure.status === 429 || /rate limit/i.test(text)) return CHAT_MESSAGES.rateLimit;
  if (failure.status === 402 || /credits/i.test(text)) return CHAT_MESSAGES.creditsDepleted;
  if (text.includes("50 messages")) return CHAT_MESSAGES.fiftyLimit;
  if (failure.code === "validation_failed" && text) return text;
  return CHAT_MESSAGES.failed;
}
