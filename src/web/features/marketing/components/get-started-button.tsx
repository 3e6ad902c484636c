import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";

/** Signed-in founders go straight to their dashboard; prerendered HTML always links to /auth. */
export function GetStartedButton({
  signedIn,
  className,
  variant = "primary",
}: {
  signedIn: boolean;
  className?: string;
  variant?: "primary" | "outline";
}) {
  return (
    <Button asChild size="lg" variant={variant} className={className}>
      <Link to={signedIn ? "/dashboard" : "/auth"}>
        Get Started Free
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}
