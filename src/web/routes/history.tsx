import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../components/ui/button.tsx";
import { HistoryList } from "../features/analysis/components/history-list.tsx";
import { CompareBar } from "../features/compare/components/compare-bar.tsx";
import { RecentComparisons } from "../features/compare/components/recent-comparisons.tsx";

export function meta() {
  return [{ title: "Analysis History | Groundtruth" }];
}

export default function HistoryPage() {
  return (
    <main id="main" className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <Button asChild variant="ghost" size="sm" className="-ml-3 mb-4">
        <Link to="/dashboard">
          <ArrowLeft aria-hidden="true" /> Back to Dashboard
        </Link>
      </Button>
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-ink">Analysis History</h1>
      <RecentComparisons />
      <HistoryList
        compareBar={(selection) => (
          <CompareBar analysisIds={selection.analysisIds} onCancel={selection.cancel} />
        )}
      />
    </main>
  );
}
