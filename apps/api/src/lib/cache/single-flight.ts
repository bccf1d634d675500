/**
 * Concurrent calls for one key share one run of the work, per instance: when a kept answer
 * expires under load, every request that finds it gone would otherwise build it again at
 * once, each with its own reads and render, just when the answer is most asked for. The run
 * is forgotten as soon as it settles: a result is kept only where the caller keeps it, and a
 * failure reaches the requests that were waiting for that run and no later one.
 */
export function singleFlight<Result>(): (
  key: string,
  work: () => Promise<Result>,
) => Promise<Result> {
  const running = new Map<string, Promise<Result>>();
  return (key, work) => {
    const under = running.get(key);
    if (under) return under;
    const run = Promise.resolve()
      .then(work)
      .finally(() => running.delete(key));
    running.set(key, run);
    return run;
  };
}
