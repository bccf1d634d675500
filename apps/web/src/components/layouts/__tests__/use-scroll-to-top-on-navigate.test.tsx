import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useScrollToTopOnNavigate } from '../use-scroll-to-top-on-navigate';

function Page() {
  useScrollToTopOnNavigate();
  const navigate = useNavigate();
  return (
    <>
      <Link to="/contact">Contact</Link>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

describe('useScrollToTopOnNavigate', () => {
  it('when a link opens another page, then it starts at the top; going back leaves the browser to restore', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/']}>
        <Page />
      </MemoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled(); // the first page load is the browser's own (POP)

    await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
