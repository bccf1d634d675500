import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminDashboardRoute } from '../dashboard';
import { signIn, signOut } from '../../../../lib/auth-store';
import { callsTo, jsonResponse, mockFetch } from '../../../../test/fetch-mock';
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
});
