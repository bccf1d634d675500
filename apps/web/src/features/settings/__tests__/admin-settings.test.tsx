import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applyStoredTheme } from '../../../lib/theme-store';
import { mockFetch } from '../../../test/fetch-mock';
import { renderElement } from '../../../test/render-screen';
import { siteSettingsRoute } from '../../../test/site-settings-fixture';
import { AdminSettings } from '../components/admin-settings';

function renderSettings(stored?: string) {
  if (stored) window.localStorage.setItem('theme', stored);
  applyStoredTheme();
  mockFetch(siteSettingsRoute());
  renderElement(<AdminSettings />);
}

describe('admin settings', () => {
  it('when opened, then the seven themes are offered with label, description and preview', () => {
    renderSettings();

    expect(screen.getByRole('heading', { name: 'Admin Settings' })).toBeInTheDocument();
    const group = screen.getByRole('radiogroup', { name: 'Choose Theme' });
    expect(group).toBeInTheDocument();
    const options = screen.getAllByRole('radio');
    expect(options.map((option) => option.querySelector('[id$="-label"]')?.textContent)).toEqual([
      'Light',
      'Dark',
      'Neon',
      'Vibrant',
      'Sunrise',
      'Ocean',
      'Forest',
    ]);
    const ocean = screen.getByRole('radio', { name: 'Ocean' });
    expect(ocean).toHaveAccessibleDescription('Deep sea blue with bright sky and teal highlights.');
    expect(ocean.querySelectorAll('[style*="background-color"]')).toHaveLength(4);
  });

  it('when nothing is stored, then dark is the highlighted theme', () => {
    renderSettings();

    expect(screen.getByRole('radio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'Light' })).toHaveAttribute('aria-checked', 'false');
  });

  it('when a theme is stored, then it is the highlighted one', () => {
    renderSettings('forest');

    expect(screen.getByRole('radio', { name: 'Forest' })).toHaveAttribute('aria-checked', 'true');
  });

  it('when a theme is chosen, then it applies at once and is stored under "theme"', async () => {
    renderSettings();

    await userEvent.click(screen.getByRole('radio', { name: 'Sunrise' }));

    expect(screen.getByRole('radio', { name: 'Sunrise' })).toHaveAttribute('aria-checked', 'true');
    expect(window.localStorage.getItem('theme')).toBe('sunrise');
    expect(document.body.dataset.theme).toBe('sunrise');
  });

  it('when an arrow key is pressed, then the next theme is chosen and focused', async () => {
    renderSettings('light');
    screen.getByRole('radio', { name: 'Light' }).focus();

    await userEvent.keyboard('{ArrowRight}');

    expect(screen.getByRole('radio', { name: 'Dark' })).toHaveFocus();
    expect(window.localStorage.getItem('theme')).toBe('dark');
  });

  it('when opened, then a Site section sits beside Choose Theme with the institute filled in', async () => {
    renderSettings();

    expect(screen.getByRole('heading', { level: 2, name: 'Choose Theme' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Site' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Site' });
    expect(form).toBeInTheDocument();
    expect(screen.getByLabelText('Institute name')).toHaveValue('Harbour Lights Academy');
  });
});
