// The CMS side of votes: create and edit a vote and its options, close it early, export the votes cast as CSV.
// Registered inside the ingest plugin (admin bearer, HTTP 400 validation answers).
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  VOTE_INFO_KINDS,
  type VoteInfoField,
  type VoteInfoKind,
  type VoteTheme,
} from '../../lib/contract/votes.js';
import { STATUS } from '../../lib/contract/status.js';
import { fail, InputError, ok } from '../core/envelope.js';
import {
  checkUrl,
  definedOnly,
  field,
  type JsonObject,
  objectList,
  pathId,
  refuseUnknown,
  required,
  requireObject,
} from '../core/jsonFields.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { apiOption } from './voteAnswers.js';
import {
  closeVote,
  insertOption,
  insertVote,
  type OptionInput,
  updateOption,
  updateVote,
  type VoteInput,
} from './voteWrites.js';
import { findVote, voteLogRows } from './voteRepo.js';

const LIMIT_MAX = 10_000;
const KEY = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;

function readTheme(item: JsonObject): VoteTheme {
  refuseUnknown(item, ['title', 'content']);
  return {
    title: required(field.string(item, 'title', { max: 60, nonEmpty: true }), 'title'),
    content: field.string(item, 'content', { max: 2000 }) ?? '',
  };
}

function readInfoField(item: JsonObject): VoteInfoField {
  refuseUnknown(item, ['key', 'label', 'kind', 'required']);
  const kind = required(field.string(item, 'kind', { max: 10 }), 'kind');
  if (!VOTE_INFO_KINDS.includes(kind as VoteInfoKind)) {
    throw new InputError(`字段 kind 必须是 ${VOTE_INFO_KINDS.join('、')} 之一`);
  }
  if (item.required !== undefined && typeof item.required !== 'boolean') {
    throw new InputError('字段 required 必须是布尔值');
  }
  return {
    key: required(field.string(item, 'key', { max: 32, nonEmpty: true, pattern: KEY }), 'key'),
    label: required(field.string(item, 'label', { max: 20, nonEmpty: true }), 'label'),
    kind: kind as VoteInfoKind,
    required: item.required !== false,
  };
}

const VOTE_FIELDS = [
  'activityId',
  'title',
  'description',
  'headImage',
  'themes',
  'infoRule',
  'startTime',
  'endTime',
  'perDay',
  'perOption',
  'total',
  'published',
];

/** A vote's body; `creating` requires title and window. */
export function readVoteInput(raw: unknown, creating: boolean): VoteInput {
  const body = requireObject(raw);
  refuseUnknown(body, VOTE_FIELDS);
  if (body.published !== undefined && typeof body.published !== 'boolean') {
    throw new InputError('字段 published 必须是布尔值');
  }
  const infoRule = objectList(body, 'infoRule', 6, readInfoField);
  if (infoRule && new Set(infoRule.map((each) => each.key)).size !== infoRule.length) {
    throw new InputError('字段 infoRule 的 key 不能重复');
  }
  const input = definedOnly<VoteInput>({
    activityId: body.activityId === null ? null : field.int(body, 'activityId', 1, 2_147_483_647),
    title: field.string(body, 'title', { max: 100, nonEmpty: true }),
    description: field.string(body, 'description', { max: 5000 }),
    headImage: body.headImage === undefined ? undefined : checkUrl(body.headImage, 'headImage'),
    themes: objectList(body, 'themes', 10, readTheme),
    infoRule,
    startsAt: field.time(body, 'startTime'),
    endsAt: field.time(body, 'endTime'),
    perDay: field.int(body, 'perDay', 0, LIMIT_MAX),
    perOption: field.int(body, 'perOption', 0, LIMIT_MAX),
    total: field.int(body, 'total', 0, LIMIT_MAX),
    published: body.published as boolean | undefined,
  });
  if (creating) {
    required(input.title, 'title');
    required(input.startsAt, 'startTime');
    required(input.endsAt, 'endTime');
  }
  if (input.startsAt && input.endsAt && input.endsAt <= input.startsAt) {
    throw new InputError('endTime 必须晚于 startTime');
  }
  return input;
}

export function readOptionInput(raw: unknown, creating: boolean): OptionInput {
  const body = requireObject(raw);
  refuseUnknown(body, ['number', 'title', 'description', 'picture']);
  const input = definedOnly<OptionInput>({
    number: field.int(body, 'number', 1, 100_000),
    title: field.string(body, 'title', { max: 60, nonEmpty: true }),
    description: field.string(body, 'description', { max: 5000 }),
    picture: body.picture === undefined ? undefined : checkUrl(body.picture, 'picture'),
  });
  if (creating) required(input.title, 'title');
  return input;
}

const notFound = (reply: FastifyReply, message: string) =>
  reply.code(404).send(fail(STATUS.badInput, message));

/** A CSV cell: quoted, quotes doubled, and a leading formula character defused for spreadsheets. */
const cell = (value: string | number) => {
  const text = String(value);
  return `"${(/^[=+\-@]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
};

export function voteIngestRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.post('/votes', async (request) => ok(await insertVote(db, readVoteInput(request.body, true))));

  app.put('/votes/:id', async (request, reply) => {
    const input = readVoteInput(request.body, false);
    const saved = await updateVote(db, pathId(request), input);
    return saved ? ok(saved) : notFound(reply, '投票不存在');
  });

  // Ends the vote now, whatever its window says; votes already cast stay counted.
  app.post('/votes/:id/close', async (request, reply) => {
    const closed = await closeVote(db, pathId(request));
    return closed ? ok(closed) : notFound(reply, '投票不存在');
  });

  app.post('/votes/:id/options', async (request, reply) => {
    const voteId = pathId(request);
    const input = readOptionInput(request.body, true);
    if (!(await findVote(db, voteId, true))) return notFound(reply, '投票不存在');
    const option = await insertOption(db, voteId, input);
    return option ? ok(apiOption(option)) : reply.code(409).send(fail(STATUS.badInput, '选项编号已存在'));
  });

  app.put('/votes/:id/options/:optionId', async (request, reply) => {
    const input = readOptionInput(request.body, false);
    const option = await updateOption(db, pathId(request), pathId(request, 'optionId'), input);
    if (option === 'taken') return reply.code(409).send(fail(STATUS.badInput, '选项编号已存在'));
    return option ? ok(apiOption(option)) : notFound(reply, '选项不存在');
  });

  app.get('/votes/:id/logs.csv', async (request, reply) => {
    const voteId = pathId(request);
    if (!(await findVote(db, voteId, true))) return notFound(reply, '投票不存在');
    const rows = await voteLogRows(db, voteId);
    const lines = [
      ['id', 'optionId', 'number', 'option', 'userId', 'address', 'time'].join(','),
      ...rows.map((row) =>
        [row.id, row.optionId, row.number, row.title, row.userId, row.address, row.createdAt.toISOString()]
          .map(cell)
          .join(','),
      ),
    ];
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="vote-${voteId}-logs.csv"`)
      .send(`\uFEFF${lines.join('\r\n')}\r\n`);
  });
}
