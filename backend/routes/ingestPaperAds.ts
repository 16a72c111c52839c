// The CMS side of the paper edition and of advertising. Registered inside the ingest plugin, so the admin
// bearer, the failed-attempt limit, HTTP 400 validation answers and the site's cache notification all apply.
import type { FastifyInstance } from 'fastify';
import { isCalendarDate } from '../core/chinaDate.js';
import { fail, InputError, ok, statusCodes } from '../core/envelope.js';
import {
  definedOnly,
  field,
  type JsonObject,
  pathId,
  refuseUnknown,
  requireObject,
  urlPattern,
} from '../core/jsonFields.js';
import { INT4_MAX } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { AD_POSITIONS, type AdInput, findAd, insertAd, updateAd } from '../db/adRepo.js';
import { type PaperInput, type Point, savePaper, storedPaper } from '../db/paperRepo.js';
import { existingArticleIds } from '../reading/articleRepo.js';
import { columnExists } from '../reading/columnRepo.js';

const MAX_IMAGE_SIDE = 20_000;

function required<T>(value: T | undefined, key: string): T {
  if (value === undefined) throw new InputError(`缺少字段 ${key}`);
  return value;
}

/** The items of an array field, each read by `read`; an error names the item (`字段 layouts[1].name …`). */
function items<T>(obj: JsonObject, key: string, max: number, read: (item: JsonObject) => T): T[] {
  const value = obj[key];
  if (!Array.isArray(value) || value.length > max)
    throw new InputError(`字段 ${key} 必须是最多 ${max} 项的数组`);
  return value.map((item, index) => {
    const where = `${key}[${index}]`;
    try {
      return read(requireObject(item, `${where} `));
    } catch (error) {
      if (error instanceof InputError) throw new InputError(error.message.replace(/字段 /, `字段 ${where}.`));
      throw error;
    }
  });
}

/** A polygon inside the page image: 3 to 200 [x, y] points. */
function polygon(value: unknown, width: number, height: number): Point[] {
  const inside = (point: unknown): point is Point =>
    Array.isArray(point) &&
    point.length === 2 &&
    typeof point[0] === 'number' &&
    typeof point[1] === 'number' &&
    point[0] >= 0 &&
    point[0] <= width &&
    point[1] >= 0 &&
    point[1] <= height;
  if (!Array.isArray(value) || value.length < 3 || value.length > 200 || !value.every(inside)) {
    throw new InputError(`字段 mapping 必须是 3 到 200 个 [x, y] 点，且在 ${width}×${height} 的版面图内`);
  }
  return value;
}

function readLayout(body: JsonObject): PaperInput['layouts'][number] {
  refuseUnknown(body, ['pageNo', 'name', 'image', 'width', 'height', 'articles']);
  const width = required(field.int(body, 'width', 1, MAX_IMAGE_SIDE), 'width');
  const height = required(field.int(body, 'height', 1, MAX_IMAGE_SIDE), 'height');
  const placed = items(body, 'articles', 100, (item) => {
    refuseUnknown(item, ['fileId', 'mapping']);
    return {
      fileId: required(field.int(item, 'fileId', 1, INT4_MAX), 'fileId'),
      mapping: polygon(item.mapping, width, height),
    };
  });
  const twice = placed.find(
    (item, index) => placed.findIndex((other) => other.fileId === item.fileId) < index,
  );
  if (twice) throw new InputError(`稿件 ${twice.fileId} 在同一版面上出现了两次`);
  return {
    pageNo: required(field.int(body, 'pageNo', 1, 999), 'pageNo'),
    name: required(field.string(body, 'name', { max: 40, nonEmpty: true }), 'name'),
    image: required(field.string(body, 'image', { max: 1000, nonEmpty: true, pattern: urlPattern }), 'image'),
    width,
    height,
    articles: placed,
  };
}

/** A whole edition: name, date and every page with the articles on it. */
export function readPaperInput(raw: unknown): PaperInput {
  const body = requireObject(raw);
  refuseUnknown(body, ['name', 'date', 'layouts']);
  const name = required(field.string(body, 'name', { max: 40, nonEmpty: true }), 'name');
  const date = required(field.string(body, 'date', { max: 10, nonEmpty: true }), 'date');
  if (!isCalendarDate(date)) throw new InputError('字段 date 必须是 yyyy-MM-dd 格式的日期');
  const layouts = items(body, 'layouts', 64, readLayout);
  if (layouts.length === 0) throw new InputError('字段 layouts 不能为空');
  const pages = layouts.map((layout) => layout.pageNo);
  if (new Set(pages).size !== pages.length) throw new InputError('字段 layouts 中的 pageNo 重复');
  return { name, date, layouts };
}

const adFields = ['title', 'imgUrl', 'linkUrl', 'position', 'width', 'height', 'columnId', 'sort', 'enabled'];

/** An ad body; title, imgUrl, position, width and height are required when creating. */
export function readAdInput(raw: unknown, creating: boolean): AdInput {
  const body = requireObject(raw);
  refuseUnknown(body, adFields);
  const position = field.string(body, 'position', { max: 10, nonEmpty: true });
  if (position !== undefined && !(AD_POSITIONS as readonly string[]).includes(position)) {
    throw new InputError(`字段 position 必须是 ${AD_POSITIONS.join('、')} 之一`);
  }
  if (body.enabled !== undefined && typeof body.enabled !== 'boolean') {
    throw new InputError('字段 enabled 必须是 true 或 false');
  }
  const input = definedOnly({
    title: field.string(body, 'title', { max: 100, nonEmpty: true }),
    imgUrl: field.string(body, 'imgUrl', { max: 1000, nonEmpty: true, pattern: urlPattern }),
    linkUrl: field.string(body, 'linkUrl', { max: 1000, pattern: urlPattern }),
    position,
    width: field.int(body, 'width', 1, MAX_IMAGE_SIDE),
    height: field.int(body, 'height', 1, MAX_IMAGE_SIDE),
    columnId: field.int(body, 'columnId', 0, INT4_MAX),
    sort: field.int(body, 'sort', -1_000_000, 1_000_000),
    enabled: body.enabled as boolean | undefined,
  });
  if (creating)
    for (const key of ['title', 'imgUrl', 'position', 'width', 'height'] as const) required(input[key], key);
  return input;
}

export function paperAdIngestRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  // Creates the edition of that name and date, or replaces all its pages.
  app.post('/papers', async (request) => {
    const input = readPaperInput(request.body);
    const wanted = [
      ...new Set(input.layouts.flatMap((layout) => layout.articles.map((item) => item.fileId))),
    ];
    const found = await existingArticleIds(db, wanted);
    const missing = wanted.filter((fileId) => !found.has(fileId));
    if (missing.length > 0) throw new InputError(`稿件不存在：${missing.join('、')}`);
    return ok(await storedPaper(db, await savePaper(db, input)));
  });

  async function adColumn(columnId: number | undefined): Promise<void> {
    if (columnId !== undefined && columnId !== 0 && !(await columnExists(db, columnId))) {
      throw new InputError('栏目不存在');
    }
  }

  app.post('/ads', async (request) => {
    const input = readAdInput(request.body, true);
    await adColumn(input.columnId);
    const { title = '', imgUrl = '', position = 'list', width = 1, height = 1 } = input;
    return ok(await insertAd(db, { ...input, title, imgUrl, position, width, height }));
  });

  app.patch('/ads/:id', async (request, reply) => {
    const id = pathId(request);
    const input = readAdInput(request.body, false);
    if (!(await findAd(db, id))) return reply.code(404).send(fail(statusCodes.badInput, '广告不存在'));
    await adColumn(input.columnId);
    return ok(await updateAd(db, id, input));
  });
}
