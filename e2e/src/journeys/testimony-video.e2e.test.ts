import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { uniqueSuffix, uploadFile } from '../support/api';
import { dialogNamed } from '../support/admin';
import { openRoute, scrollThroughPage } from '../support/pages';
import { site, sessionAs, useBrowser } from '../support/site';

const YOUTUBE_ID = 'M7lc1UVf-VE';
const NO_COOKIE_EMBED = `https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}`;

/** The smallest file the API's type sniffing takes for an mp4: an 'ftyp' box. */
const MP4_HEADER = Buffer.from('000000186674797069736f6d0000020069736f6d6d703431', 'hex');

async function addTestimony(page: Page, studentName: string, videoUrl: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Testimony' }).click();
  const form = dialogNamed(page, 'Add Testimony');
  await form.getByLabel('Student name').fill(studentName);
  await form.getByLabel('Testimony text').fill(`${studentName} improved a whole grade.`);
  await form.getByLabel('Video URL').fill(videoUrl);
  await form.getByRole('button', { name: 'Save Testimony' }).click();
  await form.waitFor({ state: 'detached' });
  await page.getByRole('heading', { name: studentName }).waitFor();
}

describe('admin journey: testimonies with videos', () => {
  const { baseUrl, adminAuth } = site();
  const browser = useBrowser();

  it('when testimonies with a YouTube and an mp4 link are added, then on the home page each plays only on click, one at a time, YouTube through its no-cookie host', async () => {
    const admin = await sessionAs(browser(), 'admin');
    const mp4Path = await uploadFile(baseUrl, adminAuth.token, {
      name: 'testimony.mp4',
      type: 'video/mp4',
      data: MP4_HEADER,
    });
    const youTubeStudent = `Student YT ${uniqueSuffix()}`;
    const mp4Student = `Student MP4 ${uniqueSuffix()}`;
    await openRoute(admin.page, baseUrl, '/admin/testimonies');
    await addTestimony(admin.page, youTubeStudent, `https://www.youtube.com/watch?v=${YOUTUBE_ID}`);
    await addTestimony(admin.page, mp4Student, `${baseUrl}${mp4Path}`);
    admin.issues.assertClean('admin testimonies');
    await admin.close();

    const { page, issues, close } = await sessionAs(browser(), 'public');
    // The embed's host is asked for only after the click; it is aborted, never contacted.
    const youTubeRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname.endsWith('youtube-nocookie.com'))
        youTubeRequests.push(request.url());
    });
    issues.allowExternalHost(/(^|\.)youtube-nocookie\.com$/);
    issues.allowConsoleError(/youtube-nocookie\.com/);
    await openRoute(page, baseUrl, '/');
    await scrollThroughPage(page);
    const item = (name: string) =>
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    const youTube = item(youTubeStudent);
    const mp4 = item(mp4Student);
    await youTube.scrollIntoViewIfNeeded();
    expect(await page.locator('iframe, video').count()).toBe(0);
    expect(youTubeRequests).toEqual([]);

    await youTube.getByRole('button', { name: 'Watch Video Testimonial' }).click();
    const frame = youTube.locator('iframe');
    expect(await frame.getAttribute('src')).toBe(NO_COOKIE_EMBED);
    expect(await frame.getAttribute('title')).toBe(`Video testimonial from ${youTubeStudent}`);
    await youTube.getByRole('button', { name: 'Hide Video' }).waitFor();

    await mp4.getByRole('button', { name: 'Watch Video Testimonial' }).click();
    const video = mp4.locator('video');
    await video.waitFor();
    expect(await video.locator('source').getAttribute('src')).toBe(`${baseUrl}${mp4Path}`);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(await page.locator('video').count()).toBe(1);
    await youTube.getByRole('button', { name: 'Watch Video Testimonial' }).waitFor();

    await mp4.getByRole('button', { name: 'Hide Video' }).click();
    await video.waitFor({ state: 'detached' });
    expect(await page.locator('iframe, video').count()).toBe(0);

    issues.assertClean('testimony videos on the home page');
    await close();
  });
});
