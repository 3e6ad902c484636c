import { SHARE_MESSAGES } from "../../../../contract/integrations.ts";
import { toast } from "../../../lib/toast.ts";

export async function copyShareUrl(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    void toast.success(SHARE_MESSAGES.copied);
  } catch {
    // Clipboard access can be refused (permissions, insecure context): say so, never fail silently.
    void toast.error("Could not copy the link. Select it and copy it by hand.");
  }
}
