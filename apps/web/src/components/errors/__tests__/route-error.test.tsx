import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../route-error';

function Broken(): never {
  throw new Error('The course list could not be drawn.');
}

function Pages() {
  const { pathname } = useLocation();
  return (
    <>
      <Link to="/">Home</Link>
      <RouteErrorBoundary resetKey={pathname}>
        <Routes>
          <Route path="/" element={<h1>Welcome</h1>} />
          <Route path="/broken" element={<Broken />} />
        </Routes>
      </RouteErrorBoundary>
    </>
  );
}

describe('route error screen', () => {
  it('when a page throws, then the error screen shows its title, the message and a way home', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Pages />
      </MemoryRouter>,
    );

    expect(
      screen.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The course list could not be drawn.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('when the visitor leaves the failed page, then the next page shows instead of the error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Pages />
      </MemoryRouter>,
    );

    await userEvent.click(screen.getByRole('link', { name: 'Back to home' }));

    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(screen.queryByText('The course list could not be drawn.')).not.toBeInTheDocument();
  });
});
