import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

export const fieldClasses =
  "w-full rounded-lg border border-border bg-card px-3 text-base text-foreground shadow-xs placeholder:text-muted-foreground focus-visible:border-ring disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive sm:text-sm";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(fieldClasses, "h-10", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea className={cn(fieldClasses, "min-h-28 py-2 leading-relaxed", className)} {...props} />
  );
}
