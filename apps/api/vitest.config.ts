import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One database server per run (docs/API.md section 3: decide once per run).
    globalSetup: ['test/global-setup.ts'],
    // Each test file connects to a database of its own and drops it afterwards.
    setupFiles: ['test/setup-database.ts'],
    testTimeout: 20_000,
    hookTimeout: 240_000,
    env: { NODE_ENV: 'test' },
  },
});
