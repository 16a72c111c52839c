// The demo's reporters, persons and leaders (seed/people.json): three reporters the demo articles' credits already
// name (林一诺, the young reporter, on the credit given here), two persons with the reports about them, and three
// leaders in two regions with their activities and reports, all found by article title; then the
// recommendations' neighbours from the seeded tags.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../core/database.js';
import type { SeedStep } from '../core/seeder.js';
import { articles } from '../reading/schema.js';
import { REPORT_KIND, type ReportKind } from './personRepo.js';
import { recomputeNeighbours } from './recommendationRepo.js';
import { linkCredits } from './creditLinks.js';
import { personReports, persons, regions, reporters } from './schema.js';
import demo from './seed/people.json' with { type: 'json' };

interface SeedPerson {
  name: string;
  portrait: string;
  title: string;
  biography: string;
}

async function idsByTitle(db: Db): Promise<Map<string, number>> {
  const titles = [
    demo.youngReporterArticle.title,
    ...demo.persons.flatMap((person) => person.reports),
    ...demo.regions.flatMap((region) =>
      region.leaders.flatMap((leader) => [...leader.activities, ...leader.reports]),
    ),
  ];
  const rows = await db
    .select({ fileId: articles.fileId, title: articles.title })
    .from(articles)
    .where(inArray(articles.title, titles));
  return new Map(rows.map((row) => [row.title, row.fileId]));
}

/** A person and their reports; titles the CMS has removed since are skipped. */
async function seedPerson(
  db: Db,
  person: SeedPerson,
  regionId: number | null,
  sort: number,
  reports: { titles: string[]; kind: ReportKind }[],
  fileIds: Map<string, number>,
) {
  const [row] = await db
    .insert(persons)
    .values({ ...person, regionId, sort })
    .returning({ id: persons.id });
  const links = reports.flatMap(({ titles, kind }) =>
    titles.flatMap((title) => {
      const fileId = fileIds.get(title);
      return fileId ? [{ personId: row!.id, fileId, kind }] : [];
    }),
  );
  if (links.length > 0) await db.insert(personReports).values(links).onConflictDoNothing();
}

export const peopleSeed: SeedStep = {
  name: 'reporters, persons and leaders',
  onlyInto: { table: reporters, lock: 4017013 },
  async seed(db) {
    const fileIds = await idsByTitle(db);
    const young = fileIds.get(demo.youngReporterArticle.title);
    const { cardNo, school, className } = demo.reporters.find((reporter) => 'cardNo' in reporter)!;
    const youngCard = { cardNo, school, className };
    if (young) {
      // The young reporter's credit, beside the article's others.
      await db
        .update(articles)
        .set({
          credits: sql`${articles.credits} || ${JSON.stringify({ correspondent: demo.youngReporterArticle.credit })}::jsonb`,
          // The young reporter's card, which the article's credits show.
          extra: sql`${articles.extra} || ${JSON.stringify(youngCard)}::jsonb`,
        })
        .where(eq(articles.fileId, young));
    }
    await db.insert(reporters).values(demo.reporters);
    await linkCredits(db, null);
    for (const [index, { name, portrait, title, biography, reports }] of demo.persons.entries()) {
      await seedPerson(
        db,
        { name, portrait, title, biography },
        null,
        index,
        [{ titles: reports, kind: REPORT_KIND.report }],
        fileIds,
      );
    }
    for (const [regionIndex, region] of demo.regions.entries()) {
      const [regionRow] = await db
        .insert(regions)
        .values({ name: region.name, sort: regionIndex })
        .returning({ id: regions.id });
      for (const [index, { activities, reports, ...leader }] of region.leaders.entries()) {
        await seedPerson(
          db,
          leader,
          regionRow!.id,
          index,
          [
            { titles: activities, kind: REPORT_KIND.activity },
            { titles: reports, kind: REPORT_KIND.report },
          ],
          fileIds,
        );
      }
    }
    await recomputeNeighbours(db);
  },
};
