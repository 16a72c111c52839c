// Whether the tab's previous page was one of this site's, so a back control may return to it rather than leave
// the site (a reader who opened a shared link has nothing of ours to go back to). Browser only.

interface NavigationHistory {
  canGoBack?: boolean;
}

export function canGoBackInSite(): boolean {
  // The Navigation API lists only this origin's entries, so it can go back only to a page of this site.
  const navigation = (window as { navigation?: NavigationHistory }).navigation;
  if (typeof navigation?.canGoBack === 'boolean') return navigation.canGoBack;
  try {
    return window.history.length > 1 && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** The back control's rule: back to the previous page when it is this site's, else the link's own way (home). */
export function goBackInSite(event: Pick<Event, 'preventDefault'>): void {
  if (!canGoBackInSite()) return;
  event.preventDefault();
  window.history.back();
}

function onClick(event: MouseEvent) {
  // A tap or a plain click; one that opens the link elsewhere (a new tab, a new window) keeps its own way.
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest('a[data-back-link]') : null;
  if (link) goBackInSite(event);
}

/**
 * The back buttons (`a[data-back-link]`, drawn as links home) follow the rule from the shell's first script, with
 * no island of their own: a tap works as soon as the page can run anything. Returns the stop.
 */
export function watchBackLinks(doc: Document): () => void {
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}
