/** The idea being typed on the dashboard, kept so a reload or a closed tab does not lose it. */
const DRAFT_KEY = "groundtruth:idea-draft";

export function readIdeaDraft(): string {
  try {
    return localStorage.getItem(DRAFT_KEY) ?? "";
  } catch {
    return "";
  }
}

export function saveIdeaDraft(idea: string): void {
  try {
    if (idea.trim()) localStorage.setItem(DRAFT_KEY, idea);
    else localStorage.removeItem(DRAFT_KEY);
  } catch {
    // Storage refused (private mode, quota): the draft simply is not kept.
  }
}
