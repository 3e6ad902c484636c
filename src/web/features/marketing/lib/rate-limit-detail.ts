/** When the next preview is taken, and the way on that does not wait: a free account's report. */
export function rateLimitDetail(retryAfterSeconds: number | undefined): string {
  const minutes = retryAfterSeconds ? Math.max(1, Math.ceil(retryAfterSeconds / 60)) : null;
  const when = minutes
    ? `You can run another preview in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`
    : "You can run another preview within the hour.";
  return `${when} Or sign up free: your first full report each month is on us.`;
}
