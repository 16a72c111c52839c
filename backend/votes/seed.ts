// The demo's votes (seed/votes.json): a photo contest of eight pictures, open to every member, and a 'favourite
// teacher' vote that asks the voter's name and phone first. Their counts start where a vote a few days old is.
// Each is announced on home by a link article in 要闻 (the CMS's way to point a list at any page), added after
// the reading demo so that its articles keep their ids.
import { and, eq } from 'drizzle-orm';
import type { SeedStep } from '../core/seeder.js';
import { insertArticle } from '../reading/articleRepo.js';
import { columns } from '../reading/schema.js';
import { minutesBefore } from '../reading/seed.js';
import { voteOptions, votes } from './schema.js';
import demoVotes from './seed/votes.json' with { type: 'json' };

const DAY = 86_400_000;
const HOME_COLUMN = '要闻';

export const voteSeed: SeedStep = {
  name: 'votes',
  onlyInto: { table: votes, lock: 4017011 },
  async seed(db, now) {
    const [home] = await db
      .select({ columnId: columns.columnId })
      .from(columns)
      .where(and(eq(columns.name, HOME_COLUMN), eq(columns.parentId, 0)));
    for (const demo of demoVotes) {
      const [vote] = await db
        .insert(votes)
        .values({
          title: demo.title,
          description: demo.description,
          headImage: demo.headImage,
          themes: demo.themes,
          infoRule: demo.infoRule.map((rule) => ({ ...rule, kind: rule.kind as 'name' | 'phone' | 'text' })),
          startsAt: new Date(now + (demo.daysFromNow[0] ?? 0) * DAY),
          endsAt: new Date(now + (demo.daysFromNow[1] ?? 1) * DAY),
          perDay: demo.perDay,
          perOption: demo.perOption,
          total: demo.total,
        })
        .returning({ id: votes.id });
      if (!vote) throw new Error('insert into votes returned no row');
      await db.insert(voteOptions).values(
        demo.options.map((option, index) => ({
          voteId: vote.id,
          number: index + 1,
          title: option.title,
          description: option.author,
          picture: option.picture,
          voteCount: option.votes,
          viewCount: option.views,
        })),
      );
      if (!home) continue;
      await insertArticle(db, {
        title: demo.homeLink.title,
        columnId: home.columnId,
        articleType: 4,
        picType: 1,
        picSmall: demo.headImage,
        picMiddle: demo.headImage,
        picBig: demo.headImage,
        publishtime: minutesBefore(now, demo.homeLink.hoursAgo),
        source: '临江日报',
        abstract: demo.homeLink.abstract,
        extra: { linkUrl: `/activityVote/0/${vote.id}.html` },
      });
    }
  },
};
