import type { ApiClient } from '@/lib/api/createApiClient';

/** A page's worth of modules: the registry starts empty. */
async function freshRegistry() {
  let mod!: typeof import('@/lib/api/browserClient');
  await jest.isolateModulesAsync(async () => {
    mod = await import('@/lib/api/browserClient');
  });
  return mod;
}

const client = (name: string) => ({ name }) as unknown as ApiClient;

describe("the page's client as lib/api reaches it", () => {
  it('is refused before the page runtime says how to load it', async () => {
    const { browserClient } = await freshRegistry();
    await expect(browserClient()).rejects.toThrow(/before the page runtime provided it/);
  });

  it('loads through the first loader given, each time it is asked for', async () => {
    const { browserClient, provideBrowserClient } = await freshRegistry();
    const load = jest.fn(async () => client('first'));
    provideBrowserClient(load);
    provideBrowserClient(async () => client('second'));
    await expect(browserClient()).resolves.toEqual({ name: 'first' });
    await browserClient();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
