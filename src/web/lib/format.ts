/** Dates as founders read them ("November 22, 2026"), in UTC so every reader sees the same day. */
export function formatDate(iso: string | Date): string {
  return new Date(iso).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}
