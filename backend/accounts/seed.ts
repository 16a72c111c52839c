// The demo's accounts (订阅号) of 临江 (seed/*.json): categories of code XYACCOUNT, nine accounts (one forbidden,
// one of xyStatus 4, so the empty rule shows), the demo articles credited to them (by title), and the demo
// member's subscriptions and favourites.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../core/database.js';
import type { SeedStep } from '../core/seeder.js';
import { favourites } from '../favourites/schema.js';
import { members } from '../members/schema.js';
import { DEMO_MEMBER } from '../members/seed.js';
import { articles } from '../reading/schema.js';
import { xyAccounts, xyCats, xySubscriptions } from './schema.js';
import demoAccounts from './seed/accounts.json' with { type: 'json' };
import demoCats from './seed/categories.json' with { type: 'json' };
import demoMemberLists from './seed/demoMemberLists.json' with { type: 'json' };

export const XY_ACCOUNT_CODE = 'XYACCOUNT';

/** The demo member's subscriptions and favourites, newest last; skipped when the member is gone. */
async function seedDemoMemberLists(db: Db, now: number): Promise<void> {
  const [member] = await db
    .select({ userId: members.userId })
    .from(members)
    .where(eq(members.phone, DEMO_MEMBER.phone));
  if (!member) return;
  const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000);
  const { subscriptions, favourites: titles } = demoMemberLists;
  await db
    .insert(xySubscriptions)
    .values(
      subscriptions.map((xyId, index, all) => ({
        userId: member.userId,
        xyId,
        createdAt: minutesAgo((all.length - index) * 90),
      })),
    )
    .onConflictDoNothing();
  // Found by title, so an article the CMS removed since is skipped.
  const faved = await db
    .select({ fileId: articles.fileId, title: articles.title })
    .from(articles)
    .where(and(inArray(articles.title, titles), eq(articles.aStatus, 1)));
  if (faved.length === 0) return;
  await db
    .insert(favourites)
    .values(
      faved.map((row) => ({
        userId: member.userId,
        fileId: row.fileId,
        createdAt: minutesAgo((titles.length - titles.indexOf(row.title)) * 60),
      })),
    )
    .onConflictDoNothing();
}

/** After the articles and the demo member, which the accounts credit and subscribe. */
export const accountSeed: SeedStep = {
  name: 'accounts',
  onlyInto: { table: xyCats, lock: 4017003 },
  async seed(db, now) {
    await db.insert(xyCats).values(demoCats.map((cat) => ({ ...cat, code: XY_ACCOUNT_CODE })));
    await db.insert(xyAccounts).values(
      demoAccounts.map(({ xyId, name, catId, icon, intro, xyStatus, xyForbidden }) => ({
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
      await db
        .update(articles)
        .set({ extra: sql`${articles.extra} || jsonb_build_object('xyAccountID', ${account.xyId}::int)` })
        .where(inArray(articles.title, account.articles));
    }
    await seedDemoMemberLists(db, now);
  },
};
