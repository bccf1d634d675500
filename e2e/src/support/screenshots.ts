import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { scrollThroughPage } from './pages';
import { REPO_ROOT } from './server';

/** Screenshots a journey takes on purpose (e2e/output/ is ignored by git). */
export const SCREENSHOT_DIR = path.join(REPO_ROOT, 'e2e', 'output', 'screenshots');

/** A PNG's width in pixels, read from its IHDR chunk (right after the 8-byte signature). */
export function pngWidth(file: string): number {
  return readFileSync(file).readUInt32BE(16);
}

/**
 * The whole page at the viewport's width once it has settled again, saved as
 * `<name>-<width>.png`; answers the file's path.
 */
export async function screenshotAt(
  page: Page,
  name: string,
  viewport: { width: number; height: number },
): Promise<string> {
  await page.setViewportSize(viewport);
  // Read through (parts far down are built as a visitor nears them), then from the top: a
  // sticky header is drawn where the page was scrolled to.
  await scrollThroughPage(page);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}-${viewport.width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
