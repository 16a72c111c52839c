// The demo's online-study course (seed/courses.json): 汛期安全微课堂, two article lessons found by the demo
// articles' titles, a video lesson playing the demo's riverside HLS clip and an audio lesson (a generated siren,
// public/demo/audio). A title the CMS has removed since leaves its lesson out.
import { inArray } from 'drizzle-orm';
import type { SeedStep } from '../core/seeder.js';
import { articles } from '../reading/schema.js';
import { courseLessons, courses } from './schema.js';
import demoCourses from './seed/courses.json' with { type: 'json' };

interface DemoLesson {
  kind: number;
  title: string;
  article?: string;
  mediaUrl?: string;
  poster?: string;
  durationSeconds?: number;
}

export const studySeed: SeedStep = {
  name: 'online study',
  onlyInto: { table: courses, lock: 4017021 },
  async seed(db) {
    const lessons: DemoLesson[] = demoCourses.flatMap((course) => course.lessons);
    const titles = lessons.flatMap((lesson) => (lesson.article ? [lesson.article] : []));
    const found = await db
      .select({ fileId: articles.fileId, title: articles.title })
      .from(articles)
      .where(inArray(articles.title, titles));
    const fileIds = new Map(found.map((row) => [row.title, row.fileId]));
    for (const demo of demoCourses) {
      const [course] = await db
        .insert(courses)
        .values({ title: demo.title, intro: demo.intro, cover: demo.cover })
        .returning({ id: courses.id });
      if (!course) throw new Error('insert into courses returned no row');
      const rows = (demo.lessons as DemoLesson[]).flatMap((lesson) => {
        const articleId = lesson.article ? fileIds.get(lesson.article) : null;
        if (articleId === undefined) return [];
        return [
          {
            courseId: course.id,
            kind: lesson.kind,
            title: lesson.title,
            articleId,
            mediaUrl: lesson.mediaUrl ?? '',
            poster: lesson.poster ?? '',
            durationSeconds: lesson.durationSeconds ?? 0,
          },
        ];
      });
      await db.insert(courseLessons).values(rows.map((row, position) => ({ ...row, position })));
    }
  },
};
