import { createRequire } from 'node:module';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = (require('axe-core') as { source: string }).source;

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

/** One violation as a person reads it: rule, impact, help, and each element it found. */
function describe(violation: AxeViolation): string {
  const nodes = violation.nodes.map(
    (node) =>
      `    - ${JSON.stringify(node.target)}\n      ${node.html.slice(0, 200)}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
  );
  return `[${violation.impact}] ${violation.id}: ${violation.help}\n${nodes.join('\n')}`;
}

/** Runs axe-core on the page as it is now; answers the serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  // The site's CSP forbids inline scripts (addScriptTag); evaluate goes through DevTools.
  if (!injected) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document)) as { violations: unknown[] };
    return result.violations;
  });
  return (violations as AxeViolation[]).filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
}

/** Fails with a readable list when axe finds anything serious or critical. */
export async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const found = await seriousViolations(page);
  expect(found.map(describe).join('\n\n'), `axe on ${where}`).toBe('');
}
