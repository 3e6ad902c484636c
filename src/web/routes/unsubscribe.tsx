import { UnsubscribeScreen } from "../features/watches/components/unsubscribe-screen.tsx";
import { QueryProvider } from "../lib/query-provider.tsx";

export function meta() {
  return [
    { title: "Watch e-mails | Groundtruth" },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** A watch e-mail's unsubscribe link: public (no sign-in), outside both layouts, never prerendered. */
export default function UnsubscribeRoute() {
  return (
    <QueryProvider>
      <UnsubscribeScreen />
    </QueryProvider>
  );
}
