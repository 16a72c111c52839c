// The site logo's fallback (components/shell/SiteLogo.tsx), from the shell's first script: a listener rather than
// an island, so no page loads code for a logo that, almost always, loads.

const LOGO = 'img[data-site-logo]';

function showFallback(image: HTMLImageElement) {
  const fallback = image.dataset.siteLogo;
  // The fallback failing too is left alone: swapping it for itself would only fail again.
  if (!fallback || image.getAttribute('src') === fallback) return;
  image.src = fallback;
  image.dataset.fallback = 'true';
}

function onError(event: Event) {
  if (event.target instanceof HTMLImageElement && event.target.matches(LOGO)) showFallback(event.target);
}

/**
 * Swaps each site logo that fails from now on (an image's error does not bubble, but a capturing listener sees
 * it), and each that failed before: complete, with no picture. Returns the stop.
 */
export function watchLogoFallback(doc: Document): () => void {
  doc.addEventListener('error', onError, true);
  for (const image of doc.querySelectorAll<HTMLImageElement>(LOGO)) {
    if (image.complete && image.naturalWidth === 0) showFallback(image);
  }
  return () => doc.removeEventListener('error', onError, true);
}
