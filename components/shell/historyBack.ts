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

/**
 * The back control's rule: back to the previous page when it is this site's, else the link's own way (home).
 * Both the back button and the shell's listener for taps before it has hydrated follow it.
 */
export function goBackInSite(event: Pick<Event, 'preventDefault'>): void {
  if (!canGoBackInSite()) return;
  event.preventDefault();
  window.history.back();
}
