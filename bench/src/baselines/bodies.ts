import { readFileSync } from 'node:fs';

/** The exact bytes and content type the product answered for each path. */
export interface RecordedBody {
  contentType: string;
  bodyBase64: string;
}

export type RecordedBodies = Record<string, RecordedBody>;

/** Baseline servers read the recorded bodies from the file named by BENCH_BODIES. */
export function loadRecordedBodies(): Map<string, { contentType: string; body: Buffer }> {
  const file = process.env.BENCH_BODIES;
  if (!file) throw new Error('BENCH_BODIES is not set');
  const recorded = JSON.parse(readFileSync(file, 'utf8')) as RecordedBodies;
  return new Map(
    Object.entries(recorded).map(([path, { contentType, bodyBase64 }]) => [
      path,
      { contentType, body: Buffer.from(bodyBase64, 'base64') },
    ]),
  );
}

/** Prints the port the way the orchestrator waits for it. */
export function announce(port: number): void {
  console.log(`listening on ${port}`);
}
