import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './test';

/**
 * axe on the page as it stands, run in the page itself and in each of its frames (the builder's legacy mode). The
 * default mode runs every frame apart and then opens a blank page to merge them, which took 0.5–1.8 s a check here
 * against 0.2–0.6 s; the site's frames are its own, which both modes reach alike.
 */
export const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode();

/** axe on the page as it stands: no serious or critical violation, each one named with where it is if any. */
export async function expectNoSeriousViolations(page: Page) {
  const { violations } = await axeOn(page).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
