import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Button } from "./ui/button.tsx";

/** The way back from a page read on its own (legal pages, contact, the API reference). */
export function BackToHome() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3 mb-6">
      <Link to="/">
        <ArrowLeft aria-hidden="true" /> Back to Home
      </Link>
    </Button>
  );
}
