import { Bot, Loader2, User } from "lucide-react";
import { lazy, Suspense, useEffect, useRef } from "react";
import { cn } from "../../../lib/cn.ts";
import type { ChatEntry } from "../hooks/use-chat.ts";

// The Markdown parser is most of the chat's weight: load it with the first answer, not with the page.
const ChatMarkdown = lazy(() => import("./chat-markdown.tsx"));

/** The conversation, kept scrolled to the newest words while an answer streams in. */
export function ChatMessages({
  messages,
  className,
  empty,
}: {
  messages: ChatEntry[];
  className?: string;
  empty?: React.ReactNode;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, last?.content]);

  return (
    <div
      ref={scroller}
      role="log"
      aria-label="Conversation"
      className={cn("space-y-3 overflow-y-auto", className)}
    >
      {messages.length === 0 ? empty : null}
      {messages.map((message) => (
        <div
          key={message.key}
          className={cn("flex gap-2", message.role === "user" ? "justify-end" : "justify-start")}
          data-role={message.role}
        >
          {message.role === "assistant" ? (
            <Bot className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
          ) : null}
          <div
            className={cn(
              "max-w-[85%] rounded-xl px-3 py-2 text-sm leading-relaxed",
              message.role === "user"
                ? "whitespace-pre-wrap bg-primary text-primary-foreground"
                : "bg-muted text-ink",
            )}
          >
            <span className="sr-only">{message.role === "user" ? "You:" : "Assistant:"}</span>
            {message.role === "user" ? (
              message.content
            ) : message.content ? (
              <Suspense fallback={<p className="whitespace-pre-wrap">{message.content}</p>}>
                <ChatMarkdown text={message.content} />
              </Suspense>
            ) : null}
            {message.streaming && !message.content ? (
              <span className="inline-flex items-center gap-2 text-muted-foreground">
                <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Thinking…
              </span>
            ) : null}
            {message.interrupted ? (
              <p className="mt-1 text-xs italic text-muted-foreground">
                This answer was interrupted.
              </p>
            ) : null}
          </div>
          {message.role === "user" ? (
            <User className="mt-1 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          ) : null}
        </div>
      ))}
    </div>
  );
}
