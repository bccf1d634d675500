import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Tests that move hundreds of megabytes take minutes: `npm run test:large` runs them
    // (vitest.large.config.ts), so `npm test` stays quick enough to run before every commit.
    exclude: ['**/node_modules/**', '**/*.large.test.ts'],
    // One database server per run (docs/API.md section 3: decide once per run).
    globalSetup: ['test/global-setup.ts'],
    // Each test file connects to a database of its own and drops it afterwards; passwords are
    // hashed at bcrypt's lowest cost (test/fast-password-hashing.ts says why).
    setupFiles: ['test/fast-password-hashing.ts', 'test/setup-database.ts'],
    // Test files share a worker's imported modules (the whole app, Mongoose, the drivers)
    // instead of importing them again per file: importing was a large share of the suite's time
    // (docs/decisions/0034-test-suites-time.md). Each file still gets its own database
    // (setup-database.ts); no API test mocks a module (vi.mock would leak).
    isolate: false,
    // Vitest's default leaves a core to its main process: one worker on a 2-core machine. The
    // files wait on the database and child processes as much as on the CPU, so a worker per
    // core shortens the suite a lot, and each file still has its own database.
    maxWorkers: '100%',
    // A test waits as long as a person would for what it drives (a dozen bcrypt checks, a
    // database round trip per request): on this 2-core machine, shared with builds, 20 s was
    // passed by tests that were right, so only a hang fails by time.
    testTimeout: 60_000,
    hookTimeout: 240_000,
    env: { NODE_ENV: 'test' },
  },
});
