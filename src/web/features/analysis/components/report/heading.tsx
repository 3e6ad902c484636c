import type { ComponentProps } from "react";
import { cn } from "../../../../lib/cn.ts";

export type HeadingLevel = 2 | 3 | 4 | 5;

/**
 * The report sits under an h1 on the results page but under the dashboard's h2, so every
 * heading takes its level from where the report is shown and headings stay in order.
 */
export function Heading({
  level,
  className,
  ...props
}: ComponentProps<"h2"> & { level: HeadingLevel }) {
  const Tag = `h${level}` as const;
  return <Tag className={cn("font-semibold text-ink", className)} {...props} />;
}

export function nextLevel(level: HeadingLevel): HeadingLevel {
  return level === 5 ? 5 : ((level + 1) as HeadingLevel);
}
