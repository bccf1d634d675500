import { TRACK_CODE_LOAD } from '../../vite-plugins/track-code-loads';

const pending = new Set<Promise<unknown>>();

function track<Loaded>(load: Promise<Loaded>): Promise<Loaded> {
  pending.add(load);
  const settled = () => pending.delete(load);
  load.then(settled, settled);
  return load;
}

/** Lets the app's `import()` calls report themselves (vite-plugins/track-code-loads.ts). */
export function trackCodeLoads(): void {
  Object.assign(globalThis, { [TRACK_CODE_LOAD]: track });
}

/** How many of the app's code loads are still on their way. */
export function codeLoadsPending(): number {
  return pending.size;
}

/** Resolves once no code the app asked for is still loading, including code asked for meanwhile. */
export async function codeLoadsSettled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
