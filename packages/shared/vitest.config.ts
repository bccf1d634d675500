import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A test waits as long as a person would: vitest's 5 s default was passed by a right test
    // (the zone rules' first load) on this 2-core machine while builds ran beside it.
    testTimeout: 60_000,
  },
});
