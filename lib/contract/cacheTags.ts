// The tags the site caches backend answers under (lib/api declares them per call), and that the backend names
// when the CMS changes what they cover (backend/core/siteNotifier.ts → the site's /api/revalidate). Part of the
// contract both sides import: plain data, no framework.

export const CACHE_TAGS = {
  siteConfig: 'site-config',
  columns: 'columns',
  /** Article lists and content, modules, special topics, timelines and counts. */
  articles: 'articles',
  /** The live screen: a live and its reports. */
  lives: 'lives',
  papers: 'papers',
  ads: 'ads',
  sitePages: 'site-pages',
  /** Accounts (订阅号) and their categories. */
  accounts: 'xys',
  /** Comment lists and counts (discussView, discussHot, discussCount …). */
  comments: 'comments',
  /** Activities, their sign-up counts and entry lists. */
  activities: 'activities',
  /** Circles, their notices and approved posts. */
  community: 'community',
  /** 问吧 topics and their approved questions and answers; 问政's shown inquiries, replies and settings. */
  questions: 'questions',
  /** Reporters, persons (人物) and leaders with their regions. */
  people: 'people',
  /** Tip-offs (报料): an approved one's page. */
  tipoffs: 'tipoffs',
  /** Calls for submissions and their approved works. */
  submissions: 'submissions',
  /** Online-study courses and their lessons. */
  study: 'study',
} as const;

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];
