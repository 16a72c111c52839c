// The demo's three ads (seed/ads.json), one per position: a banner atop 要闻 linking to the marathon column, a
// list ad and an article-page ad shown in every column. Columns are named by their seed keys.
import type { Db } from '../core/database.js';
import type { ColumnIds } from '../reading/seed.js';
import { insertAd } from './adRepo.js';
import ads from './seed/ads.json' with { type: 'json' };

export async function seedAds(db: Db, columnId: ColumnIds): Promise<void> {
  for (const { column, linkColumn, linkUrl, ...ad } of ads) {
    await insertAd(db, {
      ...ad,
      linkUrl: linkColumn ? `/columnDetail/${columnId(linkColumn)}.html` : linkUrl,
      ...(column ? { columnId: columnId(column) } : {}),
    });
  }
}
