/**
 * A read that concurrent callers share: while one is under way, a caller gets its answer
 * instead of starting another. Under load, a hundred requests needing the same small read
 * cost one query; alone, a caller waits for nobody. Its answer is at most one query old, as
 * if the caller had come a moment earlier. Callers share the answer: none may change it.
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let underWay: Promise<T> | undefined;
  return () => {
    underWay ??= read().finally(() => {
      underWay = undefined;
    });
    return underWay;
  };
}
