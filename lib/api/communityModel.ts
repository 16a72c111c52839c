// Circles, notices and posts as the screens use them, read from the backend's untrusted JSON
// (backend/README.md "Circles").
import { asArray, asNumber, asObject, asString, asTime, asUrl } from '@/lib/api/mapping';

export interface CircleNotice {
  id: number;
  title: string;
  content: string;
  publishTime: number;
}

export interface Circle {
  id: number;
  name: string;
  intro: string;
  cover: string;
  memberCount: number;
  notices: CircleNotice[];
}

export interface Post {
  id: number;
  circleId: number;
  circleName: string;
  content: string;
  pictures: string[];
  praiseCount: number;
  publishTime: number;
  userName: string;
  userHead: string;
}

export interface PostPage {
  list: Post[];
  page: number;
  hasMore: boolean;
}

export interface Membership {
  joined: boolean;
  memberCount: number;
}

const toNotice = (raw: unknown): CircleNotice => {
  const n = asObject(raw);
  return {
    id: asNumber(n.id),
    title: asString(n.title),
    content: asString(n.content),
    publishTime: asTime(n.publishTime),
  };
};

export function toCircle(raw: unknown): Circle | null {
  const c = asObject(raw);
  const id = asNumber(c.id);
  if (id <= 0) return null;
  return {
    id,
    name: asString(c.name),
    intro: asString(c.intro),
    cover: asUrl(c.cover),
    memberCount: asNumber(c.memberCount),
    notices: asArray(c.noticeList).map(toNotice),
  };
}

export const toCircleList = (raw: unknown): Circle[] =>
  asArray(asObject(raw).list)
    .map(toCircle)
    .filter((circle): circle is Circle => circle !== null);

export function toPost(raw: unknown): Post | null {
  const p = asObject(raw);
  const id = asNumber(p.id);
  if (id <= 0) return null;
  return {
    id,
    circleId: asNumber(p.circleId),
    circleName: asString(p.circleName),
    content: asString(p.content),
    pictures: asArray(p.pictures).map(asUrl).filter(Boolean),
    praiseCount: asNumber(p.praiseCount),
    publishTime: asTime(p.publishTime),
    userName: asString(p.userName),
    userHead: asUrl(p.userHead),
  };
}

export function toPostPage(raw: unknown): PostPage {
  const page = asObject(raw);
  return {
    list: asArray(page.list)
      .map(toPost)
      .filter((post): post is Post => post !== null),
    page: asNumber(page.page, 1),
    hasMore: page.hasMore === true,
  };
}

export function toMembership(raw: unknown): Membership {
  const m = asObject(raw);
  return { joined: m.joined === true, memberCount: asNumber(m.memberCount) };
}

export interface Moment {
  id: number;
  content: string;
  pictures: string[];
  videoUrl: string;
  videoPoster: string;
  praiseCount: number;
  publishTime: number;
  userName: string;
  userHead: string;
}

export function toMoment(raw: unknown): Moment | null {
  const m = asObject(raw);
  const id = asNumber(m.id);
  if (id <= 0) return null;
  return {
    id,
    content: asString(m.content),
    pictures: asArray(m.pictures).map(asUrl).filter(Boolean),
    videoUrl: asString(m.videoUrl),
    videoPoster: asUrl(m.videoPoster),
    praiseCount: asNumber(m.praiseCount),
    publishTime: asTime(m.publishTime),
    userName: asString(m.userName),
    userHead: asUrl(m.userHead),
  };
}
