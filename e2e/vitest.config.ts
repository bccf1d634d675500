import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/support/global-setup.ts'],
    // One shared server and a 2-core machine: one file at a time, one test at a time.
    fileParallelism: false,
    sequence: { concurrent: false },
    testTimeout: 180_000,
    hookTimeout: 120_000,
    // globalSetup may build FerretDB on a first run; its own timeout lives in support/server.ts.
    teardownTimeout: 60_000,
    reporters: ['default'],
    // Polls wait on the app, not on a clock; a loaded machine needs the room.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
