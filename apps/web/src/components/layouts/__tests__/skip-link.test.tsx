import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

describe('skip link', () => {
  it('when the first Tab lands on "Skip to content" and it is pressed, then the main content has focus', async () => {
    const user = userEvent.setup();
    mockFetch();
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in to your account' });

    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('when a public page shows, then it has header, navigation, main and footer landmarks', async () => {
    mockFetch();
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Create your account' });

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(1);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });
});
