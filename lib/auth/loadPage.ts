/**
 * Leaves for `href` with a full page load that replaces the current entry, as signing in and out do: every part
 * the server renders (the top bar's icon, member pages) then sees the new session, and Back does not return to
 * the login form.
 */
export function loadPage(href: string): void {
  window.location.replace(href);
}
