import { useParams } from "react-router";
import { ComparisonPage } from "../features/compare/components/comparison-page.tsx";

export function meta() {
  return [{ title: "Compare ideas | Groundtruth" }];
}

export default function ComparePage() {
  const { id = "" } = useParams();
  return <ComparisonPage comparisonId={id} />;
}
