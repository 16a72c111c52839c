// What a request may carry, checked before any route sees it: JSON no deeper than MAX_JSON_DEPTH (counted on the
// text, so a 100,000-deep body never reaches a recursive parser, serializer or the database), no body type but
// form and JSON (415 otherwise), and text without the characters PostgreSQL cannot store (nor, from the CMS, any
// other control but tab, line feed and carriage return).
import type { FastifyInstance } from 'fastify';
import { InputError } from './envelope.js';

/**
 * The CMS's deepest body, a paper (its layouts, their articles, each article's region of points), nests 7 levels;
 * 32 leaves room.
 */
export const MAX_JSON_DEPTH = 32;

/** A body the parser refuses: HTTP 400 on every service, with this message in the envelope. */
export class MalformedBody extends Error {
  readonly statusCode = 400;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/** Whether JSON text nests arrays and objects deeper than `max`; brackets inside strings do not count. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (OPENERS.has(code)) {
      depth += 1;
      if (depth > max) return true;
    } else if (CLOSERS.has(code)) {
      depth -= 1;
    }
  }
  return false;
}

/** What no text may hold: NUL, which PostgreSQL text and jsonb cannot, and lone surrogates, which jsonb refuses. */
export const UNSTORABLE = /[\u0000\ud800-\udfff]/u;
/**
 * What CMS text may not hold either: the other C0 controls but tab, line feed and carriage return. Reader operations
 * check their own text with messages the site translates (`昵称含有不支持的字符`), so there only UNSTORABLE is refused
 * up front.
 */
export const CONTROL_OR_UNSTORABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800-\udfff]/u;

/** Why `text` is refused, in the reader's language, or null when it is not. */
export function refusedCharacter(text: string, refused: RegExp = UNSTORABLE): string | null {
  const found = refused.exec(text)?.[0];
  if (found === undefined) return null;
  const code = `U+${found.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
  if (found.charCodeAt(0) >= 0x20) return `不能含有不成对的代理字符 ${code}`;
  return refused === CONTROL_OR_UNSTORABLE
    ? `不能含有控制字符 ${code}（只允许制表、换行和回车）`
    : `不能含有控制字符 ${code}`;
}

interface TextRule {
  /** What the parts of the input are called: 字段 on ingest, 参数 on reader operations. */
  noun: string;
  refused: RegExp;
}

/** Every string in a JSON value, keys included, with its path (`layouts[0].name`). */
function checkValue(value: unknown, path: string, rule: TextRule): void {
  if (typeof value === 'string') {
    const problem = refusedCharacter(value, rule.refused);
    if (problem) throw new InputError(`${rule.noun} ${path} ${problem}`);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => checkValue(item, `${path}[${index}]`, rule));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const problem = refusedCharacter(key, rule.refused);
      if (problem) throw new InputError(`${rule.noun}名 ${JSON.stringify(key)} ${problem}`);
      checkValue(item, path === '' ? key : `${path}.${key}`, rule);
    }
  }
}

const ingestText: TextRule = { noun: '字段', refused: CONTROL_OR_UNSTORABLE };
const readerText: TextRule = { noun: '参数', refused: UNSTORABLE };

/** JSON and form bodies only, JSON no deeper than MAX_JSON_DEPTH, no refused character anywhere in the input. */
export function registerInputChecks(app: FastifyInstance): void {
  // Fastify parses text/plain by default; no operation takes it, so it is answered 415 like any other type.
  app.removeContentTypeParser('text/plain');
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new MalformedBody(`请求内容嵌套不能超过 ${MAX_JSON_DEPTH} 层`), undefined);
      return;
    }
    parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request) => {
    // An unknown path is answered 404 whatever it carries.
    if (request.is404) return;
    const rule = request.url.startsWith('/ingest/') ? ingestText : readerText;
    checkValue(request.params, '', { ...rule, noun: '路径参数' });
    checkValue(request.query, '', { ...rule, noun: '参数' });
    checkValue(request.body, '', rule);
  });
}
