/**
 * Spec section 5: a link is clickable only when its URL starts with http. It must also parse,
 * or a browser, Markdown or Notion would make something else of it. Report URLs are untrusted.
 */
export function isHttpUrl(url: string | null | undefined): url is string {
  if (typeof url !== "string" || !/^https?:\/\//i.test(url.trim())) return false;
  // Not URL.canParse: the Markdown download also runs in browsers that predate it.
  try {
    new URL(url.trim());
    return true;
  } catch {
    return false;
  }
}
