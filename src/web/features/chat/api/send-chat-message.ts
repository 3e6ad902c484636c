import { apiErrorBodySchema } from "../../../../contract/api-error.ts";
import {
  chatDeltaEventSchema,
  chatDoneEventSchema,
  chatErrorEventSchema,
  type ChatDoneEvent,
  type ChatSurface,
} from "../../../../contract/chat.ts";
import { chatPath, type ChatSubject } from "../lib/chat-subject.ts";

/** A send that failed, with what section 8's table needs to word it. */
export class ChatSendError extends Error {
  override name = "ChatSendError";
  readonly status: number;
  readonly code: string;
  readonly network: boolean;
  /** From a 429's Retry-After header: how many seconds until a send is taken again. */
  readonly retryAfterSeconds: number | null;
  constructor(failure: {
    status: number;
    code: string;
    message: string;
    network?: boolean;
    retryAfterSeconds?: number | null;
  }) {
    super(failure.message);
    this.status = failure.status;
    this.code = failure.code;
    this.network = failure.network ?? false;
    this.retryAfterSeconds = failure.retryAfterSeconds ?? null;
  }
}

/** Retry-After in its delay-seconds form (the only one our server sends); null otherwise. */
function retryAfterSeconds(response: Response): number | null {
  const header = response.headers.get("Retry-After")?.trim();
  if (!header || !/^\d+$/.test(header)) return null;
  return Number(header);
}

export interface SendChatMessageInput {
  subject: ChatSubject;
  message: string;
  surface: ChatSurface;
  signal: AbortSignal;
  onDelta: (text: string) => void;
}

/** Reads one Server-Sent Events block: its event name and its data. */
function parseBlock(block: string): { event: string; data: string } {
  let event = "message";
  const data: string[] = [];
  for (const line of block.split("\n")) {
    if (line.startsWith("event:")) event = line.slice(6).trim();
    else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
  }
  return { event, data: data.join("\n") };
}

/**
 * Sends a question and streams the answer into `onDelta` as it arrives. Resolves with the
 * final count when the answer is complete (or was cut off: `interrupted`); throws ChatSendError
 * when nothing usable came back. Stopping through `signal` resolves as interrupted.
 */
export async function sendChatMessage(input: SendChatMessageInput): Promise<ChatDoneEvent | null> {
  let response: Response;
  try {
    response = await fetch(chatPath(input.subject), {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify({ message: input.message, surface: input.surface }),
      signal: input.signal,
    });
  } catch (error) {
    if (input.signal.aborted) return null;
    throw new ChatSendError({
      status: 0,
      code: "network_error",
      message: (error as Error).message,
      network: true,
    });
  }
  if (!response.ok || !response.body) {
    const parsed = apiErrorBodySchema.safeParse(await response.json().catch(() => null));
    const retryAfter = retryAfterSeconds(response);
    throw new ChatSendError(
      parsed.success
        ? {
            status: response.status,
            code: parsed.data.error.code,
            message: parsed.data.error.message,
            retryAfterSeconds: retryAfter,
          }
        : {
            status: response.status,
            code: "internal_error",
            message: "",
            retryAfterSeconds: retryAfter,
          },
    );
  }

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let received = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += value.replace(/\r\n/g, "\n");
      let boundary = buffer.indexOf("\n\n");
      while (boundary !== -1) {
        const { event, data } = parseBlock(buffer.slice(0, boundary));
        buffer = buffer.slice(boundary + 2);
        boundary = buffer.indexOf("\n\n");
        if (event === "delta") {
          received = true;
          input.onDelta(chatDeltaEventSchema.parse(JSON.parse(data)).text);
        } else if (event === "done") {
          return chatDoneEventSchema.parse(JSON.parse(data));
        } else if (event === "error") {
          const failure = chatErrorEventSchema.parse(JSON.parse(data));
          throw new ChatSendError({ status: 502, code: failure.code, message: failure.message });
        }
      }
    }
  } catch (error) {
    if (error instanceof ChatSendError) throw error;
    if (input.signal.aborted) return null;
    // The connection broke mid-answer: keep what arrived if anything did.
    if (received) return null;
    throw new ChatSendError({
      status: 0,
      code: "network_error",
      message: (error as Error).message,
      network: true,
    });
  }
  if (input.signal.aborted || received) return null;
  throw new ChatSendError({
    status: 0,
    code: "network_error",
    message: "The answer ended before it began",
    network: true,
  });
}
