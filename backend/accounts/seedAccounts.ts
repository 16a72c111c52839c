// The demo's accounts (订阅号) of 临江: categories of code XYACCOUNT, nine accounts (one forbidden, one of
// xyStatus 4, so the empty rule shows), some demo articles credited to them, and the demo member's
// subscriptions and favourites.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../core/database.js';
import { favourites } from '../favourites/schema.js';
import { members } from '../members/schema.js';
import { DEMO_MEMBER } from '../members/seedMembers.js';
import { articles } from '../reading/schema.js';
import { demoPicture } from '../reading/seedSite.js';
import { xyAccounts, xyCats, xySubscriptions } from './schema.js';

export const XY_ACCOUNT_CODE = 'XYACCOUNT';

const demoCats = [
  { catId: 1, name: '政务', parentId: 0, sort: 10 },
  { catId: 2, name: '媒体', parentId: 0, sort: 20 },
  { catId: 3, name: '生活', parentId: 0, sort: 30 },
  { catId: 4, name: '交通出行', parentId: 1, sort: 10 },
];

interface SeedAccount {
  xyId: number;
  name: string;
  catId: number;
  icon: string;
  intro: string;
  xyStatus?: number;
  xyForbidden?: number;
  /** Titles of demo articles this account published. */
  articles: string[];
}

export const demoAccounts: SeedAccount[] = [
  {
    xyId: 1,
    name: '临江日报',
    catId: 2,
    icon: '/demo/logo.svg',
    intro: '中共临江市委机关报，1952年创刊。权威发布临江要闻，记录江城每一天。',
    articles: [
      '市十六届人大三次会议开幕 政府工作报告提出十项民生实事',
      '临江港一季度集装箱吞吐量同比增长12.6%',
      '老城区青石巷完成微改造 百年街巷换新颜',
    ],
  },
  {
    xyId: 2,
    name: '临江晚报',
    catId: 2,
    icon: demoPicture('lanterns'),
    intro: '临江日报社旗下都市生活报，关注街头巷尾的烟火气。',
    articles: [],
  },
  {
    xyId: 3,
    name: '临江发布',
    catId: 1,
    icon: demoPicture('skyline'),
    intro: '临江市人民政府新闻办公室官方账号，发布政务信息、政策解读与便民服务。',
    articles: [
      '市政府常务会议研究部署夏季安全生产工作',
      '全市“一网通办”新增高频事项60项',
      'H5｜一图读懂政府工作报告',
    ],
  },
  {
    xyId: 4,
    name: '临江交警',
    catId: 4,
    icon: demoPicture('river-bridge'),
    intro: '临江市公安局交通警察支队。路况提示、交通管制与出行安全，一号掌握。',
    articles: ['临江大桥东引桥改造完工 早高峰过桥时间缩短约8分钟', '地铁2号线最后一座车站主体结构封顶'],
  },
  {
    xyId: 5,
    name: '临江教育',
    catId: 1,
    icon: demoPicture('classroom'),
    intro: '临江市教育局。招生入学、考试安排与校园动态。',
    articles: ['今年秋季全市新增公办学位4200个'],
  },
  {
    xyId: 6,
    name: '临江文旅',
    catId: 3,
    icon: demoPicture('market'),
    intro: '吃在临江、游在临江：夜市、灯会、老街和周末好去处。',
    articles: ['滨江夜市开街 40余家老字号集中亮相', '组图｜元宵灯会点亮老城'],
  },
  {
    xyId: 7,
    name: '临江气象',
    catId: 3,
    icon: demoPicture('rain'),
    intro: '临江市气象台。天气预报、预警信号和防灾减灾提示。',
    articles: ['今夜起临江大部地区有强降雨 市民请关注预警信息'],
  },
  {
    xyId: 8,
    name: '临江旧货集市',
    catId: 3,
    icon: demoPicture('harvest'),
    intro: '因多次发布违规广告，该账号已被封禁。',
    xyForbidden: 1,
    articles: [],
  },
  {
    xyId: 9,
    name: '临江城建档案',
    catId: 1,
    icon: demoPicture('stadium'),
    intro: '账号已停止运营。',
    xyStatus: 4,
    articles: [],
  },
];

/** The demo member's subscriptions and favourites, newest last. */
const demoMemberSubscriptions = [1, 4];
const demoMemberFavourites = [
  '临江大桥东引桥改造完工 早高峰过桥时间缩短约8分钟',
  '滨江夜市开街 40余家老字号集中亮相',
];

/**
 * Fills empty account tables with the demo. Runs at every start, after the articles, so a database seeded
 * before accounts existed gets them too; once the CMS has written any category nothing is added again.
 * Articles and the demo member are found by title and phone, so what the CMS removed since is skipped.
 */
export async function seedAccountsIfEmpty(db: Db, now = Date.now()): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Instances starting together: the lock makes the second one see the first one's rows.
    await tx.execute(sql`select pg_advisory_xact_lock(4017003)`);
    const [existing] = await tx.select({ id: xyCats.catId }).from(xyCats).limit(1);
    if (existing) return false;
    await tx.insert(xyCats).values(demoCats.map((cat) => ({ ...cat, code: XY_ACCOUNT_CODE })));
    await tx.insert(xyAccounts).values(
      demoAccounts.map(({ xyId, name, catId, icon, intro, xyStatus = 0, xyForbidden = 0 }) => ({
        xyId,
        name,
        catId,
        icon,
        intro,
        xyStatus,
        xyForbidden,
      })),
    );
    for (const account of demoAccounts.filter((candidate) => candidate.articles.length > 0)) {
      await tx
        .update(articles)
        .set({ extra: sql`${articles.extra} || jsonb_build_object('xyAccountID', ${account.xyId}::int)` })
        .where(inArray(articles.title, account.articles));
    }
    const [member] = await tx
      .select({ userId: members.userId })
      .from(members)
      .where(eq(members.phone, DEMO_MEMBER.phone));
    if (!member) return true;
    const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000);
    await tx
      .insert(xySubscriptions)
      .values(
        demoMemberSubscriptions.map((xyId, index, all) => ({
          userId: member.userId,
          xyId,
          createdAt: minutesAgo((all.length - index) * 90),
        })),
      )
      .onConflictDoNothing();
    const faved = await tx
      .select({ fileId: articles.fileId, title: articles.title })
      .from(articles)
      .where(and(inArray(articles.title, demoMemberFavourites), eq(articles.aStatus, 1)));
    if (faved.length > 0) {
      await tx
        .insert(favourites)
        .values(
          faved.map((row) => ({
            userId: member.userId,
            fileId: row.fileId,
            createdAt: minutesAgo(
              (demoMemberFavourites.length - demoMemberFavourites.indexOf(row.title)) * 60,
            ),
          })),
        )
        .onConflictDoNothing();
    }
    return true;
  });
}
