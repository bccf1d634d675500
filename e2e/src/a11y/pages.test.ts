import { describe, it } from 'vitest';
import { expectNoSeriousViolations } from '../support/axe';
import { DESKTOP, PHONE } from '../support/browser';
import { pageTour } from '../support/page-tour';
import { SITE_PAGES, openRoute, scrollThroughPage } from '../support/pages';
import { site } from '../support/site';

describe('accessibility of every page (axe-core)', () => {
  const { baseUrl } = site();
  const tour = pageTour(baseUrl);

  it.each(SITE_PAGES)(
    'when $name is shown on a desktop and a phone, then axe finds nothing serious or critical and the page stays clean',
    async (sitePage) => {
      const { page, issues } = await tour.pool.get(sitePage.audience);
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        await openRoute(page, baseUrl, sitePage.path(tour.ids));
        // What is built as the visitor nears it (far sections, a course's booking) is checked too.
        await scrollThroughPage(page);
        const where = `${sitePage.name} at ${viewport.width} px`;
        await expectNoSeriousViolations(page, where);
        issues.assertClean(where);
      }
    },
  );
});
