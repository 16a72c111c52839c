import type { FastifyRequest } from 'fastify';
import { InputError } from './envelope.js';

/** Query string and form fields of one request, one string per name. */
export type Params = Record<string, string>;

const cache = new WeakMap<FastifyRequest, Params>();

function addSource(into: Params, source: unknown): void {
  if (source === undefined || source === null) return;
  if (typeof source !== 'object' || Array.isArray(source)) throw new InputError('请求参数格式错误');
  for (const [key, value] of Object.entries(source)) {
    if (Array.isArray(value)) throw new InputError(`参数 ${key} 重复`);
    if (typeof value === 'object' && value !== null) throw new InputError(`参数 ${key} 格式错误`);
    // Signatures cover the union of query and body, so one name may only come from one of them.
    if (Object.hasOwn(into, key)) throw new InputError(`参数 ${key} 重复`);
    into[key] = value === null ? '' : String(value);
  }
}

/** Query and body merged; a name sent twice is refused rather than guessed at. */
export function requestParams(request: FastifyRequest): Params {
  const cached = cache.get(request);
  if (cached) return cached;
  const params: Params = Object.create(null) as Params;
  addSource(params, request.query);
  if (request.method !== 'GET' && request.method !== 'HEAD') addSource(params, request.body);
  cache.set(request, params);
  return params;
}

/** Ids are int4 columns; anything larger must be refused before PostgreSQL throws on it. */
export const INT4_MAX = 2_147_483_647;

function parseInteger(params: Params, name: string, min: number): number | undefined {
  const raw = params[name];
  if (raw === undefined || raw === '') return undefined;
  const value = /^-?\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > INT4_MAX) {
    throw new InputError(min > 0 ? `参数 ${name} 必须是正整数` : `参数 ${name} 必须是非负整数`);
  }
  return value;
}

export const param = {
  optionalPositiveInt: (params: Params, name: string) => parseInteger(params, name, 1),
  positiveInt(params: Params, name: string): number {
    const value = parseInteger(params, name, 1);
    if (value === undefined) throw new InputError(`缺少参数 ${name}`);
    return value;
  },
  optionalNonNegativeInt: (params: Params, name: string) => parseInteger(params, name, 0),
  string(params: Params, name: string, pattern: RegExp): string {
    const raw = params[name];
    if (raw === undefined || raw === '') throw new InputError(`缺少参数 ${name}`);
    if (!pattern.test(raw)) throw new InputError(`参数 ${name} 格式错误`);
    return raw;
  },
};

/** Device ids are `xy` + digits + timestamp or a UUID; both fit here. */
export const devicePattern = /^[A-Za-z0-9._:-]{1,128}$/;

/** Page sizes: no paged operation answers more than this many items at once. */
export const MAX_PAGE_SIZE = 50;

/** A positive integer up to `max`, `fallback` when absent. */
export function bounded(params: Params, name: string, fallback: number, max: number): number {
  const value = param.optionalPositiveInt(params, name) ?? fallback;
  if (value > max) throw new InputError(`参数 ${name} 不能大于 ${max}`);
  return value;
}

/** `page` (from 1) and the page size (1–50, `defaultSize` when absent): every paged operation reads these. */
export function paging(params: Params, sizeName = 'pageSize', defaultSize = 20) {
  return {
    page: param.optionalPositiveInt(params, 'page') ?? 1,
    size: bounded(params, sizeName, defaultSize, MAX_PAGE_SIZE),
  };
}
