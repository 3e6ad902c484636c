import type { ComponentProps } from "react";

/**
 * A row of buttons acting on one thing. From the small breakpoint up it wraps; on a phone it stays
 * one row that scrolls sideways, so six report actions take one line of the first screen, not five.
 */
export function ActionRow({ className = "", ...props }: ComponentProps<"div">) {
  return (
    <div
      {...props}
      className={`flex items-center gap-2 sm:flex-wrap max-sm:-mx-4 max-sm:w-[calc(100%+2rem)] max-sm:overflow-x-auto max-sm:px-4 max-sm:pb-1 max-sm:[scrollbar-width:thin] [&>*]:shrink-0 ${className}`}
    />
  );
}
