import { AsyncLocalStorage } from 'node:async_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { timeoutSignal } from '@/lib/api/fetchOptions';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a request's context, holding the signal made inside it (a render's deadline), is collected after. */
async function requestCollected(makeSignal: (ms: number) => AbortSignal) {
  const requests = new AsyncLocalStorage<{ deadline?: AbortSignal }>();
  let request!: WeakRef<object>;
  requests.run({}, () => {
    const store = requests.getStore() as { deadline?: AbortSignal };
    store.deadline = makeSignal(10);
    request = new WeakRef(store);
  });
  await settle(50);
  for (let i = 0; i < 5; i += 1) {
    gc();
    await settle(0);
  }
  return request.deref() === undefined;
}

describe('timeoutSignal', () => {
  it('aborts with a TimeoutError after its time', async () => {
    const signal = timeoutSignal(20);
    expect(signal.aborted).toBe(false);
    await settle(60);
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toMatchObject({ name: 'TimeoutError' });
  });

  it('lets go of the request it was made in once it fired, which AbortSignal.timeout does not on Node 20', async () => {
    expect(await requestCollected(timeoutSignal)).toBe(true);
  });
});
