// The CMS side of the paper edition. Registered inside the ingest plugin, so the admin bearer, the failed-attempt
// limit, HTTP 400 validation answers and the site's cache notification all apply.
import type { FastifyInstance } from 'fastify';
import { isCalendarDate } from '../core/chinaDate.js';
import { InputError, ok } from '../core/envelope.js';
import {
  field,
  type JsonObject,
  MAX_IMAGE_SIDE,
  refuseUnknown,
  required,
  requireObject,
  urlPattern,
} from '../core/jsonFields.js';
import { INT4_MAX } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { existingArticleIds } from '../reading/articleRepo.js';
import { type PaperInput, type Point, savePaper, storedPaper } from './paperRepo.js';

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
function readPaperInput(raw: unknown): PaperInput {
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

export function paperIngestRoutes(app: FastifyInstance, { db }: RouteDeps): void {
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
}
