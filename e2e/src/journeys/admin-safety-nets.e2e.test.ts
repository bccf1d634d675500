import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Page } from 'playwright-core';
import { alertDialogNamed, dialogNamed } from '../support/admin';
import { apiCall } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { openRoute } from '../support/pages';
import { site, sessionAs, useBrowser } from '../support/site';

const MB = 1024 * 1024;
/** The smallest file the API's type sniffing takes for a PDF. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

interface AuditPage {
  total: number;
  entries: { entityId: string }[];
}

/** The uploads the audit trail knows of: every stored file is recorded there. */
function uploadsRecorded(baseUrl: string, token: string): Promise<AuditPage> {
  return apiCall<AuditPage>(baseUrl, 'GET', '/audit?action=upload&entity=file&limit=100', {
    token,
  });
}

/**
 * A file of `bytes` zeros on disk. Given as a path, Chromium reads it itself; given as a buffer,
 * Playwright copies it into the page as base64, which for a file this large takes longer on a
 * busy machine than an action may.
 */
function largeFile(name: string, bytes: number): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-upload-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, name);
  writeFileSync(file, Buffer.alloc(bytes));
  return file;
}

/** Slows the page's uploads to `bytesPerSecond` (Chromium's network emulation). */
async function throttleUploads(page: Page, bytesPerSecond: number): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

describe('admin journey: safety nets', () => {
  const { baseUrl, adminAuth } = site();
  const browser = useBrowser();

  it('when the admin uploads a large resource file, then the progress moves, Cancel upload stops it and nothing is stored', async () => {
    const { page, issues, close } = await sessionAs(browser(), 'admin');
    const before = await uploadsRecorded(baseUrl, adminAuth.token);
    await openRoute(page, baseUrl, '/admin/resources');
    await throttleUploads(page, 2 * MB);
    await page.getByRole('button', { name: 'Add Resource' }).click();
    const form = dialogNamed(page, 'Add Resource');

    await form.getByLabel('Upload a file').setInputFiles(largeFile('lesson.mp4', 30 * MB));
    const progress = form.getByRole('progressbar', { name: 'Uploading file' });
    const percent = async () => Number(await progress.getAttribute('value'));
    await expect.poll(percent).toBeGreaterThan(0);
    const first = await percent();
    await expect.poll(percent).toBeGreaterThan(first);
    expect(await form.getByRole('button', { name: 'Add Resource' }).isDisabled()).toBe(true);
    await form.getByRole('button', { name: 'Cancel upload' }).click();

    await form.getByText('Upload cancelled.').waitFor();
    expect(await form.getByLabel('File URL').inputValue()).toBe('');
    expect(await form.getByRole('button', { name: 'Add Resource' }).isDisabled()).toBe(false);
    // A small file after it is stored and recorded; the cancelled one, had it been stored,
    // would have been recorded before it.
    await form.getByLabel('Upload a file').setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await form.getByText('File uploaded; its link is filled in below.').waitFor();
    const storedId = (await form.getByLabel('File URL').inputValue()).split('/').pop();
    await expect
      .poll(async () => (await uploadsRecorded(baseUrl, adminAuth.token)).entries[0]?.entityId)
      .toBe(storedId);
    expect((await uploadsRecorded(baseUrl, adminAuth.token)).total).toBe(before.total + 1);
    issues.assertClean('upload cancelled');
    await close();
  });

  it('when an edited testimony dialog is closed with Escape, then it asks before discarding', async () => {
    const { page, issues, close } = await sessionAs(browser(), 'admin');
    await openRoute(page, baseUrl, '/admin/testimonies');
    await page.getByRole('button', { name: 'Add Testimony' }).click();
    const form = dialogNamed(page, 'Add Testimony');
    await form.getByLabel('Student name').fill('Mia Chen');

    await page.keyboard.press('Escape');
    const question = alertDialogNamed(page, 'Discard unsaved changes?');
    await question.waitFor();
    await expectNoSeriousViolations(page, 'the discard question');
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await form.getByLabel('Student name').inputValue()).toBe('Mia Chen');

    await page.keyboard.press('Escape');
    await question.getByRole('button', { name: 'Discard' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Add Testimony' }).click();
    expect(await form.getByLabel('Student name').inputValue()).toBe('');
    issues.assertClean('discard question');
    await close();
  });
});
