// The demo's own pages (seed/sitePages.json): 关于我们, two products, the download page and two notices of 临江日报.
import type { SeedStep } from '../core/seeder.js';
import { sitePages } from './schema.js';
import demoPages from './seed/sitePages.json' with { type: 'json' };

/** Text paragraphs are wrapped in <p>; HTML ones (headings, lists) stay as the CMS would write them. */
const html = (paragraphs: string[]) =>
  paragraphs.map((text) => (text.startsWith('<') ? text : `<p>${text}</p>`)).join('\n');

export const sitePageSeed: SeedStep = {
  name: 'site pages',
  onlyInto: { table: sitePages, lock: 4017002 },
  async seed(db, now) {
    await db.insert(sitePages).values(
      demoPages.map((page) => ({
        kind: page.kind,
        title: page.title,
        summary: page.summary,
        content: html(page.paragraphs),
        image: page.image ?? '',
        sort: page.sort ?? 10,
        // A month old unless the page says otherwise.
        publishtime: new Date(now - (page.hoursAgo ?? 24 * 30) * 3_600_000),
      })),
    );
  },
};
