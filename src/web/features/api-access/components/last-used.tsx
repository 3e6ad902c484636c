import { formatDate } from "../../../lib/format.ts";

/** "Last used <date>", or "Never used" for a key or app that has not been used yet. */
export function LastUsed({ at }: { at: string | null }) {
  if (!at) return <>Never used</>;
  return (
    <>
      Last used <time dateTime={at}>{formatDate(at)}</time>
    </>
  );
}
