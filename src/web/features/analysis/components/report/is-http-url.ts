/** Spec section 5: a link is clickable only when its URL starts with http. */
export function isHttpUrl(url: string | null | undefined): url is string {
  return typeof url === "string" && /^https?:\/\//i.test(url.trim());
}
