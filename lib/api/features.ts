import 'server-only';
import { unstable_cache } from 'next/cache';
import { serverApi } from '@/lib/api/serverApi';
import { nullWhenRefused } from '@/lib/api/apiError';
import { PUBLISHED } from '@/lib/api/articles';
import { PAGE_SIZE, toArticlePage, type ArticlePage } from '@/lib/api/articleModel';
import { asArray, asNumber, asObject, asString, asUrl } from '@/lib/api/mapping';

// Special topics, tag lists and hot-point timelines: published content, cached like articles.

export interface Subject {
  subjectId: number;
  title: string;
  description: string;
  banner: string;
  groups: (ArticlePage & { groupId: number; name: string })[];
}

export function toSubject(subjectRaw: unknown, articlesRaw: unknown): Subject {
  const s = asObject(subjectRaw);
  return {
    subjectId: asNumber(s.subjectId),
    title: asString(s.title),
    description: asString(s.description),
    banner: asUrl(s.banner),
    groups: asArray(asObject(articlesRaw).groups).map((raw) => {
      const group = asObject(raw);
      return { groupId: asNumber(group.groupId), name: asString(group.name), ...toArticlePage(group) };
    }),
  };
}

/** A special topic with the first page of each of its groups (or of one group). */
export const getSubject = unstable_cache(
  async (subjectId: number, groupId?: number): Promise<Subject | null> =>
    nullWhenRefused(
      Promise.all([
        serverApi.call('getSubject', { subjectId }),
        serverApi.call('getSubSpecialArticles', { subjectId, groupId, page: 1, pageSize: PAGE_SIZE }),
      ]).then(([subject, articles]) => toSubject(subject, articles)),
    ),
  ['subject'],
  PUBLISHED,
);

export interface TagPage extends ArticlePage {
  tagId: number;
  name: string;
}

export const getTagPage = unstable_cache(
  async (tagId: number): Promise<TagPage | null> =>
    nullWhenRefused(
      serverApi.call('tagScreenArticles', { tagId, page: 1, pageSize: PAGE_SIZE }).then((reply) => {
        const tag = asObject(asObject(reply).tag);
        return { tagId: asNumber(tag.tagId), name: asString(tag.name), ...toArticlePage(reply) };
      }),
    ),
  ['tag-page'],
  PUBLISHED,
);

export interface Timeline {
  id: number;
  title: string;
  description: string;
  banner: string;
  events: { eventId: number; time: number; title: string; summary: string; fileId: number }[];
}

export function toTimeline(raw: unknown): Timeline {
  const t = asObject(raw);
  return {
    id: asNumber(t.id),
    title: asString(t.title),
    description: asString(t.description),
    banner: asUrl(t.banner),
    events: asArray(t.events).map((item) => {
      const e = asObject(item);
      return {
        eventId: asNumber(e.eventId),
        time: asNumber(e.time),
        title: asString(e.title),
        summary: asString(e.summary),
        fileId: asNumber(e.fileId),
      };
    }),
  };
}

export const getTimeline = unstable_cache(
  async (id: number): Promise<Timeline | null> =>
    nullWhenRefused(serverApi.call('getTimeline', { id }).then(toTimeline)),
  ['timeline'],
  PUBLISHED,
);
