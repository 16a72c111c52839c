import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../core/database.js';
import { returned, type Tx, writeWithChildren } from '../core/rowWrites.js';
import { PUBLISHED } from './articleListRepo.js';
import { articles, timelineEvents, timelines } from './schema.js';
import type { Links } from './subjectRepo.js';

export interface ApiTimelineEvent {
  eventId: number;
  /** Epoch ms. */
  time: number;
  title: string;
  summary: string;
  /** The article telling the event in full; 0 when there is none. */
  fileId: number;
}

export interface ApiTimeline {
  id: number;
  title: string;
  description: string;
  banner: string;
  events: ApiTimelineEvent[];
}

export type TimelineFields = Partial<Pick<typeof timelines.$inferInsert, 'title' | 'description' | 'banner'>>;

export interface EventInput {
  time: Date;
  title: string;
  summary?: string;
  fileId?: number;
}

/** The timeline with its events, newest first. */
export async function findTimeline(db: Db, id: number, links: Links): Promise<ApiTimeline | null> {
  const [row] = await db.select().from(timelines).where(eq(timelines.id, id));
  if (!row) return null;
  // Readers get fileId 0 while an event's article is unpublished, so a draft is never pointed at.
  const events = await db
    .select({
      eventId: timelineEvents.eventId,
      time: timelineEvents.time,
      title: timelineEvents.title,
      summary: timelineEvents.summary,
      fileId: articles.fileId,
    })
    .from(timelineEvents)
    .leftJoin(
      articles,
      and(
        eq(articles.fileId, timelineEvents.fileId),
        links === 'published' ? eq(articles.aStatus, PUBLISHED) : undefined,
      ),
    )
    .where(eq(timelineEvents.timelineId, id))
    .orderBy(desc(timelineEvents.time), desc(timelineEvents.eventId));
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    banner: row.banner,
    events: events.map((event) => ({
      eventId: event.eventId,
      time: event.time.getTime(),
      title: event.title,
      summary: event.summary,
      fileId: event.fileId ?? 0,
    })),
  };
}

async function writeEvents(tx: Tx, timelineId: number, events: EventInput[]): Promise<void> {
  await tx.delete(timelineEvents).where(eq(timelineEvents.timelineId, timelineId));
  if (events.length > 0)
    await tx.insert(timelineEvents).values(events.map((event) => ({ ...event, timelineId })));
}

/** Creates (id null) or updates a timeline; `events`, when given, replaces all of its events. */
export function writeTimeline(
  db: Db,
  id: number | null,
  fields: TimelineFields,
  events: EventInput[] | undefined,
): Promise<ApiTimeline> {
  return writeWithChildren(db, id, {
    insert: async (tx) => {
      const values = { ...fields, title: fields.title ?? '' };
      return returned(await tx.insert(timelines).values(values).returning({ id: timelines.id }), 'timelines')
        .id;
    },
    update: (tx, timelineId) =>
      tx
        .update(timelines)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(timelines.id, timelineId)),
    children: events && ((tx, timelineId) => writeEvents(tx, timelineId, events)),
    read: (timelineId) => findTimeline(db, timelineId, 'stored'),
  });
}
