// The CMS side of activities: create and edit an activity (its windows, capacity, form and voucher), add the
// partner shops that redeem its vouchers, close its sign-up early, give a member a prize voucher, and export the
// sign-ups as CSV. Registered inside the ingest plugin: the admin bearer and HTTP 400 validation answers.
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, sql } from 'drizzle-orm';
import { FIELD_KEY, FIELD_TYPES, type SignUpField } from '../../lib/contract/activities.js';
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
import { INT4_MAX } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { members } from '../members/schema.js';
import { closeSignUp, findActivity } from './activityRepo.js';
import { activities, activityRegistrations, activityShops, activityVouchers } from './schema.js';
import { voucherCode } from './signUpRepo.js';
import { hashStaffCode } from './writeOffRepo.js';

const ACTIVITY_FIELDS = [
  'title',
  'poster',
  'summary',
  'place',
  'rules',
  'hasSignUp',
  'hasVote',
  'startTime',
  'endTime',
  'signUpStartTime',
  'signUpEndTime',
  'capacity',
  'fields',
  'progressInApp',
  'voucherTitle',
  'voucherExpiresAt',
  'verifyUrl',
  'published',
] as const;

function flag(body: JsonObject, key: string): boolean | undefined {
  const value = body[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw new InputError(`字段 ${key} 必须是 true 或 false`);
  return value;
}

function nullableTime(body: JsonObject, key: string): Date | null | undefined {
  return body[key] === null ? null : field.time(body, key);
}

function readField(item: JsonObject): SignUpField {
  refuseUnknown(item, ['key', 'label', 'type', 'required', 'options']);
  const key = required(field.string(item, 'key', { max: 32, pattern: FIELD_KEY, nonEmpty: true }), 'key');
  const type = item.type;
  if (!FIELD_TYPES.includes(type as SignUpField['type'])) {
    throw new InputError(`字段 type 必须是 ${FIELD_TYPES.join('、')} 之一`);
  }
  const options = field.stringList(item, 'options', 20, 40);
  if (type === 'choice' && (options ?? []).filter((o) => o.trim() !== '').length < 2) {
    throw new InputError('字段 options 至少要有两个选项');
  }
  return {
    key,
    label: required(field.string(item, 'label', { max: 40, nonEmpty: true }), 'label'),
    type: type as SignUpField['type'],
    required: flag(item, 'required') ?? false,
    ...(type === 'choice' ? { options: (options ?? []).map((o) => o.trim()).filter(Boolean) } : {}),
  };
}

function readActivity(raw: unknown, known: readonly string[] = ACTIVITY_FIELDS) {
  const body = requireObject(raw);
  refuseUnknown(body, known);
  const fields = objectList(body, 'fields', 20, readField);
  if (fields && new Set(fields.map((f) => f.key)).size !== fields.length) {
    throw new InputError('字段 fields 中的 key 不能重复');
  }
  const verifyUrl =
    body.verifyUrl === undefined || body.verifyUrl === ''
      ? body.verifyUrl
      : checkUrl(body.verifyUrl, 'verifyUrl');
  return {
    body,
    values: definedOnly({
      title: field.string(body, 'title', { max: 100, nonEmpty: true }),
      poster:
        body.poster === undefined || body.poster === ''
          ? (body.poster as string | undefined)
          : checkUrl(body.poster, 'poster'),
      summary: field.string(body, 'summary', { max: 500 }),
      place: field.string(body, 'place', { max: 200 }),
      rules: field.string(body, 'rules', { max: 5000 }),
      hasSignUp: flag(body, 'hasSignUp'),
      hasVote: flag(body, 'hasVote'),
      startsAt: field.time(body, 'startTime'),
      endsAt: field.time(body, 'endTime'),
      signUpStartsAt: nullableTime(body, 'signUpStartTime'),
      signUpEndsAt: nullableTime(body, 'signUpEndTime'),
      capacity: field.int(body, 'capacity', 0, 1_000_000),
      fields,
      progressInApp: flag(body, 'progressInApp'),
      voucherTitle: field.string(body, 'voucherTitle', { max: 100 }),
      voucherExpiresAt: nullableTime(body, 'voucherExpiresAt'),
      verifyUrl: verifyUrl as string | undefined,
      published: flag(body, 'published'),
    }),
  };
}

function readShop(item: JsonObject) {
  refuseUnknown(item, ['name', 'address', 'staffCode']);
  return {
    name: required(field.string(item, 'name', { max: 100, nonEmpty: true }), 'name'),
    address: field.string(item, 'address', { max: 200 }) ?? '',
    staffCodeHash: hashStaffCode(
      required(
        field.string(item, 'staffCode', { max: 32, pattern: /^[A-Za-z0-9]{4,32}$/, nonEmpty: true }),
        'staffCode',
      ),
    ),
  };
}

/** The times must fit together as the table's checks want them; saying which is kinder than a 500. */
function checkWindows(row: {
  hasSignUp: boolean;
  startsAt: Date;
  endsAt: Date;
  signUpStartsAt: Date | null;
  signUpEndsAt: Date | null;
}) {
  if (row.startsAt > row.endsAt) throw new InputError('活动开始时间不能晚于结束时间');
  if (!row.hasSignUp) return;
  if (!row.signUpStartsAt || !row.signUpEndsAt) throw new InputError('报名活动须有报名开始和结束时间');
  if (row.signUpStartsAt > row.signUpEndsAt) throw new InputError('报名开始时间不能晚于结束时间');
}

/** A CSV cell: quoted, quotes doubled, and a leading = + - @ defused so a spreadsheet shows it as text. */
const csvCell = (value: string) =>
  `"${(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value).replace(/"/g, '""')}"`;

export function activityIngestRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  const notFound = fail(STATUS.badInput, '活动不存在');
  const cmsView = async (id: number) => {
    const row = await findActivity(db, id, false);
    if (!row) return null;
    const shops = await db
      .select({ id: activityShops.id, name: activityShops.name, address: activityShops.address })
      .from(activityShops)
      .where(eq(activityShops.activityId, id))
      .orderBy(asc(activityShops.id));
    return { ...row, shops };
  };

  app.get('/activities', async () =>
    ok({ list: await db.select().from(activities).orderBy(asc(activities.id)) }),
  );

  app.get('/activities/:id', async (request, reply) => {
    const view = await cmsView(pathId(request));
    return view ? ok(view) : reply.code(404).send(notFound);
  });

  app.post('/activities', async (request) => {
    const { body, values } = readActivity(request.body, [...ACTIVITY_FIELDS, 'shops']);
    const shops = objectList(body, 'shops', 50, readShop) ?? [];
    const row = {
      ...values,
      title: required(values.title, 'title'),
      startsAt: required(values.startsAt, 'startTime'),
      endsAt: required(values.endsAt, 'endTime'),
      hasSignUp: values.hasSignUp ?? true,
      signUpStartsAt: values.signUpStartsAt ?? null,
      signUpEndsAt: values.signUpEndsAt ?? null,
    };
    checkWindows(row);
    const id = await db.transaction(async (tx) => {
      const [created] = await tx.insert(activities).values(row).returning({ id: activities.id });
      if (!created) throw new Error('insert into activities returned no row');
      if (shops.length > 0)
        await tx.insert(activityShops).values(shops.map((s) => ({ ...s, activityId: created.id })));
      return created.id;
    });
    return ok(await cmsView(id));
  });

  app.put('/activities/:id', async (request, reply) => {
    const id = pathId(request);
    const { values } = readActivity(request.body);
    const current = await findActivity(db, id, false);
    if (!current) return reply.code(404).send(notFound);
    checkWindows({
      hasSignUp: values.hasSignUp ?? current.hasSignUp,
      startsAt: values.startsAt ?? current.startsAt,
      endsAt: values.endsAt ?? current.endsAt,
      signUpStartsAt: values.signUpStartsAt === undefined ? current.signUpStartsAt : values.signUpStartsAt,
      signUpEndsAt: values.signUpEndsAt === undefined ? current.signUpEndsAt : values.signUpEndsAt,
    });
    const { capacity, ...rest } = values;
    // The capacity may not drop below the places taken: checked in the UPDATE itself, which a sign-up's
    // conditional UPDATE of the same row waits for.
    const [updated] = await db
      .update(activities)
      .set({ ...rest, ...(capacity === undefined ? {} : { capacity }), updatedAt: new Date() })
      .where(
        and(
          eq(activities.id, id),
          capacity === undefined || capacity === 0
            ? sql`true`
            : sql`${activities.registeredCount} <= ${capacity}`,
        ),
      )
      .returning({ id: activities.id });
    if (!updated) throw new InputError('名额不能少于已报名人数');
    return ok(await cmsView(id));
  });

  app.post('/activities/:id/shops', async (request, reply) => {
    const id = pathId(request);
    const shop = readShop(requireObject(request.body));
    if (!(await findActivity(db, id, false))) return reply.code(404).send(notFound);
    const [created] = await db
      .insert(activityShops)
      .values({ ...shop, activityId: id })
      .returning({ id: activityShops.id, name: activityShops.name, address: activityShops.address });
    return ok(created);
  });

  app.post('/activities/:id/close', async (request, reply) => {
    const id = pathId(request);
    if (!(await findActivity(db, id, false))) return reply.code(404).send(notFound);
    const closed = await closeSignUp(db, id);
    return ok({ closed }, closed ? '报名已关闭' : '报名此前已关闭');
  });

  // A prize: a voucher of the activity for a member who did not (or not only) sign up.
  app.post('/activities/:id/vouchers', async (request, reply) => {
    const id = pathId(request);
    const body = requireObject(request.body);
    refuseUnknown(body, ['userId', 'title', 'expiresAt']);
    const userId = required(field.int(body, 'userId', 1, INT4_MAX), 'userId');
    const activity = await findActivity(db, id, false);
    if (!activity) return reply.code(404).send(notFound);
    const [member] = await db.select({ id: members.userId }).from(members).where(eq(members.userId, userId));
    if (!member) return reply.code(404).send(fail(STATUS.badInput, '会员不存在'));
    const title =
      field.string(body, 'title', { max: 100, nonEmpty: true }) ?? (activity.voucherTitle || activity.title);
    const [voucher] = await db
      .insert(activityVouchers)
      .values({
        activityId: id,
        userId,
        code: voucherCode(),
        title,
        expiresAt: field.time(body, 'expiresAt') ?? activity.voucherExpiresAt,
      })
      .returning();
    return ok(voucher);
  });

  app.get('/activities/:id/signUps.csv', async (request, reply) => {
    const id = pathId(request);
    const activity = await findActivity(db, id, false);
    if (!activity) return reply.code(404).send(notFound);
    const rows = await db
      .select({ registration: activityRegistrations, voucher: activityVouchers })
      .from(activityRegistrations)
      .leftJoin(activityVouchers, eq(activityVouchers.registrationId, activityRegistrations.id))
      .where(eq(activityRegistrations.activityId, id))
      .orderBy(asc(activityRegistrations.id));
    const header = ['id', 'userId', 'time', ...activity.fields.map((f) => f.label), 'voucher', 'usedAt'];
    const lines = rows.map(({ registration, voucher }) => [
      String(registration.id),
      String(registration.userId),
      registration.createdAt.toISOString(),
      ...activity.fields.map((f) => registration.answers[f.key] ?? ''),
      voucher?.code ?? '',
      voucher?.usedAt?.toISOString() ?? '',
    ]);
    // A BOM so that spreadsheet programs read the Chinese as UTF-8.
    const csv = `\uFEFF${[header, ...lines].map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="activity-${id}-signups.csv"`)
      .send(csv);
  });
}
