import { onTestFailed } from 'vitest';

/**
 * Where a test was when it failed: the steps it marked, with the seconds since it started,
 * printed only if it fails. A test that runs out of time is told only "timed out"; with the
 * trail, the log says which page, width and step it was at (the layout tour's home once timed
 * out in CI with nothing more). Call it inside the test.
 */
export function trail(): (step: string) => void {
  const started = Date.now();
  const steps: string[] = [];
  onTestFailed(() => {
    console.error(`the steps before the failure:\n${steps.join('\n')}`);
  });
  return (step) => {
    steps.push(`${((Date.now() - started) / 1000).toFixed(1)} s  ${step}`);
  };
}
