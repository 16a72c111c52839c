// The demo's own pages: 关于我们, two products, the download page and two notices of 临江日报.
import { sql } from 'drizzle-orm';
import type { Db } from '../core/database.js';
import { sitePages } from './schema.js';
import type { SitePageKind } from './sitePageRepo.js';

interface SeedSitePage {
  kind: SitePageKind;
  title: string;
  summary: string;
  paragraphs: string[];
  image?: string;
  sort?: number;
  hoursAgo?: number;
}

const html = (paragraphs: string[]) =>
  paragraphs.map((text) => (text.startsWith('<') ? text : `<p>${text}</p>`)).join('\n');

export const demoSitePages: SeedSitePage[] = [
  {
    kind: 'about',
    title: '关于临江日报',
    summary: '临江日报创刊于1952年，是中共临江市委机关报，旗下有临江新闻客户端、临江日报数字报等媒体。',
    image: '/demo/skyline.svg',
    paragraphs: [
      '临江日报创刊于1952年，是中共临江市委机关报。七十多年来，报社始终扎根临江、服务读者，记录这座江城的发展变化。',
      '<h2>我们的媒体</h2>',
      '<ul><li>《临江日报》：每日出版，对开16版</li><li>临江新闻客户端：24小时滚动发布本地新闻、视频与直播</li><li>临江日报数字报：每期报纸的电子版，可按版面阅读</li></ul>',
      '<h2>联系我们</h2>',
      '地址：临江市滨江大道88号临江日报社　邮编：430100',
      '新闻热线：0710-12345678　广告热线：0710-87654321',
    ],
  },
  {
    kind: 'product',
    title: '临江新闻客户端',
    summary: '临江日报社出品的新闻客户端：本地要闻、视频直播、数字报和政务服务，一个应用全掌握。',
    image: '/demo/river-bridge.svg',
    paragraphs: [
      '临江新闻客户端由临江日报社出品，汇聚临江日报全部原创报道，是了解临江最快的窗口。',
      '<h2>主要功能</h2>',
      '<ul><li>要闻：时政、财经、城事，编辑精选，实时推送</li><li>视频与直播：重大活动、体育赛事全程直播，可看回放</li><li>数字报：当天报纸按版面阅读，往期随时查阅</li><li>互动：评论、点赞、收藏、报料，与编辑记者直接交流</li></ul>',
      '支持 Android 与 iOS 手机，完全免费。',
    ],
  },
  {
    kind: 'product',
    title: '临江日报数字报',
    summary: '《临江日报》每期报纸的电子版，版面原样呈现，点击版面即可阅读稿件。',
    image: '/demo/lanterns.svg',
    sort: 20,
    paragraphs: [
      '临江日报数字报与纸质报纸同步出版，每天早上六点更新。',
      '在版面图上点击任意一篇稿件即可阅读全文；通过日期选择可以查阅往期报纸。',
    ],
  },
  {
    kind: 'download',
    title: '下载临江新闻客户端',
    summary: '扫码或点击下方按钮，下载临江新闻客户端，随时随地读临江。',
    paragraphs: [
      '临江新闻客户端提供 Android 与 iOS 版本。安装后可接收重要新闻推送、观看直播、参与活动报名与投票。',
      '如遇下载或安装问题，请拨打客服电话 0710-12345678。',
    ],
  },
  {
    kind: 'notice',
    title: '关于临江新闻客户端系统升级维护的公告',
    summary: '本周六凌晨0时至6时系统升级维护，期间评论、报名等功能暂停使用。',
    hoursAgo: 20,
    paragraphs: [
      '尊敬的用户：',
      '为提供更稳定的服务，临江新闻客户端将于本周六凌晨0时至6时进行系统升级维护。维护期间，新闻浏览不受影响，评论、活动报名和投票功能暂停使用。',
      '给您带来的不便，敬请谅解。',
      '临江日报社新媒体中心',
    ],
  },
  {
    kind: 'notice',
    title: '临江日报2026年度征订启事',
    summary: '2026年度《临江日报》征订开始，全年订价360元，各邮局及报社发行部均可订阅。',
    hoursAgo: 72,
    sort: 20,
    paragraphs: [
      '2026年度《临江日报》征订工作现已开始。全年订价360元，半年订价180元。',
      '订阅方式：全市各邮政网点，或临江日报社发行部（滨江大道88号一楼），订阅热线0710-11185。',
    ],
  },
];

/**
 * Fills an empty site_pages table with the demo pages. Runs at every start, so databases seeded before the table
 * existed get them too; once the CMS has written any page nothing is added again.
 */
export async function seedSitePagesIfEmpty(db: Db, now = Date.now()): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Instances starting together: the lock makes the second one see the first one's rows.
    await tx.execute(sql`select pg_advisory_xact_lock(4017002)`);
    const [existing] = await tx.select({ id: sitePages.id }).from(sitePages).limit(1);
    if (existing) return false;
    await tx.insert(sitePages).values(
      demoSitePages.map((page) => ({
        kind: page.kind,
        title: page.title,
        summary: page.summary,
        content: html(page.paragraphs),
        image: page.image ?? '',
        sort: page.sort ?? 10,
        publishtime: new Date(now - (page.hoursAgo ?? 24 * 30) * 3_600_000),
      })),
    );
    return true;
  });
}
