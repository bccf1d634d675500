import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openAdmin } from './admin-v2-harness';

describe('admin courses v2: Preview', () => {
  it('when the title, a subject and the hourly price are changed and Preview pressed, then the course page shows them and nothing is sent', async () => {
    const user = userEvent.setup();
    const fetchMock = openAdmin();
    await user.click(await screen.findByRole('button', { name: /Edit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Course' });
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'IB Physics HL');
    await user.type(within(dialog).getByRole('textbox', { name: 'Subjects 1' }), ' and vectors');
    const hourly = within(dialog).getByLabelText(/Hourly/);
    await user.clear(hourly);
    await user.type(hourly, '95');

    await user.click(within(dialog).getByRole('button', { name: 'Preview course' }));

    const preview = await screen.findByRole('dialog', { name: 'Preview: course' });
    expect(within(preview).getByRole('heading', { level: 1 })).toHaveTextContent('IB Physics HL');
    expect(within(preview).getByText('Calculus and vectors')).toBeInTheDocument();
    expect(within(preview).getByText('$95/hr')).toBeInTheDocument();
    expect(within(preview).getByText('Dr. Anika Sharma')).toBeInTheDocument();
    const writes = fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');
    expect(writes).toHaveLength(0);
  });
});
