// The CMS side of online study: publish a course with its lessons and edit it (its fields, and its lessons as a
// whole list in their new order: a lesson named by id keeps its members' progress, one left out is dropped). Each
// write drops the site's cached course pages through the `study` cache tag (core/siteNotifier.ts). Registered
// inside the ingest plugin (admin bearer, HTTP 400 validation answers).
import type { FastifyInstance } from 'fastify';
import { STATUS } from '../../lib/contract/status.js';
import { LESSON_KIND, STUDY_LIMITS } from '../../lib/contract/study.js';
import { fail, InputError, ok } from '../core/envelope.js';
import {
  checkUrl,
  definedOnly,
  field,
  type JsonObject,
  objectList,
  optionalUrl,
  pathId,
  refuseUnknown,
  required,
  requireObject,
} from '../core/jsonFields.js';
import { INT4_MAX } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import type { Db } from '../core/database.js';
import { existingArticleIds } from '../reading/articleRepo.js';
import { insertCourse, type LessonInput, updateCourse } from './courseRepo.js';

const COURSE_FIELDS = ['title', 'intro', 'cover', 'lessons'];
const LESSON_FIELDS = ['id', 'kind', 'title', 'articleId', 'mediaUrl', 'poster', 'durationSeconds'];
const KINDS = Object.values(LESSON_KIND);

/** An article lesson names its article; a video or audio lesson its media and duration (seconds). */
function readLesson(item: JsonObject): LessonInput {
  refuseUnknown(item, LESSON_FIELDS);
  const kind = required(field.oneOf(item, 'kind', KINDS), 'kind');
  const title = required(field.string(item, 'title', { max: 100, nonEmpty: true }), 'title');
  const id = field.int(item, 'id', 1, INT4_MAX);
  if (kind === LESSON_KIND.article) {
    return {
      id,
      kind,
      title,
      articleId: required(field.int(item, 'articleId', 1, INT4_MAX), 'articleId'),
      mediaUrl: '',
      poster: '',
      durationSeconds: 0,
    };
  }
  return {
    id,
    kind,
    title,
    articleId: null,
    mediaUrl: checkUrl(required(item.mediaUrl, 'mediaUrl'), 'mediaUrl'),
    poster: optionalUrl(item, 'poster') ?? '',
    durationSeconds: required(field.int(item, 'durationSeconds', 1, 86_400), 'durationSeconds'),
  };
}

async function readCourse(db: Db, raw: unknown) {
  const body = requireObject(raw);
  refuseUnknown(body, COURSE_FIELDS);
  const lessons = objectList(body, 'lessons', STUDY_LIMITS.maxLessons, readLesson);
  const articleIds = (lessons ?? []).flatMap((lesson) => (lesson.articleId ? [lesson.articleId] : []));
  const known = await existingArticleIds(db, articleIds);
  const missing = articleIds.find((id) => !known.has(id));
  if (missing !== undefined) throw new InputError(`稿件不存在：${missing}`);
  const fields = definedOnly({
    title: field.string(body, 'title', { max: 100, nonEmpty: true }),
    intro: field.string(body, 'intro', { max: 2000 }),
    cover: optionalUrl(body, 'cover'),
  });
  return { fields, lessons };
}

export function studyIngestRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.post('/courses', async (request) => {
    const { fields, lessons } = await readCourse(db, request.body);
    const course = {
      title: required(fields.title, 'title'),
      intro: fields.intro ?? '',
      cover: fields.cover ?? '',
    };
    if (lessons?.some((lesson) => lesson.id !== undefined)) throw new InputError('新课程的课时不能带 id');
    return ok(await insertCourse(db, course, lessons ?? []));
  });

  app.patch('/courses/:id', async (request, reply) => {
    const id = pathId(request);
    const { fields, lessons } = await readCourse(db, request.body);
    const course = await updateCourse(db, id, fields, lessons);
    return course ? ok(course) : reply.code(404).send(fail(STATUS.badInput, '课程不存在'));
  });
}
