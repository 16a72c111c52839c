// Reporters, persons (人物) and leaders as the screens see them, mapped from the backend's untrusted JSON (design.md
// rule 2). Pure, so it runs on the server, in client islands and in unit tests alike.
import {
  toArticlePage,
  toArticleSummaries,
  type ArticlePage,
  type ArticleSummary,
} from '@/lib/api/articleModel';
import { asArray, asNumber, asObject, asString, asUrl } from '@/lib/api/mapping';

export interface YoungReporterCard {
  cardNo: string;
  school: string;
  className: string;
}

export interface Reporter {
  id: number;
  name: string;
  avatar: string;
  title: string;
  intro: string;
  youngReporter: YoungReporterCard | null;
  articleCount: number;
}

export function toReporter(raw: unknown): Reporter | null {
  const r = asObject(raw);
  const id = asNumber(r.id);
  if (id <= 0) return null;
  const young = asObject(r.youngReporter);
  const cardNo = asString(young.cardNo);
  return {
    id,
    name: asString(r.name),
    avatar: asUrl(r.avatar),
    title: asString(r.title),
    intro: asString(r.intro),
    youngReporter: cardNo
      ? { cardNo, school: asString(young.school), className: asString(young.className) }
      : null,
    articleCount: asNumber(r.articleCount),
  };
}

export interface Person {
  id: number;
  name: string;
  portrait: string;
  title: string;
  biography: string;
}

export function toPerson(raw: unknown): Person | null {
  const p = asObject(raw);
  const id = asNumber(p.id);
  if (id <= 0) return null;
  return {
    id,
    name: asString(p.name),
    portrait: asUrl(p.portrait),
    title: asString(p.title),
    biography: asString(p.biography),
  };
}

/** A person's page (figureDetail): the person, their latest reports and how many there are in all. */
export interface Figure extends Person {
  reports: ArticleSummary[];
  reportCount: number;
}

export function toFigure(raw: unknown): Figure | null {
  const person = toPerson(raw);
  if (!person) return null;
  const f = asObject(raw);
  return { ...person, reports: toArticleSummaries(f.reports), reportCount: asNumber(f.reportCount) };
}

/** A page of the reports about a person (personageReports). */
export interface PersonReports extends ArticlePage {
  person: Person;
}

export function toPersonReports(raw: unknown): PersonReports | null {
  const data = asObject(raw);
  const person = toPerson(data.person);
  return person ? { person, ...toArticlePage(data) } : null;
}

export interface Region {
  regionId: number;
  name: string;
  leaderCount: number;
}

export const toRegions = (raw: unknown): Region[] =>
  asArray(asObject(raw).regions)
    .map((item) => {
      const r = asObject(item);
      return { regionId: asNumber(r.regionId), name: asString(r.name), leaderCount: asNumber(r.leaderCount) };
    })
    .filter((region) => region.regionId > 0 && region.name !== '');

export const toRegionLeaders = (raw: unknown): Person[] =>
  asArray(asObject(raw).list)
    .map(toPerson)
    .filter((person): person is Person => person !== null);

/** A leader with the reports of their activities and the reports about them. */
export interface Leader extends Person {
  regionName: string;
  activities: ArticleSummary[];
  reports: ArticleSummary[];
}

export function toLeader(raw: unknown): Leader | null {
  const person = toPerson(raw);
  if (!person) return null;
  const l = asObject(raw);
  return {
    ...person,
    regionName: asString(l.regionName),
    activities: toArticleSummaries(l.activities),
    reports: toArticleSummaries(l.reports),
  };
}

/** The recommended articles (猜你喜欢) of recommendList and bigData. */
export const toRecommendations = (raw: unknown): ArticleSummary[] => toArticleSummaries(asObject(raw).list);
