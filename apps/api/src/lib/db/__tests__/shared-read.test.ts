import { describe, expect, it } from 'vitest';
import { sharedRead } from '../shared-read';

/** A read the test finishes by hand, counting how often it was started. */
function controlledRead() {
  const started: { finish: (value: number) => void; fail: (error: Error) => void }[] = [];
  const read = () =>
    new Promise<number>((resolve, reject) => started.push({ finish: resolve, fail: reject }));
  return { read, started };
}

describe('sharedRead', () => {
  it('when callers come while a read is under way, then they share its answer', async () => {
    const { read, started } = controlledRead();
    const shared = sharedRead(read);

    const answers = Promise.all([shared(), shared(), shared()]);
    started[0]!.finish(7);

    expect(await answers).toEqual([7, 7, 7]);
    expect(started).toHaveLength(1);
  });

  it('when a caller comes after the read finished, then it reads again', async () => {
    const { read, started } = controlledRead();
    const shared = sharedRead(read);
    const first = shared();
    started[0]!.finish(1);
    await first;

    const second = shared();
    started[1]?.finish(2);

    expect(await second).toBe(2);
    expect(started).toHaveLength(2);
  });

  it('when the read fails, then every waiting caller hears it and the next call reads again', async () => {
    const { read, started } = controlledRead();
    const shared = sharedRead(read);
    const waiting = Promise.allSettled([shared(), shared()]);
    started[0]!.fail(new Error('database away'));

    expect((await waiting).map((result) => result.status)).toEqual(['rejected', 'rejected']);
    const next = shared();
    started[1]?.finish(3);
    expect(await next).toBe(3);
  });
});
