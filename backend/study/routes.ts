import type { FastifyInstance } from 'fastify';
import { operationPath } from '../../lib/contract/operations.js';
import { STATUS } from '../../lib/contract/status.js';
import { STUDY_LIMITS } from '../../lib/contract/study.js';
import { fail, InputError, ok } from '../core/envelope.js';
import { param, type Params, requestParams } from '../core/params.js';
import { appRateLimiter } from '../core/rateLimit.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { memberId, serviceGuard } from '../sessions/serviceGuard.js';
import { courseDetail, findCourse, listCourses } from './courseRepo.js';
import { courseProgress, writeProgress } from './progressRepo.js';

const memberRoute = { config: { member: true } };
const noCourse = fail(STATUS.badInput, '课程不存在');
/** No lesson's media runs longer than a day; a larger position is no player's. */
const MAX_POSITION = 86_400;

/** `position`: seconds into a video or audio lesson, a decimal number; `done` 1: an article read to its end. */
function readProgress(params: Params) {
  const raw = params.position ?? '';
  const position = raw === '' ? 0 : /^\d{1,6}(\.\d{1,3})?$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(position >= 0 && position <= MAX_POSITION)) throw new InputError('参数 position 格式错误');
  const done = params.done ?? '';
  if (done !== '' && done !== '0' && done !== '1') throw new InputError('参数 done 必须是 0 或 1');
  if (raw === '' && done === '') throw new InputError('缺少参数 position 或 done');
  return { position, read: done === '1' };
}

/**
 * Online study under `main`: the courses, one course with its lessons in order (the same for every reader), a
 * member's progress through it, and the write of one lesson's progress (form-encoded; refused for a lesson of
 * another course, nothing stored; at most STUDY_LIMITS.writesPerMinute a minute per member).
 */
export function studyRoutes({ db, config }: RouteDeps) {
  return async function studyOperations(app: FastifyInstance) {
    app.addHook('preHandler', serviceGuard({ db, config, signed: true }));
    const writes = appRateLimiter(app, config, 'study:progress', STUDY_LIMITS.writesPerMinute, 60_000);

    app.get(operationPath('courseList'), async () => ok({ list: await listCourses(db) }));

    app.get(operationPath('courseDetail'), async (request) => {
      const course = await courseDetail(db, param.positiveInt(requestParams(request), 'id'));
      return course ? ok(course) : noCourse;
    });

    app.get(operationPath('courseProgress'), memberRoute, async (request) => {
      const course = await findCourse(db, param.positiveInt(requestParams(request), 'id'));
      if (!course) return noCourse;
      return ok(await courseProgress(db, memberId(request), course.id));
    });

    app.post(operationPath('lessonProgress'), memberRoute, async (request) => {
      const params = requestParams(request);
      const courseId = param.positiveInt(params, 'id');
      const lessonId = param.positiveInt(params, 'lessonId');
      const input = readProgress(params);
      const userId = memberId(request);
      if (!(await writes.hit(`m${userId}`)).allowed) {
        return fail(STATUS.tooManyRequests, '进度提交过于频繁，请稍后再试');
      }
      const state = await writeProgress(db, { userId, courseId, lessonId, ...input });
      if (state) return ok(state);
      return (await findCourse(db, courseId)) ? fail(STATUS.badInput, '该课时不属于本课程') : noCourse;
    });
  };
}
