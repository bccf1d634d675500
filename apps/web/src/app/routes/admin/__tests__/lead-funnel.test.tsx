import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminDashboardRoute } from '../dashboard';
import { signIn, signOut } from '../../../../lib/auth-store';
import { callsTo, jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { queryOf } from '../../../../features/contact/__tests__/contact-fixtures';
import { renderElement } from '../../../../test/render-screen';

const ADA = { id: 'a1', email: 'admin@example.com', name: 'Ada Admin', role: 'admin' } as const;
const FUNNEL = [
  { key: 'google', leads: 3, contacted: 3, demoScheduled: 2, enrolled: 1 },
  { key: '(direct)', leads: 1, contacted: 1, demoScheduled: 1, enrolled: 1 },
];

afterEach(() => signOut());

describe('admin dashboard: the lead funnel', () => {
  it('when it loads, then a table names each source and its stages, and grouping by course asks again', async () => {
    signIn({ token: 'token-a1', user: ADA });
    const fetchMock = mockFetch({
      'GET /api/stats/funnel': () => jsonResponse({ funnel: FUNNEL }),
    });
    renderElement(<AdminDashboardRoute />);

    const table = await screen.findByRole('table', { name: /Leads by source/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Source', 'Leads', 'Contacted', 'Demo scheduled', 'Enrolled']);
    const google = within(table).getByRole('row', { name: /google/ });
    expect(
      within(google)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '3', '2', '1']);

    await userEvent.selectOptions(screen.getByLabelText('Group by'), 'course');

    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /api/stats/funnel').at(-1)![0]).toContain('by=course'),
    );
  });

  it('when there are figures, then a chart beside the table points screen readers to it', async () => {
    signIn({ token: 'token-a1', user: ADA });
    mockFetch({ 'GET /api/stats/funnel': () => jsonResponse({ funnel: FUNNEL }) });
    renderElement(<AdminDashboardRoute />);

    const chart = await screen.findByRole('img', { name: /Lead funnel chart/ });
    const table = screen.getByRole('table', { name: /Leads by source/ });
    expect(chart).toHaveAccessibleName(
      "Lead funnel chart: the table 'Lead funnel table' gives the same figures.",
    );
    expect(chart).toHaveAttribute('aria-describedby', table.id);
  });

  it('when the funnel is exported, then the chosen grouping and period are asked for and saved under the server name', async () => {
    signIn({ token: 'token-a1', user: ADA });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:test');
    URL.revokeObjectURL = vi.fn();
    const name = 'lead_funnel_by_month_2026-11-01_to_start.xlsx';
    const fetchMock = mockFetch({
      'GET /api/stats/funnel': () => jsonResponse({ funnel: FUNNEL }),
      'GET /api/stats/funnel/export': () =>
        new Response(new Blob(['xlsx']), {
          headers: { 'Content-Disposition': `attachment; filename="${name}"` },
        }),
    });
    const user = userEvent.setup();
    renderElement(<AdminDashboardRoute />);
    await screen.findByRole('table', { name: /Leads by source/ });

    await user.selectOptions(screen.getByLabelText('Group by'), 'month');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Export funnel to Excel' }));

    expect(await screen.findByText(`Downloaded ${name}.`)).toBeInTheDocument();
    expect(saved).toEqual([name]);
    const [url] = callsTo(fetchMock, 'GET /api/stats/funnel/export').at(-1)!;
    expect(queryOf(url)).toEqual({ by: 'month', from: '2026-11-01' });
  });
});
