import { expect, type Page } from './test';

/** The HLS segments the page fetches from now on. */
export function hlsSegments(page: Page): string[] {
  const segments: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.ts') && response.ok()) segments.push(response.url());
  });
  return segments;
}

/** The article's video, inline as phones need it, plays (muted, as autoplay rules allow) past half a second. */
export async function expectArticleVideoPlays(page: Page) {
  const video = page.locator('article video');
  await expect(video).toHaveAttribute('playsinline', '');
  await expect(video).toHaveAttribute('x5-playsinline', 'true');
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0.5);
}
