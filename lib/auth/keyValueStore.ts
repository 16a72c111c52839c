// The storage the session machinery keeps its tokens in: localStorage in the browser (spec section 9: tokens
// live in local storage), a Map on the server.

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function memoryStore(): KeyValueStore {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

/** `own` for the given keys, `shared` for every other: one reader's tokens over a process's app auth. */
export function overlayStore(
  shared: KeyValueStore,
  own: KeyValueStore,
  keys: readonly string[],
): KeyValueStore {
  const pick = (key: string) => (keys.includes(key) ? own : shared);
  return {
    getItem: (key) => pick(key).getItem(key),
    setItem: (key, value) => pick(key).setItem(key, value),
    removeItem: (key) => pick(key).removeItem(key),
  };
}
