import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

function renderPagination(page: number, total: number, onPage = vi.fn()) {
  render(
    <Pagination
      label="Activity pages"
      page={page}
      limit={50}
      total={total}
      noun={['entry', 'entries']}
      onPage={onPage}
    />,
  );
  return onPage;
}

describe('pagination', () => {
  it('when on the first of three pages, then Previous is disabled and Next asks for page 2', async () => {
    const onPage = renderPagination(1, 120);

    const nav = screen.getByRole('navigation', { name: 'Activity pages' });
    expect(nav).toHaveTextContent('Page 1 of 3');
    expect(nav).toHaveTextContent('120 entries');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('when there is one item, then the singular noun is used and both buttons are disabled', () => {
    renderPagination(1, 1);

    expect(screen.getByText('1 entry')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
