import { Share2 } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../lib/toast.ts";

export function ShareButton() {
  const share = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      void toast.success("Link copied to clipboard!");
    } catch {
      // Clipboard access can be refused (permissions, insecure context); say so instead of failing silently.
      void toast.error("Could not copy the link. Copy it from the address bar instead.");
    }
  };
  return (
    <Button type="button" variant="outline" size="sm" onClick={() => void share()}>
      <Share2 aria-hidden="true" />
      Share
    </Button>
  );
}
