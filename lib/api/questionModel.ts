// 问吧 topics, questions and answers, and 问政 inquiries, as the screens use them, read from the backend's
// untrusted JSON (backend/README.md "Questions and inquiries").
import { asArray, asFlag, asNumber, asObject, asString, asTime, asUrl } from '@/lib/api/mapping';

export interface QuestionTopic {
  id: number;
  title: string;
  intro: string;
  cover: string;
  questionCount: number;
}

export interface Answer {
  id: number;
  answererName: string;
  content: string;
  answerPics: string[];
  answerTime: number;
}

export interface Question {
  id: number;
  subjectId: number;
  subjectTitle: string;
  askerName: string;
  content: string;
  pics: string[];
  praiseCount: number;
  answerCount: number;
  askTime: number;
  answers: Answer[];
}

export interface QuestionPage {
  list: Question[];
  page: number;
  hasMore: boolean;
}

export interface Satisfaction {
  satisfied: number;
  fair: number;
  unsatisfied: number;
}

export interface Inquiry {
  id: number;
  title: string;
  content: string;
  askerName: string;
  images: string[];
  videos: string[];
  audios: string[];
  departmentName: string;
  qaType: { id: number; name: string };
  /** INQUIRY_STATUS: 1 waiting for the reply, 3 answered. */
  status: number;
  reply: string;
  replyTime: number;
  askTime: number;
  satisfaction: Satisfaction;
}

export interface InquiryPage {
  list: Inquiry[];
  page: number;
  hasMore: boolean;
}

export interface Choice {
  id: number;
  name: string;
}

export interface QaChoices {
  types: Choice[];
  departments: Choice[];
}

export interface QaConfig {
  title: string;
  notice: string;
  satisfaction: boolean;
}

const urls = (value: unknown) => asArray(value).map(asUrl).filter(Boolean);
const positive = <T extends { id: number }>(item: T): T | null => (item.id > 0 ? item : null);
const present = <T>(item: T | null): item is T => item !== null;

export function toTopic(raw: unknown): QuestionTopic | null {
  const s = asObject(raw);
  return positive({
    id: asNumber(s.id),
    title: asString(s.title),
    intro: asString(s.intro),
    cover: asUrl(s.cover),
    questionCount: asNumber(s.questionCount),
  });
}

export const toTopicList = (raw: unknown): QuestionTopic[] =>
  asArray(asObject(raw).list).map(toTopic).filter(present);

const toAnswer = (raw: unknown): Answer => {
  const a = asObject(raw);
  return {
    id: asNumber(a.id),
    answererName: asString(a.answererName),
    content: asString(a.content),
    answerPics: urls(a.answerPics),
    answerTime: asTime(a.answerTime),
  };
};

export function toQuestion(raw: unknown): Question | null {
  const q = asObject(raw);
  return positive({
    id: asNumber(q.id),
    subjectId: asNumber(q.subjectId),
    subjectTitle: asString(q.subjectTitle),
    askerName: asString(q.askerName),
    content: asString(q.content),
    pics: urls(q.pics),
    praiseCount: asNumber(q.praiseCount),
    answerCount: asNumber(q.answerCount),
    askTime: asTime(q.askTime),
    answers: asArray(q.answers).map(toAnswer),
  });
}

const toPage = <T>(raw: unknown, item: (raw: unknown) => T | null) => {
  const page = asObject(raw);
  return {
    list: asArray(page.list).map(item).filter(present),
    page: asNumber(page.page, 1),
    hasMore: page.hasMore === true,
  };
};

export const toQuestionPage = (raw: unknown): QuestionPage => toPage(raw, toQuestion);

export function toSatisfaction(raw: unknown): Satisfaction {
  const s = asObject(raw);
  return { satisfied: asNumber(s.satisfied), fair: asNumber(s.fair), unsatisfied: asNumber(s.unsatisfied) };
}

const toChoice = (raw: unknown): Choice | null => {
  const c = asObject(raw);
  return positive({ id: asNumber(c.id), name: asString(c.name) });
};

export function toInquiry(raw: unknown): Inquiry | null {
  const i = asObject(raw);
  return positive({
    id: asNumber(i.id),
    title: asString(i.title),
    content: asString(i.content),
    askerName: asString(i.askerName),
    images: urls(i.images),
    videos: urls(i.videos),
    audios: urls(i.audios),
    departmentName: asString(i.departmentName),
    qaType: toChoice(i.qaType) ?? { id: 0, name: '' },
    status: asNumber(i.status),
    reply: asString(i.reply),
    replyTime: asTime(i.replyTime),
    askTime: asTime(i.askTime),
    satisfaction: toSatisfaction(i.satisfaction),
  });
}

export const toInquiryPage = (raw: unknown): InquiryPage => toPage(raw, toInquiry);

export function toQaChoices(raw: unknown): QaChoices {
  const c = asObject(raw);
  return {
    types: asArray(c.types).map(toChoice).filter(present),
    departments: asArray(c.departments).map(toChoice).filter(present),
  };
}

export function toQaConfig(raw: unknown): QaConfig {
  const c = asObject(raw);
  return { title: asString(c.title), notice: asString(c.notice), satisfaction: asFlag(c.satisfaction) };
}
