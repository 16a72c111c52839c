import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../core/database.js';
import { returned, type Tx, writeWithChildren } from '../core/rowWrites.js';
import { PUBLISHED } from './articleListRepo.js';
import { articles, subjectArticles, subjectGroups, subjects } from './schema.js';

export interface ApiSubjectGroup {
  groupId: number;
  name: string;
}

export interface ApiSubject {
  subjectId: number;
  title: string;
  description: string;
  banner: string;
  fileId: number;
  groups: ApiSubjectGroup[];
}

export type SubjectFields = Partial<
  Pick<typeof subjects.$inferInsert, 'title' | 'description' | 'banner' | 'fileId'>
>;

/** One group as the CMS writes it: an existing `groupId` keeps that group (and its links), none makes a new one. */
export interface GroupInput {
  groupId?: number;
  name: string;
  /** Replaces the group's articles, in this order; absent keeps them. */
  fileIds?: number[];
}

export async function subjectGroupsOf(db: Db, subjectId: number): Promise<ApiSubjectGroup[]> {
  return db
    .select({ groupId: subjectGroups.groupId, name: subjectGroups.name })
    .from(subjectGroups)
    .where(eq(subjectGroups.subjectId, subjectId))
    .orderBy(asc(subjectGroups.sort), asc(subjectGroups.groupId));
}

/** Which article links to show: readers see only published ones, the CMS what it stored. */
export type Links = 'published' | 'stored';

export async function findSubject(db: Db, subjectId: number, links: Links): Promise<ApiSubject | null> {
  // Readers get fileId 0 while the topic article is unpublished, so a draft is never pointed at.
  const [row] = await db
    .select({ subject: subjects, publishedFileId: articles.fileId })
    .from(subjects)
    .leftJoin(
      articles,
      and(
        eq(articles.fileId, subjects.fileId),
        links === 'published' ? eq(articles.aStatus, PUBLISHED) : undefined,
      ),
    )
    .where(eq(subjects.subjectId, subjectId));
  if (!row) return null;
  const { subject, publishedFileId } = row;
  return {
    subjectId: subject.subjectId,
    title: subject.title,
    description: subject.description,
    banner: subject.banner,
    fileId: publishedFileId ?? 0,
    groups: await subjectGroupsOf(db, subjectId),
  };
}

async function writeGroups(tx: Tx, subjectId: number, groups: GroupInput[]): Promise<void> {
  const keptIds = groups.flatMap((group) => (group.groupId === undefined ? [] : [group.groupId]));
  // Groups left out of the list go, and their article links with them (cascade).
  await tx
    .delete(subjectGroups)
    .where(
      and(
        eq(subjectGroups.subjectId, subjectId),
        keptIds.length > 0 ? notInArray(subjectGroups.groupId, keptIds) : undefined,
      ),
    );
  for (const [index, group] of groups.entries()) {
    const sort = (index + 1) * 10;
    let groupId = group.groupId;
    if (groupId === undefined) {
      const rows = await tx
        .insert(subjectGroups)
        .values({ subjectId, name: group.name, sort })
        .returning({ groupId: subjectGroups.groupId });
      groupId = returned(rows, 'subject_groups').groupId;
    } else {
      await tx
        .update(subjectGroups)
        .set({ name: group.name, sort })
        .where(eq(subjectGroups.groupId, groupId));
    }
    if (group.fileIds === undefined) continue;
    await tx.delete(subjectArticles).where(eq(subjectArticles.groupId, groupId));
    const fileIds = [...new Set(group.fileIds)];
    if (fileIds.length > 0) {
      await tx
        .insert(subjectArticles)
        .values(fileIds.map((fileId) => ({ groupId: groupId as number, fileId })));
    }
  }
}

/**
 * Creates (subjectId null) or updates a subject; `groups`, when given, becomes its whole group list.
 * The caller has checked that referenced groups belong to this subject and referenced articles exist.
 */
export function writeSubject(
  db: Db,
  subjectId: number | null,
  fields: SubjectFields,
  groups: GroupInput[] | undefined,
): Promise<ApiSubject> {
  return writeWithChildren(db, subjectId, {
    insert: async (tx) => {
      const values = { ...fields, title: fields.title ?? '' };
      const rows = await tx.insert(subjects).values(values).returning({ id: subjects.subjectId });
      return returned(rows, 'subjects').id;
    },
    update: (tx, id) =>
      tx
        .update(subjects)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(subjects.subjectId, id)),
    children: groups && ((tx, id) => writeGroups(tx, id, groups)),
    read: (id) => findSubject(db, id, 'stored'),
  });
}
