import { legalPagesEndpoint, PUBLIC_SCREENS, type LegalPageName } from '@tutoring/shared';
import { legalPagesStore } from '../legal-pages/legal-pages.store';
import { paragraph } from './page-html-parts';
import { at, home, type PageSite } from './page-content';
import { described, type PublicPage } from './public-page';

/**
 * The privacy notice or the terms (issue 33): the institute's title, and its Markdown as
 * escaped paragraphs of words (`paragraph`, as every long text of the path URLs).
 */
export async function legalPage(pageSite: PageSite, name: LegalPageName): Promise<PublicPage> {
  const { site, origin } = pageSite;
  const legal = await legalPagesStore.get(name);
  const { title, body } = legal;
  const path = PUBLIC_SCREENS[name].path;
  return {
    path,
    title,
    // `described` makes its snippet of the words, without the Markdown's marks.
    description: described(site, name, body || `${title}: ${site.name}.`),
    h1: title,
    main: paragraph(body),
    breadcrumbs: [home(pageSite), at(origin, path, title)],
    jsonLd: [],
    reads: {
      [legalPagesEndpoint.path.replace(':name', name)]: { [legalPagesEndpoint.itemKey]: legal },
    },
  };
}
