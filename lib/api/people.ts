import 'server-only';
import { unstable_cache } from 'next/cache';
import { nullWhenRefused } from '@/lib/api/apiError';
import { serverApi } from '@/lib/api/serverApi';
import { toArticlePage, type ArticlePage } from '@/lib/api/articleModel';
import {
  toFigure,
  toLeader,
  toPersonReports,
  toRegionLeaders,
  toRegions,
  toReporter,
  type Figure,
  type Leader,
  type Person,
  type PersonReports,
  type Region,
  type Reporter,
} from '@/lib/api/peopleModel';
import { CACHE_TAGS } from '@/lib/contract/cacheTags';
import { PERSON_REPORT_PAGE_SIZE, REPORTER_PAGE_SIZE, type ReporterTab } from '@/lib/contract/people';

// Reporters, persons and leaders: the same for every reader, cached like articles. Their lists are articles, so
// both the CMS's `people` and `articles` tags drop them.
const PEOPLE = { revalidate: 60, tags: [CACHE_TAGS.people, CACHE_TAGS.articles] };

/** A reporter's profile (authorInfo); null for an unknown or withdrawn one. */
export const getReporter = unstable_cache(
  async (id: number): Promise<Reporter | null> =>
    nullWhenRefused(serverApi.call('authorInfo', { id }).then(toReporter)),
  ['reporter'],
  PEOPLE,
);

/** The first page of a reporter's articles in one tab (reporterArticles); the rest load at the list's end. */
export const getReporterArticles = unstable_cache(
  async (id: number, tab: ReporterTab): Promise<ArticlePage | null> =>
    nullWhenRefused(
      serverApi
        .call('reporterArticles', { id, tab, page: 1, pageSize: REPORTER_PAGE_SIZE })
        .then((reply) => toArticlePage(reply, REPORTER_PAGE_SIZE)),
    ),
  ['reporter-articles'],
  PEOPLE,
);

/** A person's page (figureDetail); null for an unknown one. */
export const getFigure = unstable_cache(
  async (id: number): Promise<Figure | null> =>
    nullWhenRefused(serverApi.call('figureDetail', { id }).then(toFigure)),
  ['figure'],
  PEOPLE,
);

/** One page of the reports about a person (报道集); null for an unknown person. */
export const getPersonReports = unstable_cache(
  async (id: number, page: number): Promise<PersonReports | null> =>
    nullWhenRefused(
      serverApi
        .call('personageReports', { id, page, pageSize: PERSON_REPORT_PAGE_SIZE })
        .then(toPersonReports),
    ),
  ['person-reports'],
  PEOPLE,
);

/** The regions that have leaders (leaderView). */
export const getLeaderRegions = unstable_cache(
  async (): Promise<Region[]> => toRegions(await serverApi.call('leaderView')),
  ['leader-regions'],
  PEOPLE,
);

/** A region's leaders (regionleaderView, form-encoded); null for an unknown region. */
export const getRegionLeaders = unstable_cache(
  async (regionId: number): Promise<Person[] | null> =>
    nullWhenRefused(serverApi.call('regionleaderView', { regionId }).then(toRegionLeaders)),
  ['region-leaders'],
  PEOPLE,
);

/** A leader with their activities and reports (leader); null for an unknown one. */
export const getLeader = unstable_cache(
  async (id: number): Promise<Leader | null> =>
    nullWhenRefused(serverApi.call('leader', { id }).then(toLeader)),
  ['leader'],
  PEOPLE,
);
