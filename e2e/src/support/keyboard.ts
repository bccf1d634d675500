import type { Page } from 'playwright-core';

/** What the focused element is called: its label, aria-label or text. */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '';
    const labelled = element.getAttribute('aria-label');
    if (labelled) return labelled;
    // A form control's own label, whether it points at the control or holds it.
    const label = (element as HTMLInputElement).labels?.[0];
    return (label?.textContent ?? element.textContent ?? '').trim();
  });
}

/**
 * Presses Tab (the keyboard only) until the focused element is called `name`; fails after
 * `limit` presses, so a page without a way there is a failure, not a hang.
 */
export async function tabTo(page: Page, name: string, limit = 60): Promise<void> {
  const seen: string[] = [];
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    const current = await focusedName(page);
    if (current === name) return;
    seen.push(current);
  }
  throw new Error(`Tab never reached "${name}"; it went through: ${seen.join(' | ')}`);
}

/** Is the focused element inside the open dialog? */
export function focusIsInDialog(page: Page): Promise<boolean> {
  return page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
}
