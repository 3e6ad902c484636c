import { toast } from "../../../lib/toast.ts";

/** Copies `text` and says whether it worked; a refused clipboard leaves the text to select. */
export async function copyText(text: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    void toast.success(`${what} copied`);
  } catch {
    void toast.error(`Could not copy the ${what.toLowerCase()}. Select it and copy it by hand.`);
  }
}
