import requestConfig from '@/lib/i18n/request';

let lang = '';
let stored: string | undefined;

jest.mock('next-intl/server', () => ({ getRequestConfig: (create: unknown) => create }));
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: () => (stored === undefined ? undefined : { value: stored }) }),
}));
jest.mock('@/lib/api/siteConfig', () => ({ loadSiteConfig: async () => ({ lang }) }));

const config = () =>
  (
    requestConfig as unknown as () => Promise<{
      locale: string;
      timeZone: string;
      messages: { routes: object };
    }>
  )();

describe("next-intl's request config", () => {
  it("writes every date in the site's one time zone, China's", async () => {
    expect((await config()).timeZone).toBe('Asia/Shanghai');
  });

  it('takes the locale from site config, else the stored language, else cn, with its messages', async () => {
    lang = 'en';
    stored = 'fr';
    const english = await config();
    expect(english.locale).toBe('en');
    expect(english.messages.routes).toHaveProperty('home', 'Home');
    lang = '';
    expect((await config()).locale).toBe('fr');
    stored = undefined;
    expect((await config()).locale).toBe('cn');
  });
});
