import type { Db } from '../core/database.js';
import type { ColumnIds } from '../reading/seedSite.js';
import { insertAd } from './adRepo.js';

/** Three ads, one per position: a banner atop 要闻, a list ad and an article-page ad shown everywhere. */
export async function seedAds(db: Db, ids: ColumnIds): Promise<void> {
  await insertAd(db, {
    title: '临江马拉松跑者博览会',
    imgUrl: '/demo/ads/marathon-expo.svg',
    linkUrl: `/columnDetail/${ids.marathon}.html`,
    position: 'top',
    width: 750,
    height: 300,
    columnId: ids.headlines,
  });
  await insertAd(db, {
    title: '临江日报订阅季：订全年，享八折',
    imgUrl: '/demo/ads/subscription.svg',
    linkUrl: '/aboutUs.html',
    position: 'list',
    width: 690,
    height: 240,
  });
  await insertAd(db, {
    title: '下载临江新闻客户端',
    imgUrl: '/demo/ads/app-download.svg',
    linkUrl: '/downloadClient.html',
    position: 'detail',
    width: 690,
    height: 200,
  });
}
