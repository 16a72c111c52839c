// The CMS side of the account pages: an account's dynamics (with pictures and videos), questions and their
// answers, the ranking's rules, and a recomputation of the ranking on demand. Registered inside the ingest
// plugin (admin bearer, HTTP 400 validation answers, the site told to drop its `xys` tag).
import type { FastifyInstance } from 'fastify';
import { STATUS } from '../../lib/contract/status.js';
import { fail, InputError, ok } from '../core/envelope.js';
import {
  checkUrl,
  definedOnly,
  field,
  MAX_IMAGE_SIDE,
  objectList,
  pathId,
  refuseUnknown,
  required,
  requireObject,
  type JsonObject,
} from '../core/jsonFields.js';
import { INT4_MAX } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { findXy } from './accountRepo.js';
import { recomputeRankings, writeRankRules } from './rankRepo.js';
import type { DynamicAttachment } from './schema.js';
import {
  addAnswer,
  addQuestion,
  createDynamic,
  type DynamicInput,
  questionExists,
  updateDynamic,
} from './xyPageWrites.js';

function readAttachment(item: JsonObject): DynamicAttachment {
  refuseUnknown(item, ['type', 'url', 'width', 'height', 'poster']);
  const type = required(field.string(item, 'type', { max: 5, pattern: /^(pic|video)$/ }), 'type');
  const url = checkUrl(required(item.url, 'url'), 'url');
  const poster = item.poster === undefined ? undefined : checkUrl(item.poster, 'poster');
  const width = field.int(item, 'width', 1, MAX_IMAGE_SIDE);
  const height = field.int(item, 'height', 1, MAX_IMAGE_SIDE);
  if (type === 'pic' && (width === undefined || height === undefined)) {
    throw new InputError('字段 width 和 height 是图片必需的');
  }
  return definedOnly({ type: type as DynamicAttachment['type'], url, width, height, poster });
}

function readDynamicInput(raw: unknown): DynamicInput {
  const body = requireObject(raw);
  refuseUnknown(body, ['xyID', 'content', 'attachments', 'status', 'publishTime']);
  return definedOnly({
    xyId: field.int(body, 'xyID', 1, INT4_MAX),
    content: field.string(body, 'content', { max: 5000 }),
    attachments: objectList(body, 'attachments', 9, readAttachment),
    status: field.oneOf(body, 'status', [0, 1]),
    publishedAt: field.time(body, 'publishTime'),
  });
}

async function requireXy(db: RouteDeps['db'], xyId: number | undefined): Promise<void> {
  if (xyId !== undefined && !(await findXy(db, xyId))) throw new InputError('订阅号不存在');
}

export function xyPageIngestRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.post('/xyDynamics', async (request) => {
    const input = readDynamicInput(request.body);
    const xyId = required(input.xyId, 'xyID');
    await requireXy(db, xyId);
    if (!input.content && !input.attachments?.length)
      throw new InputError('字段 content 和 attachments 不能都为空');
    return ok(await createDynamic(db, { ...input, xyId }));
  });

  app.put('/xyDynamics/:id', async (request, reply) => {
    const id = pathId(request);
    const input = readDynamicInput(request.body);
    await requireXy(db, input.xyId);
    const saved = await updateDynamic(db, id, input);
    return saved ? ok(saved) : reply.code(404).send(fail(STATUS.badInput, '动态不存在'));
  });

  app.post('/questions', async (request) => {
    const body = requireObject(request.body);
    refuseUnknown(body, ['xyID', 'askerName', 'content', 'askTime', 'status']);
    const xyId = required(field.int(body, 'xyID', 1, INT4_MAX), 'xyID');
    await requireXy(db, xyId);
    return ok(
      await addQuestion(db, {
        xyId,
        askerName: field.string(body, 'askerName', { max: 40 }) ?? '',
        content: required(field.string(body, 'content', { max: 2000, nonEmpty: true }), 'content'),
        askedAt: field.time(body, 'askTime'),
        status: field.oneOf(body, 'status', [0, 1]),
      }),
    );
  });

  app.post('/questions/:id/answers', async (request, reply) => {
    const questionId = pathId(request);
    const body = requireObject(request.body);
    refuseUnknown(body, ['answererName', 'content', 'answerPics', 'answerTime']);
    const input = {
      answererName: field.string(body, 'answererName', { max: 40 }) ?? '',
      content: required(field.string(body, 'content', { max: 5000, nonEmpty: true }), 'content'),
      pics: field.urlList(body, 'answerPics', 9) ?? [],
      answeredAt: field.time(body, 'answerTime'),
    };
    if (!(await questionExists(db, questionId))) {
      return reply.code(404).send(fail(STATUS.badInput, '问题不存在'));
    }
    return ok(await addAnswer(db, questionId, input));
  });

  app.put('/xyRules', async (request) => {
    const body = requireObject(request.body);
    refuseUnknown(body, ['content']);
    const content = required(field.string(body, 'content', { max: 20_000 }), 'content');
    return ok(await writeRankRules(db, content));
  });

  // The timer recomputes every few minutes; an editor (or a test) who cannot wait asks here.
  app.post('/xyRank/recompute', async () => {
    await recomputeRankings(db);
    return ok({ computedAt: Date.now() });
  });
}
