import 'server-only';
import { unstable_cache } from 'next/cache';
import { nullWhenRefused } from '@/lib/api/apiError';
import { serverApi } from '@/lib/api/serverApi';
import {
  toInquiry,
  toInquiryPage,
  toQaChoices,
  toQaConfig,
  toQuestion,
  toQuestionPage,
  toTopic,
  toTopicList,
  type Inquiry,
  type Question,
  type QuestionTopic,
} from '@/lib/api/questionModel';
import { CACHE_TAGS } from '@/lib/contract/cacheTags';

// The same for every reader (praise and ratings load in the page's islands). Praise moves the hot order, so lists
// are kept briefly; the CMS's `questions` tag (a question approved or answered, an inquiry replied) drops them at
// once.
const QUESTIONS = { revalidate: 15, tags: [CACHE_TAGS.questions] };

/** Every 问吧 topic. */
export const getTopicList = unstable_cache(
  async (): Promise<QuestionTopic[]> => toTopicList(await serverApi.call('questionSubjectList')),
  ['question-topics'],
  QUESTIONS,
);

/** One 问吧 topic; null for an unknown or hidden id. */
export const getTopic = unstable_cache(
  async (id: number): Promise<QuestionTopic | null> =>
    nullWhenRefused(serverApi.call('questionSubject', { id }).then(toTopic)),
  ['question-topic'],
  QUESTIONS,
);

/** A page of a topic's approved questions, newest or hot (most praised), 20 a page; null for an unknown topic. */
export const getQuestionPage = unstable_cache(
  async (id: number, hot: boolean, page: number) =>
    nullWhenRefused(
      serverApi.call(hot ? 'questionListHot' : 'questionList', { id, page }).then(toQuestionPage),
    ),
  ['question-page'],
  QUESTIONS,
);

/** One approved question with its answers; null for an unknown, pending or rejected one. */
export const getQuestion = unstable_cache(
  async (id: number): Promise<Question | null> =>
    nullWhenRefused(serverApi.call('questionDetail', { id }).then(toQuestion)),
  ['question'],
  QUESTIONS,
);

/** A page of the shown inquiries, the newest first. */
export const getInquiryPage = unstable_cache(
  async (page: number) => toInquiryPage(await serverApi.call('qaList', { page })),
  ['inquiry-page'],
  QUESTIONS,
);

/** One published or answered inquiry; null for an unknown, pending or rejected one. */
export const getInquiry = unstable_cache(
  async (id: number): Promise<Inquiry | null> =>
    nullWhenRefused(serverApi.call('qaDetail', { id }).then(toInquiry)),
  ['inquiry'],
  QUESTIONS,
);

/** The inquiry types and departments (qaType). */
export const getQaChoices = unstable_cache(
  async () => toQaChoices(await serverApi.call('qaType')),
  ['qa-choices'],
  QUESTIONS,
);

/** The site's 问政 settings (qaConfig). */
export const getQaConfig = unstable_cache(
  async () => toQaConfig(await serverApi.call('qaConfig')),
  ['qa-config'],
  QUESTIONS,
);
