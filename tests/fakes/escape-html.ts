/**
 * Text as a service's HTML sends it. Services differ only in how they write an apostrophe:
 * Algolia's HN API as `&#x27;`, YouTube and Stack Exchange as `&#39;`.
 */
export function escapeHtml(text: string, apostrophe: "&#39;" | "&#x27;" = "&#39;"): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, apostrophe);
}
