// The CMS side of 问吧 and 问政: topics; the queue of members' questions (pending, approved, rejected with a reason,
// answered; an answer goes through the account pages' POST /ingest/questions/:id/answers); the departments, the
// inquiry types and the settings; the queue of inquiries, where an editor approves or rejects one and its
// department replies. Every change drops the site's cached pages that list it (the `questions` cache tag,
// core/siteNotifier.ts). Registered inside the ingest plugin (admin bearer, HTTP 400 validation answers).
import type { FastifyInstance } from 'fastify';
import { INQUIRY_STATUS, QUESTION_STATUS } from '../../lib/contract/questions.js';
import { STATUS } from '../../lib/contract/status.js';
import { fail, InputError, ok } from '../core/envelope.js';
import { checkUrl, field, pathId, refuseUnknown, required, requireObject } from '../core/jsonFields.js';
import { param, type Params, requestParams } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { insertChoice, inquiryQueue, moveInquiry, writeQaConfig } from './inquiryRepo.js';
import {
  insertSubject,
  moderateQuestion,
  QUESTION_QUEUES,
  questionQueue,
  type QuestionQueue,
} from './questionRepo.js';

const limitOf = (params: Params) => Math.min(param.optionalPositiveInt(params, 'limit') ?? 50, 100);

/** The reason of a rejection, which its author is shown. */
function readReason(body: unknown): string {
  const object = requireObject(body);
  refuseUnknown(object, ['reason']);
  return required(field.string(object, 'reason', { max: 500, nonEmpty: true }), 'reason');
}

function readQueue(raw: string | undefined): QuestionQueue {
  const queue = raw === undefined || raw === '' ? 'pending' : raw;
  if (!(QUESTION_QUEUES as readonly string[]).includes(queue)) {
    throw new InputError(`参数 queue 必须是 ${QUESTION_QUEUES.join('、')} 之一`);
  }
  return queue as QuestionQueue;
}

function readInquiryStatus(raw: string | undefined): number {
  if (raw === undefined || raw === '') return INQUIRY_STATUS.pending;
  const status = Number(raw);
  if (!(Object.values(INQUIRY_STATUS) as number[]).includes(status)) {
    throw new InputError('参数 status 必须是 0、1、2 或 3');
  }
  return status;
}

export function questionIngestRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.post('/questionSubjects', async (request) => {
    const body = requireObject(request.body);
    refuseUnknown(body, ['title', 'intro', 'cover']);
    return ok(
      await insertSubject(db, {
        title: required(field.string(body, 'title', { max: 60, nonEmpty: true }), 'title'),
        intro: field.string(body, 'intro', { max: 2000 }) ?? '',
        cover: body.cover === undefined ? '' : checkUrl(body.cover, 'cover'),
      }),
    );
  });

  // `queue`: pending (the default), approved (waiting for an answer), rejected, answered; `limit` at most 100.
  app.get('/topicQuestions', async (request) => {
    const params = requestParams(request);
    return ok({ list: await questionQueue(db, readQueue(params.queue), limitOf(params)) });
  });

  const questionVerdict = (verdict: 'approve' | 'reject', read: (body: unknown) => string) =>
    app.post(`/topicQuestions/:id/${verdict}`, async (request, reply) => {
      const id = pathId(request);
      const rejectReason = read(request.body);
      const status = verdict === 'approve' ? QUESTION_STATUS.approved : QUESTION_STATUS.rejected;
      const moderated = await moderateQuestion(db, id, { status, rejectReason });
      if (!moderated) return reply.code(404).send(fail(STATUS.badInput, '问题不存在'));
      return ok({ id, subjectId: moderated.subjectId ?? 0, status });
    });
  questionVerdict('approve', () => '');
  questionVerdict('reject', readReason);

  for (const kind of ['department', 'type'] as const) {
    app.post(kind === 'type' ? '/qaTypes' : '/qaDepartments', async (request, reply) => {
      const body = requireObject(request.body);
      refuseUnknown(body, ['name', 'sort']);
      const row = await insertChoice(db, kind, {
        name: required(field.string(body, 'name', { max: 40, nonEmpty: true }), 'name'),
        sort: field.int(body, 'sort', 0, 10_000) ?? 0,
      });
      return row ? ok(row) : reply.code(409).send(fail(STATUS.badInput, '名称已存在'));
    });
  }

  app.put('/qaConfig', async (request) => {
    const body = requireObject(request.body);
    refuseUnknown(body, ['title', 'notice', 'satisfaction']);
    if (body.satisfaction !== undefined && typeof body.satisfaction !== 'boolean') {
      throw new InputError('字段 satisfaction 必须是布尔值');
    }
    return ok(
      await writeQaConfig(db, {
        title: field.string(body, 'title', { max: 20, nonEmpty: true }),
        notice: field.string(body, 'notice', { max: 2000 }),
        satisfaction: body.satisfaction,
      }),
    );
  });

  // `status`: 0 pending (the default), 1 published, 2 rejected, 3 answered; the oldest first.
  app.get('/inquiries', async (request) => {
    const params = requestParams(request);
    return ok({ list: await inquiryQueue(db, readInquiryStatus(params.status), limitOf(params)) });
  });

  const { pending, published, rejected, answered } = INQUIRY_STATUS;
  const moves = {
    approve: { from: [pending], change: () => ({ status: published }) },
    reject: {
      from: [pending],
      change: (body: unknown) => ({ status: rejected, rejectReason: readReason(body) }),
    },
    reply: {
      from: [published, answered],
      change(body: unknown) {
        const object = requireObject(body);
        refuseUnknown(object, ['reply']);
        const text = required(field.string(object, 'reply', { max: 5000, nonEmpty: true }), 'reply');
        return { status: answered, reply: text };
      },
    },
  };
  for (const [name, move] of Object.entries(moves)) {
    app.post(`/inquiries/:id/${name}`, async (request, reply) => {
      const id = pathId(request);
      const moved = await moveInquiry(db, id, move.from, move.change(request.body));
      if (!moved) return reply.code(404).send(fail(STATUS.badInput, '问政不存在或状态不符'));
      return ok(moved);
    });
  }
}
