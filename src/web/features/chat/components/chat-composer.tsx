import { Send, Square } from "lucide-react";
import { useId } from "react";
import { CHAT_MESSAGE_MAX_LENGTH } from "../../../../contract/chat.ts";
import { Button } from "../../../components/ui/button.tsx";
import type { ChatState } from "../hooks/use-chat.ts";

/** Enter sends, Shift+Enter starts a new line; a stop button replaces Send while an answer streams. */
export function ChatComposer({
  chat,
  label,
  placeholder,
  limitMessage,
}: {
  chat: ChatState;
  label: string;
  placeholder: string;
  limitMessage: string;
}) {
  const hintId = useId();
  const disabled = chat.limitReached || chat.loading;
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        chat.send();
      }}
    >
      <div className="flex items-end gap-2">
        <textarea
          aria-label={label}
          aria-describedby={hintId}
          className="min-h-11 max-h-40 flex-1 resize-y rounded-lg border border-border bg-card px-3 py-2 text-sm text-ink shadow-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60"
          rows={2}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder={chat.limitReached ? limitMessage : placeholder}
          value={chat.input}
          disabled={disabled}
          onChange={(event) => chat.setInput(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              chat.send();
            }
          }}
        />
        {chat.streaming ? (
          <Button
            type="button"
            variant="outline"
            size="icon"
            onClick={chat.stop}
            aria-label="Stop the answer"
          >
            <Square aria-hidden="true" />
          </Button>
        ) : (
          <Button
            type="submit"
            size="icon"
            disabled={disabled || !chat.input.trim()}
            aria-label="Send message"
          >
            <Send aria-hidden="true" />
          </Button>
        )}
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {chat.limitReached ? (
          <span role="status">{limitMessage}</span>
        ) : (
          "Enter to send, Shift+Enter for a new line."
        )}
      </p>
    </form>
  );
}
