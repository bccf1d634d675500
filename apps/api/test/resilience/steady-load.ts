/** One request of the steady load, as the client saw it. */
export interface Sample {
  kind: 'read' | 'contact';
  startedAt: number;
  endedAt: number;
  /** 0 when no HTTP answer came (network error or the client's own timeout). */
  status: number;
  code?: string;
  /** The contact message's unique name, to look it up in the database afterwards. */
  name?: string;
}

export interface LoadOptions {
  baseUrl: string;
  concurrency: number;
  adminAuthorization: string;
  marker: string;
  /** A request still unanswered after this long counts as hung (status 0). */
  clientTimeoutMs: number;
}

let sequence = 0;

async function oneRequest(options: LoadOptions, kind: Sample['kind']): Promise<Sample> {
  const startedAt = Date.now();
  const name = kind === 'contact' ? `${options.marker}-${(sequence += 1)}` : undefined;
  const init: RequestInit =
    kind === 'read'
      ? // An admin read skips the anonymous cache, so every read reaches the database.
        { headers: { authorization: options.adminAuthorization } }
      : {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name, course: 'SAT' }),
        };
  const path = kind === 'read' ? '/api/coursesv2' : '/api/contact';
  try {
    const res = await fetch(`${options.baseUrl}${path}`, {
      ...init,
      signal: AbortSignal.timeout(options.clientTimeoutMs),
    });
    const body = (await res.json().catch(() => ({}))) as { code?: string };
    return { kind, startedAt, endedAt: Date.now(), status: res.status, code: body.code, name };
  } catch {
    return { kind, startedAt, endedAt: Date.now(), status: 0, name };
  }
}

/** `concurrency` loops of reads and contact posts, back to back, until stop() is called. */
export function startSteadyLoad(options: LoadOptions) {
  const samples: Sample[] = [];
  let running = true;
  const loops = Array.from({ length: options.concurrency }, async (_, index) => {
    for (let i = index; running; i += 1) {
      samples.push(await oneRequest(options, i % 2 === 0 ? 'read' : 'contact'));
    }
  });
  return {
    samples,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}
