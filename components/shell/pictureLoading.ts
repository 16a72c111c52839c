/**
 * An <img>'s loading attributes by where it sits: a first-screen picture loads at once, first among pictures,
 * and paints with the page; any other waits until the reader scrolls near it and decodes off the main thread.
 */
export function pictureLoading(firstScreen: boolean) {
  return firstScreen
    ? ({ loading: 'eager', fetchPriority: 'high' } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const);
}
