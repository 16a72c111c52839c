// The demo's circles (seed/circles.json): a running club, a food circle and a school's parents, each with its
// notices, its members (demo readers of their own, phones 1530000xxxx) and approved posts with pictures; and the
// friends circle's posts (seed/moments.json), one with pictures, one with a video.
import { eq } from 'drizzle-orm';
import { POST_STATUS } from '../../lib/contract/community.js';
import type { SeedStep } from '../core/seeder.js';
import { memberForPhone } from '../members/memberRepo.js';
import { members } from '../members/schema.js';
import { circleMembers, circleNotices, circlePosts, circles, moments } from './schema.js';
import demoCircles from './seed/circles.json' with { type: 'json' };
import demoMoments from './seed/moments.json' with { type: 'json' };

const HOUR = 3_600_000;

interface DemoMoment {
  author: string;
  content: string;
  pictures?: string[];
  videoUrl?: string;
  videoPoster?: string;
  praise: number;
  hoursAgo: number;
}

export const communitySeed: SeedStep = {
  name: 'community',
  onlyInto: { table: circles, lock: 4017020 },
  async seed(db, now) {
    const authors = new Map<string, number>();
    const memberNamed = async (name: string) => {
      const known = authors.get(name);
      if (known !== undefined) return known;
      const phone = `1530000${String(authors.size + 1).padStart(4, '0')}`;
      const { member } = await memberForPhone(db, phone);
      await db.update(members).set({ nickname: name }).where(eq(members.userId, member.userId));
      authors.set(name, member.userId);
      return member.userId;
    };
    for (const demo of demoCircles) {
      const [circle] = await db
        .insert(circles)
        .values({ name: demo.name, intro: demo.intro, cover: demo.cover, memberCount: demo.members.length })
        .returning({ id: circles.id });
      if (!circle) throw new Error('insert into circles returned no row');
      for (const name of demo.members) {
        await db.insert(circleMembers).values({ circleId: circle.id, userId: await memberNamed(name) });
      }
      for (const notice of [...demo.notices].reverse()) {
        await db.insert(circleNotices).values({
          circleId: circle.id,
          title: notice.title,
          content: notice.content,
          createdAt: new Date(now - notice.hoursAgo * HOUR),
        });
      }
      // The oldest first, so that ids grow with time as members' own posts do.
      for (const post of [...demo.posts].sort((a, b) => b.hoursAgo - a.hoursAgo)) {
        const at = new Date(now - post.hoursAgo * HOUR);
        await db.insert(circlePosts).values({
          circleId: circle.id,
          userId: await memberNamed(post.author),
          content: post.content,
          pictures: post.pictures,
          status: POST_STATUS.approved,
          praiseCount: post.praise,
          reviewedAt: at,
          createdAt: at,
        });
      }
    }
    // The oldest first here too.
    for (const moment of (demoMoments as DemoMoment[]).sort((a, b) => b.hoursAgo - a.hoursAgo)) {
      await db.insert(moments).values({
        userId: await memberNamed(moment.author),
        content: moment.content,
        pictures: moment.pictures ?? [],
        videoUrl: moment.videoUrl ?? '',
        videoPoster: moment.videoPoster ?? '',
        status: POST_STATUS.approved,
        praiseCount: moment.praise,
        createdAt: new Date(now - moment.hoursAgo * HOUR),
      });
    }
  },
};
