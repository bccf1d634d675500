import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { codeLoadsSettled, trackCodeLoads } from './code-loads';
import { restoreFreshPage } from './fresh-page';
import { ASYNC_UTIL_TIMEOUT_MS } from './timeouts';

// A test waits for what a person would wait for (a heading, a dialog), as long as a loaded CI
// machine may take to show it: the first visit to a lazy screen transforms its module on
// demand, and that alone has taken over a second. A wait ends as soon as its condition holds,
// so a generous limit costs nothing when the machine is fast.
configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });

trackCodeLoads();

beforeEach(() => {
  window.localStorage.clear();
  // jsdom implements neither; the scroll helper and ScrollRestoration call them.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  window.matchMedia = vi.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(() => false),
  })) as unknown as typeof window.matchMedia;
});

afterEach(() => {
  cleanup();
});

// Setup files run once per test file. A file ends once the code it asked for has arrived (a
// load cut off by the file's end would stay broken for the next files: src/test/code-loads.ts),
// and the next file finds the page as a fresh import leaves it.
afterAll(async () => {
  await codeLoadsSettled();
  restoreFreshPage();
});
