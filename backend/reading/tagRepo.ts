import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../core/database.js';
import { articleTags, tags } from './schema.js';

export interface ApiTag {
  tagId: number;
  name: string;
}

export async function findTag(db: Db, tagId: number): Promise<ApiTag | null> {
  const [row] = await db
    .select({ tagId: tags.tagId, name: tags.name })
    .from(tags)
    .where(eq(tags.tagId, tagId));
  return row ?? null;
}

/** The tags of one article, in the order they were created. */
export async function tagsOfArticle(db: Db, fileId: number): Promise<ApiTag[]> {
  return db
    .select({ tagId: tags.tagId, name: tags.name })
    .from(articleTags)
    .innerJoin(tags, eq(tags.tagId, articleTags.tagId))
    .where(eq(articleTags.fileId, fileId))
    .orderBy(asc(tags.tagId));
}

/** Ids of the named tags, creating the ones that do not exist yet. */
async function tagIdsFor(db: Db, names: string[]): Promise<number[]> {
  if (names.length === 0) return [];
  // Do-nothing on conflict keeps two writers naming the same new tag from failing each other.
  await db
    .insert(tags)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing({ target: tags.name });
  const rows = await db.select({ tagId: tags.tagId }).from(tags).where(inArray(tags.name, names));
  return rows.map((row) => row.tagId);
}

/** Replaces the article's tags with these names (an empty list removes them all). */
export async function setArticleTags(db: Db, fileId: number, names: string[]): Promise<ApiTag[]> {
  const unique = [...new Set(names)];
  await db.transaction(async (tx) => {
    const tagIds = await tagIdsFor(tx, unique);
    await tx.delete(articleTags).where(eq(articleTags.fileId, fileId));
    if (tagIds.length > 0) await tx.insert(articleTags).values(tagIds.map((tagId) => ({ fileId, tagId })));
  });
  return tagsOfArticle(db, fileId);
}
