import { createRequire } from 'node:module';
import { collectStdout, REPO_ROOT, startChild } from '../lib/processes';

const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  total: number;
}

interface AutocannonJson {
  requests: { average: number };
  latency: { p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
}

/** autocannon in its own process (its CLI), so the load generator never shares a server's process. */
export async function runAutocannon(
  url: string,
  connections: number,
  seconds: number,
  /** Requests per second offered in all (autocannon's overall rate); as fast as answered without. */
  rate?: number,
): Promise<LoadResult> {
  const child = startChild(
    process.execPath,
    [
      autocannonCli,
      '--json',
      '-c',
      String(connections),
      '-d',
      String(seconds),
      ...(rate ? ['--overallRate', String(rate)] : []),
      url,
    ],
    { cwd: REPO_ROOT },
  );
  const output = await collectStdout(child);
  const line = output.trim().split('\n').pop() ?? '';
  const result = JSON.parse(line) as AutocannonJson;
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result['2xx'] + result.non2xx,
  };
}
