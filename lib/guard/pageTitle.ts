/** The `title` query beats everything (spec section 2); otherwise the page's own title and the site name. */
export function pageTitle(queryTitle: string | undefined, ownTitle: string, siteName: string): string {
  if (queryTitle) return queryTitle;
  if (!ownTitle || ownTitle === siteName) return siteName;
  return siteName ? `${ownTitle} - ${siteName}` : ownTitle;
}
