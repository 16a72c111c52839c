import type { APIRequestContext } from '@playwright/test';
import { ADMIN_TOKEN, BACKEND_URL } from './stack';

/** Changes the site config as the CMS would. */
export async function patchConfig(request: APIRequestContext, patch: Record<string, unknown>) {
  const response = await request.patch(`${BACKEND_URL}/ingest/config`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    data: patch,
  });
  if (!response.ok())
    throw new Error(`ingest/config answered ${response.status()}: ${await response.text()}`);
}

async function ingest<T>(
  request: APIRequestContext,
  method: 'post' | 'put' | 'patch',
  path: string,
  data: Record<string, unknown>,
  backend = BACKEND_URL,
): Promise<T> {
  const response = await request[method](`${backend}/ingest${path}`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    data,
  });
  if (!response.ok())
    throw new Error(`ingest${path} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * Publishes (or drafts, with aStatus 0) an article as the CMS would; returns its fileId. `backend` is another
 * stack's (tests/e2e/siteStack.ts), here and below.
 */
export async function createArticle(
  request: APIRequestContext,
  article: Record<string, unknown>,
  backend = BACKEND_URL,
) {
  return (
    await ingest<{ fileId: number }>(request, 'post', '/articles', { articleType: 0, ...article }, backend)
  ).fileId;
}

export async function createColumn(request: APIRequestContext, column: Record<string, unknown>) {
  return (await ingest<{ columnId: number }>(request, 'post', '/columns', column)).columnId;
}

/** The CMS's preview link for an article: its site path with the signed credential. */
export async function previewLink(request: APIRequestContext, fileId: number) {
  return ingest<{ previewToken: string; path: string }>(request, 'post', `/articles/${fileId}/preview`, {});
}

/** Creates or updates the live of a live article (status, startTime, videos) as the CMS would. */
export async function putLive(
  request: APIRequestContext,
  fileId: number,
  live: Record<string, unknown>,
  backend = BACKEND_URL,
) {
  await ingest(request, 'put', `/lives/${fileId}`, live, backend);
}

/** Adds a report to a live as the CMS would. */
export async function addLiveReport(
  request: APIRequestContext,
  fileId: number,
  report: Record<string, unknown>,
  backend = BACKEND_URL,
) {
  await ingest(request, 'post', `/lives/${fileId}/reports`, report, backend);
}

/** The newsroom's own comment on an article, shown at once (approved), as the CMS would post it. */
export async function addOfficialComment(request: APIRequestContext, fileId: number, content: string) {
  await ingest(request, 'post', '/comments', { fileId, content });
}

/** An activity as the CMS creates it (backend/activities/ingest.ts); returns its id. */
export async function createActivity(request: APIRequestContext, activity: Record<string, unknown>) {
  return (await ingest<{ id: number }>(request, 'post', '/activities', activity)).id;
}

/** The CMS's moderation of circle posts: approves the pending post whose text is `content`; answers its id. */
export async function approveCirclePost(request: APIRequestContext, content: string) {
  const queue = await request.get(`${BACKEND_URL}/ingest/circlePosts?status=0`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  const { data } = (await queue.json()) as { data: { list: { id: number; content: string }[] } };
  const post = data.list.find((each) => each.content === content);
  if (!post) throw new Error(`no pending circle post ${content}`);
  await ingest(request, 'post', `/circlePosts/${post.id}/approve`, {});
  return post.id;
}

/** Creates a reporter as the CMS would (the articles whose credits name them link to their page); returns the id. */
export async function createReporter(request: APIRequestContext, reporter: Record<string, unknown>) {
  return (await ingest<{ id: number }>(request, 'post', '/reporters', reporter)).id;
}

/** Sets an article's reader counts as the CMS would (`readCount`, …). */
export async function setArticleCounts(
  request: APIRequestContext,
  fileId: number,
  counts: Record<string, number>,
) {
  await ingest(request, 'put', `/articles/${fileId}/counts`, counts);
}

/** Approves a member's pending 问吧 question (found by its text) and answers it as the CMS would; returns its id. */
export async function approveAndAnswerQuestion(
  request: APIRequestContext,
  content: string,
  answer: Record<string, unknown>,
) {
  const queue = await request.get(`${BACKEND_URL}/ingest/topicQuestions?queue=pending`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  const { data } = (await queue.json()) as { data: { list: { id: number; content: string }[] } };
  const question = data.list.find((each) => each.content === content);
  if (!question) throw new Error(`no pending question ${content}`);
  await ingest(request, 'post', `/topicQuestions/${question.id}/approve`, {});
  await ingest(request, 'post', `/questions/${question.id}/answers`, answer);
  return question.id;
}

/** Refuses a pending submission (found by its title) with a reason, as the CMS's editors would; returns its id. */
export async function refuseSubmission(request: APIRequestContext, title: string, reason: string) {
  const queue = await request.get(`${BACKEND_URL}/ingest/submissions?status=0`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  const { data } = (await queue.json()) as { data: { list: { id: number; title: string }[] } };
  const submission = data.list.find((each) => each.title === title);
  if (!submission) throw new Error(`no pending submission ${title}`);
  await ingest(request, 'post', `/submissions/${submission.id}/reject`, { reason });
  return submission.id;
}
