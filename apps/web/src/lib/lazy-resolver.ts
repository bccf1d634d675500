import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose code (zod and the schema, JavaScript to download and evaluate) loads
 * the first time the form validates, or earlier through `preload`, instead of before the page
 * can paint. The visitor reads the page while it loads; by the time they have typed into a
 * field it is there.
 */
export function lazyResolver<Input extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Input, Context, Output>>,
): { resolver: Resolver<Input, Context, Output>; preload: () => void } {
  let loading: Promise<Resolver<Input, Context, Output>> | undefined;
  const get = () => {
    // A failed download (flaky network) is tried again on the next validation.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => void get().catch(() => undefined),
  };
}
