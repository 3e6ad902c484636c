import { useParams } from "react-router";
import { SharedComparisonPage } from "../features/compare/components/shared-comparison-page.tsx";
import { QueryProvider } from "../lib/query-provider.tsx";

export function meta() {
  return [
    { title: "Shared comparison | Groundtruth" },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** Public and outside the app layout: no session, no chat, no owner controls. */
export default function SharedComparisonRoute() {
  const { token = "" } = useParams();
  return (
    <QueryProvider>
      <SharedComparisonPage token={token} />
    </QueryProvider>
  );
}
