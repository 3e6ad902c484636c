import { MessageCircle } from "lucide-react";
import { useParams } from "react-router";
import { Button } from "../components/ui/button.tsx";
import { ComparisonPage } from "../features/compare/components/comparison-page.tsx";
import { ChatDialog } from "../features/chat/components/chat-dialog.tsx";

export function meta() {
  return [{ title: "Compare ideas | Groundtruth" }];
}

/** The comparison, with the report chat's dialog opened on it (features meet only here). */
export default function ComparePage() {
  const { id = "" } = useParams();
  return (
    <ComparisonPage
      comparisonId={id}
      chat={(detail) => (
        <ChatDialog
          kind="comparison"
          analysisId={detail.id}
          ideaText={detail.comparison.reports
            .map((report) => `${report.letter}: ${report.idea}`)
            .join(" · ")}
          results={null}
          trigger={
            <Button size="lg" className="fixed bottom-5 right-5 z-40 rounded-full shadow-lg">
              <MessageCircle aria-hidden="true" /> Ask AI about these ideas
            </Button>
          }
        />
      )}
    />
  );
}
