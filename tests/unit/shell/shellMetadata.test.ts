// The shell's metadata around the loaders it reads: the guard, the site config and the messages.
jest.mock('server-only', () => ({}));
jest.mock('@/lib/guard/readGuard', () => ({
  readGuard: async () => ({ route: 'aboutUs', title: '' }),
}));
jest.mock('@/lib/api/siteConfig', () => ({ loadSiteConfig: async () => ({ siteName: '临江新闻' }) }));
jest.mock('@/lib/i18n/translations', () => ({
  getTranslations: async () => (key: string) => key,
}));

import { shellMetadata } from '@/components/shell/shellMetadata';

describe('shell metadata', () => {
  const env = { ...process.env };
  afterEach(() => {
    process.env = { ...env };
  });

  it('names the bundled icon at the root of a site without a base path', async () => {
    delete process.env.BUILD_TYPE;
    delete process.env.TEMPLATE_PATH;
    expect((await shellMetadata()).icons).toEqual({ icon: '/logo-fallback.svg' });
  });

  it('names it below the base path, where Next serves public/', async () => {
    process.env.BUILD_TYPE = 'wap';
    process.env.TEMPLATE_PATH = 'default';
    expect((await shellMetadata()).icons).toEqual({ icon: '/wap/default/logo-fallback.svg' });
  });
});
