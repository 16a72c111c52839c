/**
 * A side block's data (related, hot, counts): its failure is logged and the block shows nothing, while the page
 * around it renders. Everything a screen cannot do without is awaited directly and fails to `error.tsx`.
 */
export async function settle<T>(call: Promise<T>, what: string): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    console.error(`${what} failed`, error);
    return null;
  }
}
