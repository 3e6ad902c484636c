import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. No tailwind-merge: it would cost ~7 KB of gzip JavaScript on every page.
 * Variants come from cva; a `className` passed to a component adds classes and must not
 * restate a property the component already sets (pick a variant or size instead).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
