import { toast } from "../../../lib/toast.ts";

/** Hands the browser a file to save, made here rather than fetched. */
export function saveTextFile(name: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns: let go of it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Copies text, and says so either way: a refused clipboard is never a silent failure. */
export async function copyText(text: string, done: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    void toast.success(done);
  } catch {
    void toast.error("Could not copy to the clipboard. Download the Markdown instead.");
  }
}
