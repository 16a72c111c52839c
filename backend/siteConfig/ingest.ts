// The CMS side of the site config: one JSON document, patched by deep merge.
import type { FastifyInstance } from 'fastify';
import { InputError, ok } from '../core/envelope.js';
import {
  checkKeys,
  checkUrl,
  field,
  isPlainObject,
  type JsonObject,
  requireObject,
  urlPattern,
} from '../core/jsonFields.js';
import { INT4_MAX } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { deepMerge, readSiteConfig, writeSiteConfig } from './configRepo.js';

const colorPattern = /^#[0-9a-fA-F]{3,8}$/;

function checkKeysDeep(obj: JsonObject, path: string, depth: number): void {
  if (depth > 6) throw new InputError('配置嵌套过深');
  checkKeys(obj, path ? `${path} ` : '配置');
  for (const [key, value] of Object.entries(obj)) {
    if (isPlainObject(value)) checkKeysDeep(value, path ? `${path}.${key}` : key, depth + 1);
  }
}

/** `_rd_downloadUrl`: one address (site path or http(s); '' for none) for every device, or `{ android, ios }`. */
function checkDownloadUrl(body: JsonObject): void {
  const value = body._rd_downloadUrl;
  const wrong = () =>
    new InputError('字段 _rd_downloadUrl 必须是网址（站内路径或 http(s)），或含 android、ios 网址的对象');
  const check = (link: unknown) => {
    if (typeof link !== 'string' || link.length > 1000 || (link !== '' && !urlPattern.test(link))) {
      throw wrong();
    }
  };
  if (value === undefined) return;
  if (!isPlainObject(value)) return check(value);
  if (Object.keys(value).some((key) => key !== 'android' && key !== 'ios')) throw wrong();
  Object.values(value).forEach(check);
}

/** An address inside one of the config's objects (`_p_wap.paperUrl`): http(s) or a site path, when sent. */
function checkNestedUrl(body: JsonObject, parent: string, key: string): void {
  const within = body[parent];
  if (isPlainObject(within) && within[key] !== undefined) checkUrl(within[key], `${parent}.${key}`);
}

/** A partial site config to deep-merge; the fields the site renders from are type-checked. */
function readConfigPatch(raw: unknown): JsonObject {
  const body = requireObject(raw);
  checkKeysDeep(body, '', 0);
  field.string(body, 'siteName', { max: 60, nonEmpty: true });
  field.int(body, 'siteId', 1, INT4_MAX);
  field.int(body, 'appID', 1, INT4_MAX);
  field.string(body, 'padLogo', { max: 1000, pattern: urlPattern });
  field.string(body, 'padColor', { max: 9, pattern: colorPattern });
  field.string(body, 'topicColor', { max: 9, pattern: colorPattern });
  field.string(body, 'theme', { max: 20, pattern: /^[a-z][a-z-]*$/ });
  for (const flag of ['siteGrey', 'homeFirstScreenGrey', 'detailPageGrey', 'showBackTop'])
    field.oneOf(body, flag, [0, 1]);
  field.int(body, 'padListType', 0, 9);
  field.int(body, 'timeStyle', 1, 7);
  checkDownloadUrl(body);
  checkNestedUrl(body, '_p_wap', 'paperUrl');
  checkNestedUrl(body, 'stats', 'recordUrl');
  return body;
}

export function siteConfigIngestRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.patch('/config', async (request) => {
    const patch = readConfigPatch(request.body);
    const merged = deepMerge((await readSiteConfig(db)) ?? {}, patch);
    await writeSiteConfig(db, merged);
    return ok(merged);
  });
}
