import type { FastifyInstance } from 'fastify';
import { operationPath } from '../../lib/contract/operations.js';
import { QUESTION_LIMITS, SATISFACTION } from '../../lib/contract/questions.js';
import { STATUS } from '../../lib/contract/status.js';
import { readImages } from '../comments/commentInput.js';
import { praiseOnce } from '../community/praiseOnce.js';
import { fail, InputError, ok } from '../core/envelope.js';
import { param, type Params, requestParams } from '../core/params.js';
import { appRateLimiter } from '../core/rateLimit.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { memberId, serviceGuard } from '../sessions/serviceGuard.js';
import { ownsAll, readUploadAddresses } from '../uploads/ownUploads.js';
import {
  inquiryChoices,
  inquiryDetail,
  insertInquiry,
  listInquiries,
  ownRating,
  qaConfig,
  rateInquiry,
} from './inquiryRepo.js';
import { memberText } from './memberText.js';
import { findSubject, insertQuestion, listQuestions, listSubjects, questionDetail } from './questionRepo.js';

const memberRoute = { config: { member: true } };
const noSubject = fail(STATUS.badInput, '话题不存在');
const noQuestion = fail(STATUS.badInput, '问题不存在');
const noInquiry = fail(STATUS.badInput, '问政不存在');
const badChoice = fail(STATUS.badInput, '请选择部门和类型');
const flooded = fail(STATUS.tooManyRequests, '提交过于频繁，请稍后再试');
const notOwnFile = fail(STATUS.badInput, '附件无效，请重新上传');

const page = (params: Params) => param.optionalPositiveInt(params, 'page') ?? 1;

function readRating(params: Params): 1 | 2 | 3 {
  const rating = param.positiveInt(params, 'rating');
  if (!(Object.values(SATISFACTION) as number[]).includes(rating)) {
    throw new InputError('参数 rating 必须是 1、2 或 3');
  }
  return rating as 1 | 2 | 3;
}

/** An inquiry's title: plain text, QUESTION_LIMITS.maxTitleChars at most. */
function readTitle(params: Params): string {
  const title = (params.title ?? '').trim();
  if (title === '') throw new InputError('请输入标题');
  return memberText(title, QUESTION_LIMITS.maxTitleChars);
}

/**
 * 问吧 and 问政 under `main` (spec sections 2, 3, 7). 问吧: the topics, one topic (questionSubject: the spec's
 * getSubject of 问吧, named apart from the special topics' getSubject), its approved questions newest
 * (questionList) or hot (questionListHot), one question with its answers (questionDetail); a member asks
 * (askQuestion, pending until an editor approves it) and praises (questionPraise). 问政: the shown inquiries
 * (qaList), one (qaDetail), the types and departments (qaType), the settings (qaConfig); a member opens an inquiry
 * (qaSubmit, pending until approved) and rates a reply once (qaSatisfaction; qaMyRating answers the own rating).
 * Asking and opening are held to one per member every QUESTION_LIMITS.askIntervalMs.
 */
export function questionRoutes({ db, config }: RouteDeps) {
  return async function questionOperations(app: FastifyInstance) {
    app.addHook('preHandler', serviceGuard({ db, config, signed: true }));
    const flooding = appRateLimiter(app, config, 'questions:ask', 1, QUESTION_LIMITS.askIntervalMs);

    app.get(operationPath('questionSubjectList'), async () => ok({ list: await listSubjects(db) }));

    app.get(operationPath('questionSubject'), async (request) => {
      const subject = await findSubject(db, param.positiveInt(requestParams(request), 'id'));
      return subject ? ok(subject) : noSubject;
    });

    for (const [name, hot] of [
      ['questionList', false],
      ['questionListHot', true],
    ] as const) {
      app.get(operationPath(name), async (request) => {
        const params = requestParams(request);
        const subject = await findSubject(db, param.positiveInt(params, 'id'));
        if (!subject) return noSubject;
        return ok(await listQuestions(db, subject.id, hot, page(params)));
      });
    }

    app.get(operationPath('questionDetail'), async (request) => {
      const question = await questionDetail(db, param.positiveInt(requestParams(request), 'id'));
      return question ? ok(question) : noQuestion;
    });

    app.post(operationPath('askQuestion'), memberRoute, async (request) => {
      const params = requestParams(request);
      const subjectId = param.positiveInt(params, 'id');
      const content = memberText(params.content, QUESTION_LIMITS.maxChars);
      const pics = readImages(params, 'pics', QUESTION_LIMITS.maxPictures);
      const userId = memberId(request);
      if (!(await findSubject(db, subjectId))) return noSubject;
      if (!(await flooding.hit(`m${userId}`)).allowed) return flooded;
      const id = await insertQuestion(db, { subjectId, userId, content, pics });
      return id === null ? noSubject : ok({ id }, '提问成功，审核通过后显示');
    });

    // 点赞 of a question (`praise` 0 takes it back); a repeat is refused as praise of articles is.
    app.post(operationPath('questionPraise'), memberRoute, async (request) => {
      const params = requestParams(request);
      const praised = (params.praise ?? '1') !== '0';
      const result = await praiseOnce(
        db,
        'question',
        param.positiveInt(params, 'id'),
        memberId(request),
        praised,
      );
      if (!result) return noQuestion;
      if (praised && !result.changed) return fail(STATUS.badInput, '请不要重复点赞');
      return ok({ praised, praiseCount: result.praiseCount });
    });

    app.get(operationPath('qaList'), async (request) =>
      ok(await listInquiries(db, page(requestParams(request)))),
    );

    app.get(operationPath('qaDetail'), async (request) => {
      const inquiry = await inquiryDetail(db, param.positiveInt(requestParams(request), 'id'));
      return inquiry ? ok(inquiry) : noInquiry;
    });

    app.get(operationPath('qaType'), async () => ok(await inquiryChoices(db)));

    app.get(operationPath('qaConfig'), async () => ok(await qaConfig(db)));

    app.post(operationPath('qaSubmit'), memberRoute, async (request) => {
      const params = requestParams(request);
      const departmentId = param.positiveInt(params, 'departmentId');
      const typeId = param.positiveInt(params, 'typeId');
      const title = readTitle(params);
      const content = memberText(params.content, QUESTION_LIMITS.maxChars);
      const images = readImages(params, 'images', QUESTION_LIMITS.maxPictures);
      const videos = readUploadAddresses(
        params,
        'videos',
        QUESTION_LIMITS.maxVideos,
        `最多上传${QUESTION_LIMITS.maxVideos}个视频`,
      );
      const audios = readUploadAddresses(
        params,
        'audios',
        QUESTION_LIMITS.maxAudios,
        `最多上传${QUESTION_LIMITS.maxAudios}段音频`,
      );
      const userId = memberId(request);
      const choices = await inquiryChoices(db);
      const known = (list: { id: number }[], id: number) => list.some((each) => each.id === id);
      if (!known(choices.departments, departmentId) || !known(choices.types, typeId)) return badChoice;
      if (!(await ownsAll(db, userId, { video: videos, audio: audios }))) return notOwnFile;
      if (!(await flooding.hit(`m${userId}`)).allowed) return flooded;
      const id = await insertInquiry(db, {
        userId,
        departmentId,
        typeId,
        title,
        content,
        media: { images, videos, audios },
      });
      // Both were checked above; the statement checks the files again, so a refusal here is one of them.
      return id === null ? notOwnFile : ok({ id }, '提交成功，审核通过后显示');
    });

    app.post(operationPath('qaSatisfaction'), memberRoute, async (request) => {
      const params = requestParams(request);
      const id = param.positiveInt(params, 'id');
      const rating = readRating(params);
      if (!(await qaConfig(db)).satisfaction) return fail(STATUS.badInput, '本站未开启满意度评价');
      const result = await rateInquiry(db, id, memberId(request), rating);
      if (!result) return noInquiry;
      if (!result.rated) return fail(STATUS.badInput, '您已经评价过了');
      return ok({ rating, satisfaction: result.satisfaction }, '感谢您的评价');
    });

    app.get(operationPath('qaMyRating'), memberRoute, async (request) => {
      const id = param.positiveInt(requestParams(request), 'id');
      return ok({ rating: await ownRating(db, id, memberId(request)) });
    });
  };
}
