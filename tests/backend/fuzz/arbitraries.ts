// What the fuzz suite sends: parameter values and JSON bodies a careless or hostile client might, built from a
// few dictionaries (the parameter names the backend reads, the CMS's example bodies) so that a good share of
// requests gets past the first check and reaches the handlers and the database.
import fc from 'fast-check';
import type { Method } from './routeTable';

/** Characters that broke something once or could: NUL and other C0 controls, DEL, bidi and zero-width marks, a lone surrogate. */
const nastyUnit = fc.oneof(
  // NUL most of all: PostgreSQL refuses it in text and jsonb, where the other controls are stored.
  { weight: 2, arbitrary: fc.constant('\u0000') },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 0x1f }).map((code) => String.fromCharCode(code)) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('\u007f', '\u202e', '\u200b', '\ufeff', '\ud800', '\udfff', '\u2028'),
  },
);
const plainUnit = fc.constantFrom(
  'a',
  'Z',
  '1',
  '中',
  ' ',
  ',',
  '%',
  "'",
  '"',
  '<',
  '>',
  '\\',
  '&',
  '=',
  '/',
);

export const nastyString = fc.string({
  unit: fc.oneof({ weight: 2, arbitrary: plainUnit }, { weight: 1, arbitrary: nastyUnit }),
  minLength: 1,
  maxLength: 24,
});

const hugeString = fc
  .tuple(fc.constantFrom(300, 5_000, 120_000), fc.constantFrom('x', '中', '\u0000', '1'))
  .map(([length, unit]) => unit.repeat(length));

/** Values that mean something to some operation: ids near the demo's, limits, dates, URLs, phones. */
const meaningful = fc.constantFrom(
  '',
  '0',
  '-1',
  '1.5',
  '2147483647',
  '2147483648',
  '99999999999999999999',
  '1e3',
  ' 1',
  'null',
  'true',
  '[object Object]',
  '13800138000',
  '19900000000',
  '123456',
  '2020-02-30',
  '2024-01-15',
  '2024-01',
  '1700000000000',
  'javascript:alert(1)',
  'https://example.com/a.png',
  '/demo/a.svg',
  '1,2,3',
  '1,,x',
  'xy1234567890',
  'linjiang2024',
);

export const paramValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -2, max: 40 }).map(String) },
  { weight: 3, arbitrary: meaningful },
  { weight: 3, arbitrary: nastyString },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 16 }) },
  { weight: 1, arbitrary: hugeString },
);

/** Every name the reader operations read (grep `params` in backend/), and the request context's. */
const PARAM_NAMES = [
  'action',
  'actionTime',
  'advId',
  'appKey',
  'articleID',
  'birthday',
  'catID',
  'channel',
  'classifyId',
  'code',
  'colID',
  'columnId',
  'confirmPassword',
  'dataType',
  'date',
  'device',
  'deviceid',
  'devid',
  'eventType',
  'field',
  'fileId',
  'groupId',
  'head',
  'id',
  'innerEditor',
  'intro',
  'inviteCode',
  'js',
  'keyword',
  'kind',
  'moduleId',
  'month',
  'nickname',
  'oid',
  'page',
  'pageSize',
  'paperId',
  'password',
  'phone',
  'platform',
  'position',
  'previewToken',
  'provider',
  'refer',
  'refreshToken',
  'sex',
  'shareChanel',
  'showStatusType',
  'sign',
  'size',
  'state',
  'subjectId',
  'tagId',
  'time',
  'ts',
  'type',
  'unionid',
  'url',
  'userUuid',
  'verifyCode',
];
const CONTEXT_NAMES = ['siteId', 'appID', 'apiVersion', 't', 'signature'];

const oddName = fc.oneof(
  fc.string({ maxLength: 12 }),
  nastyString,
  fc.constantFrom('__proto__', 'constructor'),
);

/** What most operations need to get past their first check: ids of the demo site, a device, a page. */
const plausible = fc.record({
  fileId: fc.integer({ min: 1, max: 62 }).map(String),
  columnId: fc.integer({ min: 1, max: 17 }).map(String),
  id: fc.integer({ min: 1, max: 30 }).map(String),
  device: fc.constantFrom('xy1234567890', 'xyfuzz'),
  page: fc.constantFrom('1', '2'),
});

/** Query or form fields: mostly names the operations read, now and then a name nobody reads. */
const someParams: fc.Arbitrary<Record<string, string>> = fc
  .array(
    fc.tuple(
      fc.oneof(
        { weight: 8, arbitrary: fc.constantFrom(...PARAM_NAMES) },
        { weight: 1, arbitrary: fc.constantFrom(...CONTEXT_NAMES) },
        { weight: 1, arbitrary: oddName },
      ),
      paramValue,
    ),
    { maxLength: 8 },
  )
  .map((entries) => {
    const params: Record<string, string> = Object.create(null) as Record<string, string>;
    for (const [name, value] of entries) params[name] = value;
    return params;
  });

/** Fields for an operation; half the time over a plausible base, so that handlers see more than a missing id. */
export const fuzzParams: fc.Arbitrary<Record<string, string>> = fc
  .tuple(fc.option(plausible), someParams)
  .map(([base, params]) => Object.assign(Object.create(null) as Record<string, string>, base, params));

/** `{"a":{"a":…1…}}` or `[[…]]`, `depth` levels, as text: JSON.stringify would blow the test's own stack. */
export function deepJson(depth: number, inside: 'object' | 'array', under?: string): string {
  const [open, close] = inside === 'object' ? ['{"a":', '}'] : ['[', ']'];
  const value = `${open.repeat(depth)}1${close.repeat(depth)}`;
  return under === undefined ? value : `{${JSON.stringify(under)}:${value}}`;
}

export const depth = fc.constantFrom(40, 1_000, 100_000);

const jsonLeaf = fc.oneof(
  { weight: 3, arbitrary: paramValue },
  { weight: 2, arbitrary: fc.integer({ min: -3, max: 40 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** A JSON value of any type, nested a little. */
export const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: jsonLeaf },
  { weight: 1, arbitrary: fc.array(jsonLeaf, { maxLength: 4 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.constantFrom('a', 'url', 'name', 'fileId'), jsonLeaf, { maxKeys: 3 }),
  },
  { weight: 1, arbitrary: fc.array(fc.dictionary(oddName, jsonLeaf, { maxKeys: 3 }), { maxLength: 2 }) },
);

const DROP = Symbol('drop');

/**
 * An example body with one or two fields dropped or replaced (the others stay valid, so a bad value reaches the
 * handler and the database rather than the first check), and now and then a field it does not have.
 */
export function mutatedBody(example: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(example);
  // A string field mostly gets a nasty string (the values that reached the database and broke it), others any type.
  const replacement = (key: string) =>
    typeof example[key] === 'string'
      ? fc.oneof(
          { weight: 1, arbitrary: fc.constant<typeof DROP>(DROP) },
          { weight: 4, arbitrary: nastyString },
          { weight: 1, arbitrary: jsonValue },
        )
      : fc.oneof(
          { weight: 1, arbitrary: fc.constant<typeof DROP>(DROP) },
          { weight: 1, arbitrary: nastyString },
          { weight: 3, arbitrary: jsonValue },
        );
  const changes =
    keys.length === 0
      ? fc.constant([])
      : fc.array(
          fc.constantFrom(...keys).chain((key) => replacement(key).map((value) => [key, value] as const)),
          { minLength: 1, maxLength: 2 },
        );
  const extra = fc.oneof(
    { weight: 3, arbitrary: fc.constant({}) },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...PARAM_NAMES), oddName), jsonValue, { maxKeys: 2 }),
    },
  );
  return fc.tuple(changes, extra).map(([changed, added]) => {
    const body: Record<string, unknown> = { ...example };
    for (const [key, value] of changed) {
      if (value === DROP) delete body[key];
      else body[key] = value;
    }
    for (const [key, value] of Object.entries(added)) {
      Object.defineProperty(body, key, { value, enumerable: true, configurable: true, writable: true });
    }
    return body;
  });
}

/** Bodies no operation accepts, each with the content type it claims. */
export const unsupportedBody = fc.constantFrom(
  { contentType: 'text/plain', payload: 'fileId=1' },
  { contentType: 'text/plain; charset=utf-8', payload: '{"fileId":1}' },
  { contentType: 'application/xml', payload: '<a>1</a>' },
  { contentType: 'text/html', payload: '<p>1</p>' },
  {
    contentType: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
  },
  { contentType: 'application/octet-stream', payload: '\u0000\u0001' },
  { contentType: 'image/png', payload: 'PNG' },
);

/** Bodies that claim a supported type and break it. */
export const malformedBody = fc.constantFrom(
  { contentType: 'application/json', payload: '{"a":' },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: '{"__proto__":{"x":1}}' },
  { contentType: 'application/json', payload: '{"constructor":{"prototype":{"x":1}}}' },
  { contentType: 'application/json', payload: '"\\u0000"' },
  { contentType: 'application/json', payload: '[1,2]' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=%ZZ&%00=1&b' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'id=1&id=2' },
);

export const anyMethod = fc.constantFrom<Method>('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS');
