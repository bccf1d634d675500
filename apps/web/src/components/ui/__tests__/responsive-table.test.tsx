import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResponsiveTable } from '../responsive-table';
import type { TableColumn } from '../table-columns';

interface Row {
  id: string;
  title: string;
  price: string;
}

const ROWS: Row[] = [
  { id: '1', title: 'IB Physics', price: '$85/hr' },
  { id: '2', title: 'SAT Maths', price: '$60/hr' },
];

const COLUMNS: TableColumn<Row>[] = [
  { header: 'Title', cell: (row) => row.title, sortKey: 'title' },
  { header: 'Price', cell: (row) => row.price },
  {
    header: 'Actions',
    cell: (row) => <button type="button">Edit {row.title}</button>,
    actions: true,
  },
];

/** The viewport is a phone (below 768 px) or not, as matchMedia answers. */
function viewportIsNarrow(narrow: boolean) {
  vi.mocked(window.matchMedia).mockImplementation(
    (query: string) =>
      ({
        matches: narrow && query.includes('max-width: 767'),
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      }) as unknown as MediaQueryList,
  );
}

type TableProps = Parameters<typeof ResponsiveTable<Row>>[0];

const COURSES_TABLE: TableProps = {
  label: 'Courses',
  items: ROWS,
  rowKey: (row) => row.id,
  columns: COLUMNS,
};

const coursesTable = (props: Partial<TableProps> = {}) => (
  <ResponsiveTable {...COURSES_TABLE} {...props} />
);

const renderTable = (props: Partial<TableProps> = {}) => render(coursesTable(props));

describe('ResponsiveTable', () => {
  it('when the screen is wide, then a table names each row by its first column', () => {
    viewportIsNarrow(false);
    renderTable();

    const table = screen.getByRole('table', { name: 'Courses' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['IB Physics', 'SAT Maths']);
    expect(within(table).getByRole('cell', { name: '$85/hr' })).toBeInTheDocument();
  });

  it('when the screen is a phone, then each row is a card with each column named beside its value', () => {
    viewportIsNarrow(true);
    renderTable();

    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Courses' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText('IB Physics')).toBeInTheDocument();
    expect(first.getByRole('term')).toHaveTextContent('Price');
    expect(first.getByRole('definition')).toHaveTextContent('$85/hr');
    // The actions column's buttons are there once, without a label of their own.
    expect(first.getByRole('button', { name: 'Edit IB Physics' })).toBeInTheDocument();
    expect(first.queryByText('Actions')).not.toBeInTheDocument();
  });

  it('when a sortable header is pressed, then the list is sorted by it, and pressed again the other way', async () => {
    viewportIsNarrow(false);
    const onSort = vi.fn();
    const { rerender } = renderTable({ sort: '-createdAt', onSort });

    const title = screen.getByRole('columnheader', { name: 'Title' });
    expect(title).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(title).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith('title');

    rerender(coursesTable({ sort: 'title', onSort }));
    expect(screen.getByRole('columnheader', { name: 'Title' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(
      within(screen.getByRole('columnheader', { name: 'Title' })).getByRole('button'),
    );
    expect(onSort).toHaveBeenLastCalledWith('-title');
    // A column without a sort key is plain text.
    expect(
      within(screen.getByRole('columnheader', { name: 'Price' })).queryByRole('button'),
    ).toBeNull();
  });
});
