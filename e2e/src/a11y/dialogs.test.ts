import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousViolations } from '../support/axe';
import { DESKTOP, PHONE, launchBrowser } from '../support/browser';
import { openRoute, scrollThroughPage, type Audience } from '../support/pages';
import { SessionPool, site } from '../support/site';

interface OpenDialog {
  name: string;
  audience: Audience;
  path: string;
  /** Opens it the way a user does; answers once it shows. */
  open: (page: Page) => Promise<void>;
}

const clickThen =
  (button: string | RegExp, dialog: string | RegExp, role: 'dialog' | 'alertdialog' = 'dialog') =>
  async (page: Page) => {
    await page.getByRole('button', { name: button }).first().click();
    await page.getByRole(role, { name: dialog }).waitFor();
  };

/** Every kind of modal of the site, open: axe only sees what is on screen. */
const DIALOGS: readonly OpenDialog[] = [
  {
    name: 'home course modal',
    audience: 'public',
    path: '/',
    open: clickThen(/IB Mathematics Analysis/, /IB Mathematics Analysis/),
  },
  {
    name: 'home team profile',
    audience: 'public',
    path: '/',
    open: async (page) => {
      const toggle = page.getByRole('button', { name: 'Show bio of Dr. Anika Sharma' });
      await toggle.click();
      const card = page.getByRole('listitem').filter({ has: toggle });
      await card.getByRole('button', { name: 'View Full Profile' }).click();
      await page.getByRole('dialog', { name: 'Dr. Anika Sharma' }).waitFor();
    },
  },
  {
    name: 'admin add v2 course',
    audience: 'admin',
    path: '/admin/coursesv2',
    open: clickThen('Add New Course', 'Add New Course'),
  },
  {
    name: 'admin delete confirmation',
    audience: 'admin',
    path: '/admin/coursesv2',
    open: clickThen(/^Delete/, 'Please confirm', 'alertdialog'),
  },
  {
    name: 'admin add v1 course',
    audience: 'admin',
    path: '/admin/courses',
    open: clickThen('Add Course', 'Add New Course'),
  },
  {
    name: 'admin add resource',
    audience: 'admin',
    path: '/admin/resources',
    open: clickThen('Add Resource', 'Add Resource'),
  },
  {
    name: 'admin add team member',
    audience: 'admin',
    path: '/admin/team',
    open: clickThen('Add Team Member', 'Add Team Member'),
  },
  {
    name: 'admin add testimony',
    audience: 'admin',
    path: '/admin/testimonies',
    open: clickThen('Add Testimony', 'Add Testimony'),
  },
  {
    name: "admin tutor's calendar feed",
    audience: 'admin',
    path: '/admin/team',
    open: clickThen(/^Calendar feed of /, /^Calendar feed: /),
  },
  {
    name: 'admin preview of About Us',
    audience: 'admin',
    path: '/admin/content',
    open: clickThen('Preview About Us', 'Preview: About Us'),
  },
  {
    name: 'admin preview of the home page',
    audience: 'admin',
    path: '/admin/home',
    open: clickThen('Preview Home page', 'Preview: Home page'),
  },
  {
    name: 'admin preview of a v2 course',
    audience: 'admin',
    path: '/admin/coursesv2',
    open: async (page) => {
      await clickThen('Add New Course', 'Add New Course')(page);
      await clickThen('Preview course', 'Preview: course')(page);
    },
  },
  {
    name: "admin preview of a v1 course's details",
    audience: 'admin',
    path: '/admin/courses',
    open: async (page) => {
      await page
        .getByRole('link', { name: /^Course Details/ })
        .first()
        .click();
      await page.getByRole('textbox', { name: 'Overview', exact: true }).waitFor();
      await clickThen('Preview course', 'Preview: course')(page);
    },
  },
  {
    name: 'admin preview of a team member',
    audience: 'admin',
    path: '/admin/team',
    open: async (page) => {
      await clickThen('Add Team Member', 'Add Team Member')(page);
      await clickThen('Preview team member', 'Preview: team member')(page);
    },
  },
  {
    name: "tutor's new calendar URL warning",
    audience: 'tutor',
    path: '/admin/my-calendar',
    open: clickThen('New URL', 'Please confirm', 'alertdialog'),
  },
];

describe('accessibility of open modals (axe-core)', () => {
  const { baseUrl } = site();
  let browser: Browser;
  let pool: SessionPool;

  beforeAll(async () => {
    browser = await launchBrowser();
    pool = new SessionPool(browser);
  });
  afterAll(async () => {
    await pool?.closeAll();
    await browser?.close();
  });

  it.each(DIALOGS)(
    'when the $name is open on a desktop and a phone, then axe finds nothing serious or critical',
    async (dialog) => {
      const { page, issues } = await pool.get(dialog.audience);
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        await openRoute(page, baseUrl, dialog.path);
        // Parts far down a page (the home page's courses and team) are built as a visitor nears them.
        await scrollThroughPage(page);
        await dialog.open(page);
        const where = `${dialog.name} at ${viewport.width} px`;
        await expectNoSeriousViolations(page, where);
        issues.assertClean(where);
      }
    },
  );
});
