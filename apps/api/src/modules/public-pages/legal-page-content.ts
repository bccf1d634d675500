import { legalPagesEndpoint, PUBLIC_SCREENS, type LegalPageName } from '@tutoring/shared';
import { legalPagesStore } from '../legal-pages/legal-pages.store';
import { paragraph } from './page-html-parts';
import { at, home, type PageSite } from './page-content';
import { described, type PublicPage } from './public-page';

/** Markdown read as text for a snippet: links keep their words, marks go. */
const plainText = (markdown: string) =>
  markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*>\s?/gm, '')
    .replace(/[#*_`]/g, '');

/**
 * The privacy notice or the terms (issue 33), as the app shows them: the institute's title,
 * and its text in paragraphs (blank lines part them; text, never HTML).
 */
export async function legalPage(pageSite: PageSite, name: LegalPageName): Promise<PublicPage> {
  const { site, origin } = pageSite;
  const legal = await legalPagesStore.get(name);
  const { title, body } = legal;
  const path = PUBLIC_SCREENS[name].path;
  const paragraphs = body.split(/\n\s*\n/).map((part) => part.trim());
  return {
    path,
    title,
    description: described(site, name, plainText(body) || `${title}: ${site.name}.`),
    h1: title,
    main: paragraphs.map(paragraph).join('\n'),
    breadcrumbs: [home(pageSite), at(origin, path, title)],
    jsonLd: [],
    reads: {
      [legalPagesEndpoint.path.replace(':name', name)]: { [legalPagesEndpoint.itemKey]: legal },
    },
  };
}
