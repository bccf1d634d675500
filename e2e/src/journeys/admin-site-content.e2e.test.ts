import { describe, it } from 'vitest';
import { uniqueSuffix } from '../support/api';
import { openRoute } from '../support/pages';
import { site, sessionAs, useBrowser } from '../support/site';

describe('admin journey: site content', () => {
  const { baseUrl } = site();
  const browser = useBrowser();

  it('when the admin rewrites the history and adds a value, then the home page About Us shows both', async () => {
    const admin = await sessionAs(browser(), 'admin');
    const history = `Founded by two teachers in a spare room, ${uniqueSuffix()}.`;
    const valueTitle = `Patience ${uniqueSuffix()}`;
    await openRoute(admin.page, baseUrl, '/admin/content');
    const form = admin.page.getByRole('form', { name: 'About Us' });
    await form.getByRole('textbox', { name: 'History' }).fill(history);
    await form.getByRole('button', { name: 'Add Value' }).click();
    const rows = await form.getByLabel(/^Value \d+ title$/).count();
    await form.getByLabel(`Value ${rows} title`).fill(valueTitle);
    await form.getByLabel(`Value ${rows} description`).fill('Every question is a good one.');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await form.getByText('Content updated successfully!').waitFor();

    const visitor = await sessionAs(browser(), 'public');
    await openRoute(visitor.page, baseUrl, '/');
    const about = visitor.page.getByRole('region', { name: /About Us/ });
    await about.getByText(history).waitFor();
    await about.getByText(valueTitle).waitFor();
    admin.issues.assertClean('admin site content');
    visitor.issues.assertClean('home about us');
    await admin.close();
    await visitor.close();
  });
});
