// Reporters, persons, leaders and recommendations (spec sections 2, 3, 7): page sizes and the tabs of a
// reporter's articles that both the site and the backend use. Part of the contract both sides import: plain data.

/** A reporter's articles, newest (`new`) or most read (`hot`) first. */
export const REPORTER_TABS = ['new', 'hot'] as const;
export type ReporterTab = (typeof REPORTER_TABS)[number];

export const REPORTER_PAGE_SIZE = 20;
export const PERSON_REPORT_PAGE_SIZE = 20;
/** The reports a person's page shows before 报道集 lists them all. */
export const FIGURE_REPORTS = 5;
/** The recommended articles (猜你喜欢) under an article and on the search page. */
export const RECOMMEND_SIZE = 6;
export const MAX_RECOMMEND_SIZE = 20;
