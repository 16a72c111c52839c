import 'server-only';
import { unstable_cache } from 'next/cache';
import { nullWhenRefused } from '@/lib/api/apiError';
import { serverApi } from '@/lib/api/serverApi';
import { toCourse, toCourseList, type Course, type CourseSummary } from '@/lib/api/studyModel';
import { CACHE_TAGS } from '@/lib/contract/cacheTags';

// The same for every reader (a member's progress loads in the course page's island); the CMS's `study` tag (a
// course published or edited) drops them at once.
const STUDY = { revalidate: 300, tags: [CACHE_TAGS.study] };

/** Every course, the newest first. */
export const getCourseList = unstable_cache(
  async (): Promise<CourseSummary[]> => toCourseList(await serverApi.call('courseList')),
  ['course-list'],
  STUDY,
);

/** One course with its lessons in order; null for an unknown id. */
export const getCourse = unstable_cache(
  async (id: number): Promise<Course | null> =>
    nullWhenRefused(serverApi.call('courseDetail', { id }).then(toCourse)),
  ['course'],
  STUDY,
);
