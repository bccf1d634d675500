import type { Generations } from './generations';

/**
 * Runs work that changes what kept answers of `resources` show, then moves those resources on
 * before anything is answered, so no kept answer outlives the change. Also when the work
 * fails: it may have changed something before failing.
 */
export const movingOn =
  (generations: Generations, resources: string[]) =>
  async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } finally {
      await generations.bump(resources);
    }
  };
