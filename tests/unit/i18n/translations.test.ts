import cn from '@/messages/cn.json';
import en from '@/messages/en.json';

let locale = 'cn';
jest.mock('next-intl/server', () => ({
  getLocale: async () => locale,
  getMessages: async ({ locale: asked }: { locale?: string } = {}) =>
    (asked ?? locale) === 'en' ? { ...cn, ...en } : cn,
  getTimeZone: async () => 'Asia/Shanghai',
}));

// Every IntlMessageFormat resolves its locale through this when it is built; the formatters are Intl's. Watched
// before the modules load, which take Intl's constructors as they find them.
const resolved = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
const dateFormats = jest.spyOn(Intl, 'DateTimeFormat');
let getTranslations: typeof import('@/lib/i18n/translations').getTranslations;
let getSiteFormatter: typeof import('@/lib/i18n/formatter').getSiteFormatter;

beforeAll(async () => {
  ({ getTranslations } = await import('@/lib/i18n/translations'));
  ({ getSiteFormatter } = await import('@/lib/i18n/formatter'));
});

beforeEach(() => {
  locale = 'cn';
  resolved.mockClear();
  dateFormats.mockClear();
});

describe('getTranslations over the process-wide parsed messages', () => {
  it('writes messages with values as next-intl does, in the namespace asked for', async () => {
    const t = await getTranslations('time');
    expect(t('minutes', { n: 5 })).toBe('5分钟前');
    const all = await getTranslations();
    expect(all('comment.heading', { count: 3 })).toBe('评论 3');
  });

  it("parses a message once for every later render: a second request's page builds nothing", async () => {
    const first = await getTranslations('comment');
    expect(first('heading', { count: 12 })).toBe('评论 12');
    const built = resolved.mock.calls.length;
    const second = await getTranslations('comment');
    expect(second('heading', { count: 40 })).toBe('评论 40');
    expect(resolved.mock.calls.length).toBe(built);
  });

  it('keeps each language apart, by the locale of the request or the one asked for', async () => {
    const zh = await getTranslations('comment');
    locale = 'en';
    const ofRequest = await getTranslations('comment');
    expect(ofRequest('heading', { count: 2 })).toBe(en.comment.heading.replace('{count}', '2'));
    expect(zh('heading', { count: 2 })).toBe('评论 2');
    locale = 'cn';
    const asked = await getTranslations({ locale: 'en', namespace: 'comment' });
    expect(asked('heading', { count: 2 })).toBe(en.comment.heading.replace('{count}', '2'));
  });

  it("shares Intl's formatters with the site formatter: a second render builds none", async () => {
    const day = new Date('2026-11-28T02:00:00Z');
    const first = await getSiteFormatter();
    const written = first.dateTime(day, { month: 'long', day: 'numeric' });
    expect(written).toBe('11月28日');
    const built = dateFormats.mock.calls.length;
    expect(built).toBeGreaterThan(0);
    const second = await getSiteFormatter();
    expect(second.dateTime(day, { month: 'long', day: 'numeric' })).toBe(written);
    expect(dateFormats.mock.calls.length).toBe(built);
  });
});
