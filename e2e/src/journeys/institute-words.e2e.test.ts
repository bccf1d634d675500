import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aboutContentEndpoint,
  homeContentEndpoint,
  siteSettingsEndpoint,
  type AboutContent,
  type HomeContent,
  type SiteSettings,
} from '@tutoring/shared';
import type { Page } from 'playwright-core';
import { apiCall, newTeamMember, uniqueSuffix } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { DESKTOP, PHONE } from '../support/browser';
import { openRoute, scrollThroughPage } from '../support/pages';
import { pngWidth, screenshotAt } from '../support/screenshots';
import { site, sessionAs, useBrowser } from '../support/site';

/** Every amount written with a currency sign or code in front: "$1,250", "₹2,50,000", "Rs 500". */
const PRICE = /(?:US\$|Rs\.?|[$₹€£])\s?\d[\d,]*(?:\.\d+)?/g;
/** Rupees with Indian grouping: the last three digits, then pairs ("₹2,50,000", "₹999.50"). */
const RUPEES_IN_INDIAN_GROUPING = /^₹(?:\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3})(?:\.\d+)?$/;

/** The prices in a text that are not rupees in Indian grouping ("$2,500", "₹250,000"). */
const pricesNotInRupees = (text: string) =>
  (text.match(PRICE) ?? []).filter((price) => !RUPEES_IN_INDIAN_GROUPING.test(price));

/** The visible text of the page's body: what a visitor reads. */
const visibleText = (page: Page) => page.locator('body').innerText();

/** The share page's body as text (it sends browsers on at once, so it is read, not opened). */
async function sharePageText(baseUrl: string, courseId: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/share/coursesv2/${courseId}`);
  expect(answer.status).toBe(200);
  const body = /<body>([\s\S]*)<\/body>/.exec(await answer.text())?.[1] ?? '';
  return body
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/**
 * The institute's own words. Staff change the home page's copy, the currency and a
 * category, write About Us in Markdown and preview it before saving; visitors see each change.
 */
describe("admin journey: the institute's own words", () => {
  const { baseUrl, adminAuth } = site();
  const token = adminAuth.token;
  const browser = useBrowser();
  let settings: SiteSettings;
  let home: HomeContent;
  let about: AboutContent;

  // Settings, home page and About Us are single documents every later journey reads: they are
  // put back afterwards (the category list by position, so the rename is undone too).
  beforeAll(async () => {
    settings = (await apiCall<{ site: SiteSettings }>(baseUrl, 'GET', siteSettingsEndpoint.path))
      .site;
    home = (await apiCall<{ home: HomeContent }>(baseUrl, 'GET', homeContentEndpoint.path)).home;
    about = (await apiCall<{ about: AboutContent }>(baseUrl, 'GET', aboutContentEndpoint.path))
      .about;
  });
  afterAll(async () => {
    await apiCall(baseUrl, 'PUT', siteSettingsEndpoint.path, { token, body: settings });
    await apiCall(baseUrl, 'PUT', homeContentEndpoint.path, { token, body: home });
    await apiCall(baseUrl, 'PUT', aboutContentEndpoint.path, { token, body: about });
  });

  it('when staff edit the hero and hide a claim, then the public home page shows the headline and not the claim', async () => {
    const headline = `CBSE and JEE coaching in Pune ${uniqueSuffix()}`;
    const hidden = home.claims[1]!;
    const admin = await sessionAs(browser(), 'admin');
    await openRoute(admin.page, baseUrl, '/admin/home');
    const form = admin.page.getByRole('form', { name: 'Home page' });
    await form.getByLabel(/^Headline/).fill(headline);
    await form.getByLabel('Hide claim 2').check();
    await expectNoSeriousViolations(admin.page, 'admin Home page screen');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await form.getByText('Home page saved.').waitFor();

    const visitor = await sessionAs(browser(), 'public');
    const homeContentReads: string[] = [];
    visitor.page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api${homeContentEndpoint.path}`)
        homeContentReads.push(request.url());
    });
    await openRoute(visitor.page, baseUrl, '/');
    const h1 = visitor.page.getByRole('heading', { level: 1 });
    await expect.poll(() => h1.textContent()).toBe(headline);
    // The page at / holds the home words in its inline reads: the hero waits for no request.
    expect(homeContentReads).toEqual([]);
    const hero = visitor.page.locator('section').filter({ has: h1 });
    await hero.getByText(home.claims[0]!.label, { exact: true }).waitFor();
    expect(await hero.getByText(hidden.label, { exact: true }).count()).toBe(0);
    // The issue's pictures of the edited words: the public page and the screen that edits it.
    for (const viewport of [PHONE, DESKTOP]) {
      const shots = [
        await screenshotAt(visitor.page, 'home-page-edited', viewport),
        await screenshotAt(admin.page, 'admin-home-page-screen', viewport),
      ];
      for (const shot of shots) expect(pngWidth(shot)).toBe(viewport.width);
    }
    admin.issues.assertClean('admin home page');
    visitor.issues.assertClean('public home with edited words');
    await admin.close();
    await visitor.close();
  });

  it('when the currency is INR and the locale en-IN, then every price on the home page, both catalogues, the course pages and the share page is in ₹ with Indian grouping', async () => {
    const tutor = await newTeamMember(baseUrl, token, `Meera Iyer ${uniqueSuffix()}`);
    const title = `JEE Physics ${uniqueSuffix()}`;
    const { course } = await apiCall<{ course: { _id: string } }>(baseUrl, 'POST', '/coursesv2', {
      token,
      body: {
        title,
        description: 'Mechanics to modern physics.',
        instructor: tutor._id,
        price: { hourly: 2500, package: 250000 },
        status: 'published',
      },
    });
    const v1Title = `NEET Biology ${uniqueSuffix()}`;
    const { course: v1 } = await apiCall<{ course: { _id: string } }>(baseUrl, 'POST', '/courses', {
      token,
      body: {
        title: v1Title,
        category: settings.courseCategories[0],
        price: 125000,
        duration: 120,
        instructor: { _id: tutor._id },
      },
    });
    const admin = await sessionAs(browser(), 'admin');
    await openRoute(admin.page, baseUrl, '/admin/settings');
    const form = admin.page.getByRole('form', { name: 'Site' });
    await form.getByLabel('Currency', { exact: true }).fill('INR');
    await form.getByLabel('Locale', { exact: true }).fill('en-IN');
    await form.getByRole('button', { name: 'Save Site Settings' }).click();
    await form.getByText('Settings saved.').waitFor();

    const visitor = await sessionAs(browser(), 'public');
    const { page } = visitor;
    const expectEveryPriceInRupees = async (where: string) =>
      expect(pricesNotInRupees(await visibleText(page)), where).toEqual([]);

    // Home: the course cards (the whole list expanded) and a course's modal.
    await openRoute(page, baseUrl, '/');
    await scrollThroughPage(page);
    const more = page.getByRole('button', { name: /^View \d+ More Course/ });
    if ((await more.count()) > 0) await more.click();
    const card = page.getByRole('button', { name: new RegExp(title) });
    await card.getByText('₹2,500/hr').waitFor();
    await expectEveryPriceInRupees('home page');
    await card.click();
    const modal = page.getByRole('dialog', { name: title });
    await modal.getByText('₹2,500/hr').waitFor();
    await modal.getByText('₹2,50,000').waitFor();
    await expectEveryPriceInRupees('home page course modal');

    await openRoute(page, baseUrl, '/coursesv2');
    await page.getByRole('article').filter({ hasText: title }).getByText('₹2,500/hr').waitFor();
    await expectEveryPriceInRupees('v2 catalogue');

    await openRoute(page, baseUrl, '/courses');
    await page.getByRole('article').filter({ hasText: v1Title }).getByText('₹1,25,000').waitFor();
    await expectEveryPriceInRupees('v1 catalogue');

    await openRoute(page, baseUrl, `/coursesv2/${course._id}`);
    const pricing = page.getByRole('complementary').filter({ hasText: 'Pricing Options' });
    await pricing.getByText('₹2,500/hr').waitFor();
    await pricing.getByText('₹2,50,000').waitFor();
    await expectEveryPriceInRupees('v2 course page');

    await openRoute(page, baseUrl, `/courses/${v1._id}`);
    await page.getByText('₹1,25,000').first().waitFor();
    await expectEveryPriceInRupees('v1 course page');

    const shared = await sharePageText(baseUrl, course._id);
    // The course page's pricing card, as the app renders it on the server.
    expect(shared).toMatch(/Hourly Rate [^₹$]*₹2,500\/hr/);
    expect(shared).toMatch(/Monthly Package [^₹$]*₹2,50,000/);
    expect(pricesNotInRupees(shared), 'share page').toEqual([]);
    admin.issues.assertClean('admin settings: money');
    visitor.issues.assertClean('prices in rupees');
    await admin.close();
    await visitor.close();
  });

  it('when staff rename a course category, then its course shows the new name', async () => {
    const tutor = await newTeamMember(baseUrl, token, `Ravi Kumar ${uniqueSuffix()}`);
    const position = settings.courseCategories.length;
    const old = settings.courseCategories[position - 1]!;
    const renamed = `Board Exams ${uniqueSuffix()}`;
    const { course } = await apiCall<{ course: { _id: string } }>(baseUrl, 'POST', '/courses', {
      token,
      body: {
        title: `Class 12 Chemistry ${uniqueSuffix()}`,
        category: old,
        price: 900,
        duration: 40,
        instructor: { _id: tutor._id },
      },
    });
    const admin = await sessionAs(browser(), 'admin');
    await openRoute(admin.page, baseUrl, '/admin/settings');
    const form = admin.page.getByRole('form', { name: 'Site' });
    const row = form.getByLabel(`Course category ${position}`, { exact: true });
    expect(await row.inputValue()).toBe(old);
    await row.fill(renamed);
    await form.getByRole('button', { name: 'Save Site Settings' }).click();
    await form.getByText('Settings saved.').waitFor();

    const visitor = await sessionAs(browser(), 'public');
    await openRoute(visitor.page, baseUrl, `/courses/${course._id}`);
    await visitor.page.getByText(renamed, { exact: true }).first().waitFor();
    admin.issues.assertClean('admin settings: categories');
    visitor.issues.assertClean('v1 course in the renamed category');
    await admin.close();
    await visitor.close();
  });

  it('when About Us is written in Markdown and previewed, then the preview shows the unsaved list, the public page only after saving, and a javascript: link is no link', async () => {
    const item = `Weekly tests ${uniqueSuffix()}`;
    const history = `Our promise:\n\n- Small batches\n- ${item}\n\n[Click me](javascript:alert(1))`;
    const admin = await sessionAs(browser(), 'admin');
    await openRoute(admin.page, baseUrl, '/admin/content');
    const form = admin.page.getByRole('form', { name: 'About Us' });
    await form.getByRole('textbox', { name: 'History' }).fill(history);
    // The toolbar by keyboard alone: one Tab stop before 'Show formatted' and the text, arrows
    // between its buttons, Enter.
    const text = form.getByRole('textbox', { name: 'History' });
    await text.press('Control+End');
    await text.pressSequentially('\n\nProud');
    for (let i = 0; i < 'Proud'.length; i += 1) await text.press('Shift+ArrowLeft');
    await admin.page.keyboard.press('Shift+Tab');
    await admin.page.keyboard.press('Shift+Tab');
    const toolbar = form.getByRole('toolbar', { name: 'Format History' });
    await expect
      .poll(() => toolbar.evaluate((bar) => bar.contains(document.activeElement)))
      .toBe(true);
    const focusedName = () =>
      admin.page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    for (let i = 0; i < 6 && (await focusedName()) !== 'Bold'; i += 1) {
      await admin.page.keyboard.press('ArrowRight');
    }
    expect(await focusedName()).toBe('Bold');
    await admin.page.keyboard.press('Enter');
    await expect.poll(() => text.inputValue()).toMatch(/\*\*Proud\*\*$/);
    await form.getByRole('button', { name: 'Preview About Us' }).click();
    const preview = admin.page.getByRole('dialog', { name: 'Preview: About Us' });
    await preview.getByRole('listitem').filter({ hasText: item }).waitFor();
    await preview.locator('strong', { hasText: 'Proud' }).waitFor();
    await expectNoSeriousViolations(admin.page, 'About Us preview');
    await preview.getByRole('button', { name: 'Close' }).click();
    await preview.waitFor({ state: 'detached' });

    const visitor = await sessionAs(browser(), 'public');
    await openRoute(visitor.page, baseUrl, '/');
    const aboutUs = visitor.page.getByRole('region', { name: /About Us/ });
    await aboutUs.waitFor();
    expect(await aboutUs.getByText(item).count()).toBe(0);

    await form.getByRole('button', { name: 'Save Changes' }).click();
    await form.getByText('Content updated successfully!').waitFor();
    await openRoute(visitor.page, baseUrl, '/');
    await aboutUs.getByRole('listitem').filter({ hasText: item }).waitFor();
    await aboutUs.getByText('Click me').waitFor();
    expect(await aboutUs.getByRole('link', { name: 'Click me' }).count()).toBe(0);
    admin.issues.assertClean('admin About Us in Markdown');
    visitor.issues.assertClean('public About Us in Markdown');
    await admin.close();
    await visitor.close();
  });

  it('when a visitor follows the footer link, then the privacy notice shows', async () => {
    const visitor = await sessionAs(browser(), 'public');
    await openRoute(visitor.page, baseUrl, '/');
    await visitor.page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Privacy Notice' })
      .click();
    await visitor.page.getByRole('heading', { level: 1, name: 'Privacy Notice' }).waitFor();
    expect(new URL(visitor.page.url()).hash).toBe('#/privacy');
    visitor.issues.assertClean('privacy notice from the footer');
    await visitor.close();
  });
});
