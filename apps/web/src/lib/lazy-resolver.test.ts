import { describe, expect, it, vi } from 'vitest';
import type { Resolver } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const valid: Resolver<Values> = async (values) => ({ values, errors: {} });

describe('lazyResolver', () => {
  it('when the form validates twice, then the validation code is loaded once and answers both', async () => {
    const load = vi.fn(async () => valid);
    const { resolver } = lazyResolver(load);

    const first = await resolver({ name: 'Asha' }, undefined, options);
    const second = await resolver({ name: 'Ravi' }, undefined, options);

    expect(load).toHaveBeenCalledTimes(1);
    expect(first.values).toEqual({ name: 'Asha' });
    expect(second.values).toEqual({ name: 'Ravi' });
  });

  it('when preloaded, then the first validation does not load it again', async () => {
    const load = vi.fn(async () => valid);
    const { resolver, preload } = lazyResolver(load);

    preload();
    await resolver({ name: 'Asha' }, undefined, options);

    expect(load).toHaveBeenCalledTimes(1);
  });

  it('when the download fails, then that validation fails and the next one tries again', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(valid);
    const { resolver, preload } = lazyResolver(load);

    preload(); // a failed preload is not an unhandled rejection
    await expect(resolver({ name: 'Asha' }, undefined, options)).rejects.toThrow('offline');
    const retried = await resolver({ name: 'Asha' }, undefined, options);

    expect(load).toHaveBeenCalledTimes(2);
    expect(retried.errors).toEqual({});
  });
});
