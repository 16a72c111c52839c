import type { FastifyRequest } from 'fastify';
import { isCalendarDate } from './chinaDate.js';
import { InputError } from './envelope.js';
import { INT4_MAX } from './params.js';

/** A JSON object as the CMS sends it and the jsonb columns keep it. */
export type JsonObject = { [key: string]: unknown };

export function isPlainObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function requireObject(body: unknown, what = '请求体'): JsonObject {
  if (!isPlainObject(body)) throw new InputError(`${what}必须是 JSON 对象`);
  return body;
}

/**
 * Path of a picture or link: site-relative (`/demo/a.svg`) or absolute http(s). Not `//host` nor `/\host`, which
 * browsers read as another host.
 */
export const urlPattern = /^(\/(?![\\/])|https?:\/\/)[^\s<>"']*$/;

/**
 * An address the CMS sends (a picture, a video, a link): http(s) or a path on this site, never `javascript:`,
 * `data:` or another scheme; the error names the field (`字段 pic_list[2] …`). Returns the value trimmed.
 */
export function checkUrl(value: unknown, name: string, max = 1000): string {
  if (typeof value !== 'string') throw new InputError(`字段 ${name} 必须是字符串`);
  const trimmed = value.trim();
  if (trimmed.length > max) throw new InputError(`字段 ${name} 不能超过 ${max} 个字符`);
  if (trimmed !== '' && !urlPattern.test(trimmed)) {
    throw new InputError(`字段 ${name} 必须是 http(s) 网址或站内路径`);
  }
  return trimmed;
}

/** ISO 8601 as the CMS sends it: a date, then optionally a time (after T or a space), its fraction and zone. */
const ISO_TIME =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

/**
 * The instant of a millisecond timestamp or of an ISO 8601 time whose date and clock exist, else null: Date
 * alone rolls 2020-02-30 over to March 1st, and reads formats nobody documented.
 */
export function parseTime(value: unknown): Date | null {
  if (typeof value === 'number') {
    // Date holds ±8.64e15 ms: a timestamp past that is an invalid Date, which would fail only when written.
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const parts = ISO_TIME.exec(text);
  if (!parts || !isCalendarDate(parts[1] ?? '')) return null;
  const [hours = 0, minutes = 0, seconds = 0] = parts.slice(2).map((part) => Number(part ?? 0));
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

interface StringRule {
  max: number;
  /** Empty strings are refused when set. */
  nonEmpty?: boolean;
  pattern?: RegExp;
}

/** Readers for one field of a JSON body: undefined when absent, InputError when present but wrong. */
export const field = {
  string(obj: JsonObject, key: string, rule: StringRule): string | undefined {
    const value = obj[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') throw new InputError(`字段 ${key} 必须是字符串`);
    const trimmed = value.trim();
    if (rule.nonEmpty && trimmed === '') throw new InputError(`字段 ${key} 不能为空`);
    if (trimmed.length > rule.max) throw new InputError(`字段 ${key} 不能超过 ${rule.max} 个字符`);
    if (rule.pattern && trimmed !== '' && !rule.pattern.test(trimmed)) {
      throw new InputError(`字段 ${key} 格式错误`);
    }
    return trimmed;
  },
  int(obj: JsonObject, key: string, min: number, max: number): number | undefined {
    const value = obj[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      throw new InputError(`字段 ${key} 必须是 ${min} 到 ${max} 之间的整数`);
    }
    return value;
  },
  oneOf<T extends number>(obj: JsonObject, key: string, allowed: readonly T[]): T | undefined {
    const value = obj[key];
    if (value === undefined) return undefined;
    if (!allowed.includes(value as T)) throw new InputError(`字段 ${key} 必须是 ${allowed.join('、')} 之一`);
    return value as T;
  },
  stringList(obj: JsonObject, key: string, maxItems: number, maxLength: number): string[] | undefined {
    const value = obj[key];
    if (value === undefined) return undefined;
    if (
      !Array.isArray(value) ||
      value.length > maxItems ||
      !value.every((item) => typeof item === 'string' && item.length <= maxLength)
    ) {
      throw new InputError(`字段 ${key} 必须是最多 ${maxItems} 个字符串的数组`);
    }
    return value as string[];
  },
  /** A list of addresses, each checked by checkUrl. */
  urlList(obj: JsonObject, key: string, maxItems: number): string[] | undefined {
    const value = obj[key];
    if (value === undefined) return undefined;
    if (!Array.isArray(value) || value.length > maxItems) {
      throw new InputError(`字段 ${key} 必须是最多 ${maxItems} 个网址的数组`);
    }
    return value.map((item, index) => checkUrl(item, `${key}[${index}]`));
  },
  object(obj: JsonObject, key: string): JsonObject | undefined {
    const value = obj[key];
    if (value === undefined) return undefined;
    if (!isPlainObject(value)) throw new InputError(`字段 ${key} 必须是对象`);
    return value;
  },
  /** A millisecond timestamp or an ISO 8601 string. */
  time(obj: JsonObject, key: string): Date | undefined {
    const value = obj[key];
    if (value === undefined) return undefined;
    const date = parseTime(value);
    if (!date || date.getFullYear() < 1970 || date.getFullYear() > 9999) {
      throw new InputError(`字段 ${key} 必须是毫秒时间戳或 ISO 8601 时间`);
    }
    return date;
  },
};

/** Refuses names that could reach Object.prototype when merged, and keys nobody would send. */
export function checkKeys(obj: JsonObject, where: string): void {
  for (const key of Object.keys(obj)) {
    if (
      key === '__proto__' ||
      key === 'constructor' ||
      key === 'prototype' ||
      !/^[A-Za-z_$][\w$]{0,63}$/.test(key)
    ) {
      throw new InputError(`${where}中的字段名 ${key} 不合法`);
    }
  }
}

/** An address field that may be absent (left alone) or '' (cleared); anything else must pass checkUrl. */
export function optionalUrl(body: JsonObject, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === '') return value;
  return checkUrl(value, key);
}

/** The most pixels a picture's side may have in a CMS body (pages of the paper, ads). */
export const MAX_IMAGE_SIDE = 20_000;

/** A field the body must carry (when creating). */
export function required<T>(value: T | undefined, key: string): T {
  if (value === undefined) throw new InputError(`缺少字段 ${key}`);
  return value;
}

/** Items of a list field, each read by `read`; errors name the item (`字段 groups[1].name …`). */
export function objectList<T>(
  obj: JsonObject,
  key: string,
  maxItems: number,
  read: (item: JsonObject) => T,
): T[] | undefined {
  const value = obj[key];
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.length > maxItems) {
    throw new InputError(`字段 ${key} 必须是最多 ${maxItems} 项的数组`);
  }
  return value.map((item, index) => {
    try {
      return read(requireObject(item, `${key}[${index}] `));
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      throw new InputError(error.message.replace(/^(字段|不支持的字段|缺少字段) /, `$1 ${key}[${index}].`));
    }
  });
}

/** Refuses a body with fields the CMS API does not know, naming them. */
export function refuseUnknown(body: JsonObject, known: readonly string[]): void {
  const unknown = Object.keys(body).filter((key) => !known.includes(key));
  if (unknown.length > 0) throw new InputError(`不支持的字段 ${unknown.join('、')}`);
}

/** The fields that are set: an absent field leaves the stored value alone. */
export function definedOnly<T extends object>(input: T): T {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as T;
}

/** The `:id` of an ingest path (`PUT /ingest/articles/:id`). */
export function pathId(request: FastifyRequest, name = 'id'): number {
  const raw = (request.params as Record<string, string | undefined>)[name] ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(id <= INT4_MAX)) throw new InputError(`路径中的 ${name} 必须是正整数`);
  return id;
}
