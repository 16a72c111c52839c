// A read that many requests make at once, made once: the keys asked within one turn of the event loop go to the
// database in one query, and each caller gets the answer for its own key. Under load a query per request becomes
// a query per turn; a lone request waits for nothing but the end of its turn.

/** `load` answers the keys it found; a key it leaves out gets `missing`. */
export function batchLoader<K, V>(
  load: (keys: K[]) => Promise<Map<K, V>>,
  missing: V,
): (key: K) => Promise<V> {
  let asked: Map<K, ((answer: Promise<V>) => void)[]> | null = null;

  function flush(batch: Map<K, ((answer: Promise<V>) => void)[]>) {
    const found = load([...batch.keys()]);
    for (const [key, callers] of batch) {
      const answer = found.then((answers) => (answers.has(key) ? (answers.get(key) as V) : missing));
      for (const settle of callers) settle(answer);
    }
  }

  return (key) =>
    new Promise<V>((resolve, reject) => {
      if (!asked) {
        const batch = new Map<K, ((answer: Promise<V>) => void)[]>();
        asked = batch;
        setImmediate(() => {
          asked = null;
          flush(batch);
        });
      }
      const callers = asked.get(key) ?? [];
      callers.push((answer) => answer.then(resolve, reject));
      asked.set(key, callers);
    });
}
