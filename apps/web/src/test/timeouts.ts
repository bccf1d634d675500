/**
 * How long a test may wait for the screen, and how long it may run. Generous on purpose: a
 * test must not depend on the speed of the machine it runs on (see setup.ts).
 */
export const ASYNC_UTIL_TIMEOUT_MS = 30_000;

/** Room for a couple of full waits in one test. */
export const TEST_TIMEOUT_MS = 2 * ASYNC_UTIL_TIMEOUT_MS;
