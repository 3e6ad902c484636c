import { ConsentScreen } from "../features/api-access/components/consent-screen.tsx";
import { QueryProvider } from "../lib/query-provider.tsx";

export function meta() {
  return [
    { title: "Allow access | Groundtruth" },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** Outside both layouts: the screen checks the session itself and keeps the signed request. */
export default function OAuthConsentRoute() {
  return (
    <QueryProvider>
      <ConsentScreen />
    </QueryProvider>
  );
}
