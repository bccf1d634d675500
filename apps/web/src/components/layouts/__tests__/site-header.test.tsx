import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from '../site-header';

function renderHeader() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <SiteHeader />
    </MemoryRouter>,
  );
}

describe('site header', () => {
  it('when shown, then the main navigation links lead to the spec routes', () => {
    renderHeader();

    const links: [string, string][] = [
      ['Home', '/'],
      ['Courses', '/coursesv2'],
      ['Contact Us', '/contact'],
      ['Admin Panel', '/admin'],
    ];
    for (const [name, href] of links) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('link', { name: 'Summit Tutoring Institute' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('when the menu button is pressed twice, then the mobile menu opens and closes', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('mobile-menu')).toBeNull();

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(menu).toBeInTheDocument();

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Open menu');
    expect(document.getElementById('mobile-menu')).toBeNull();
  });

  it('when a link in the mobile menu is followed, then the menu closes', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('mobile-menu')!;

    await user.click(menu.querySelector('a[href="/contact"]')!);

    expect(document.getElementById('mobile-menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });
});
