import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { ADMIN, renderApp, storeSession } from '../../../test/render-app';
import { makeSiteSettings, siteSettingsRoute } from '../../../test/site-settings-fixture';
import { makeTeamMember } from '../../../test/team-member-fixture';
import { COURSE, TUTOR, makeBatch } from './class-fixtures';

const BATCH = makeBatch();
const ITEM = `/api/batches/${BATCH._id}`;

function arrange(routes: Parameters<typeof mockFetch>[0] = {}) {
  storeSession(ADMIN);
  return mockFetch({
    'GET /api/auth/me': () => jsonResponse({ user: ADMIN }),
    ...siteSettingsRoute(makeSiteSettings({ currency: 'INR', locale: 'en-IN' })),
    'GET /api/coursesv2': () => jsonResponse({ courses: [COURSE] }),
    'GET /api/team': () => jsonResponse({ members: [makeTeamMember(TUTOR)] }),
    'GET /api/batches': () => jsonResponse({ batches: [BATCH] }),
    'POST /api/batches': (_url, init) =>
      jsonResponse({ batch: { ...BATCH, ...(JSON.parse(String(init.body)) as object) } }, 201),
    ...routes,
  });
}

const openAddForm = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'Add Batch' }));
  return screen.findByRole('dialog', { name: 'Add New Batch' });
};

describe('admin Batches', () => {
  it('when the batches load, then each shows its course, tutor, days and time, dates, seats and fee', async () => {
    arrange();
    renderApp('/admin/batches');

    const card = (await screen.findByRole('heading', { level: 2, name: BATCH.title })).closest(
      'li',
    ) as HTMLElement;
    expect(within(card).getByText(COURSE.title)).toBeVisible();
    expect(within(card).getByText(TUTOR.name)).toBeVisible();
    expect(within(card).getByText('Mon, Wed at 17:00 (60 min, Europe/London)')).toBeVisible();
    expect(within(card).getByText('2027-01-04 to 2027-06-30')).toBeVisible();
    expect(within(card).getByText('4 taken, 2 left of 6')).toBeVisible();
    expect(within(card).getByText('₹1,500.50 a month')).toBeVisible();
  });

  it('when an admin saves an empty batch form, then each field says what it needs and nothing is sent', async () => {
    const fetchMock = arrange();
    const user = userEvent.setup();
    renderApp('/admin/batches');

    const dialog = await openAddForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add Batch' }));

    expect(await within(dialog).findByText('Choose a course.')).toBeVisible();
    expect(within(dialog).getByText('Choose a tutor.')).toBeVisible();
    expect(within(dialog).getByText('Title is required.')).toBeVisible();
    expect(within(dialog).getByText('Choose at least one weekday.')).toBeVisible();
    expect(within(dialog).getByLabelText('First date')).toHaveAccessibleDescription(
      'Use the date format YYYY-MM-DD.',
    );
    expect(callsTo(fetchMock, 'POST /api/batches')).toHaveLength(0);
  });

  it('when an admin fills the form, then the batch is sent with weekdays as numbers and the fee in paise', async () => {
    const fetchMock = arrange();
    const user = userEvent.setup();
    renderApp('/admin/batches');

    const dialog = await openAddForm(user);
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Course' }),
      COURSE.title,
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Tutor' }), TUTOR.name);
    await user.type(within(dialog).getByLabelText('Title'), 'Saturday juniors');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Saturday' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Tuesday' }));
    await user.type(within(dialog).getByLabelText('First date'), '2027-01-05');
    await user.type(within(dialog).getByLabelText('Last date'), '2027-03-27');
    await user.type(within(dialog).getByLabelText('Fee (INR)'), '2500.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add Batch' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/batches')).toHaveLength(1));
    const [[, init]] = callsTo(fetchMock, 'POST /api/batches') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toMatchObject({
      course: COURSE._id,
      tutor: TUTOR._id,
      title: 'Saturday juniors',
      timeZone: 'Europe/London',
      weekdays: [2, 6],
      startTime: '17:00',
      durationMinutes: 60,
      seats: 8,
      fee: { amount: 250050, period: 'month' },
      status: 'open',
    });
  });

  it('when an admin deletes a batch that still has enrolled students, then the 409 is explained', async () => {
    arrange({
      [`DELETE ${ITEM}`]: () =>
        jsonResponse({ code: 'conflict', message: 'The batch has active enrolments.' }, 409),
    });
    const user = userEvent.setup();
    renderApp('/admin/batches');

    await user.click(await screen.findByRole('button', { name: `Delete ${BATCH.title}` }));
    const question = await screen.findByRole('alertdialog');
    await user.click(within(question).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(/still has enrolled students/)).toBeVisible();
  });

  it('when an admin closes an open batch, then the whole batch is sent again with status closed', async () => {
    const fetchMock = arrange({ [`PUT ${ITEM}`]: () => jsonResponse({ batch: BATCH }) });
    const user = userEvent.setup();
    renderApp('/admin/batches');

    await user.click(await screen.findByRole('button', { name: `Close ${BATCH.title}` }));

    await waitFor(() => expect(callsTo(fetchMock, `PUT ${ITEM}`)).toHaveLength(1));
    const [[, init]] = callsTo(fetchMock, `PUT ${ITEM}`) as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toMatchObject({
      status: 'closed',
      weekdays: [1, 3],
      fee: { amount: 150050, period: 'month' },
    });
  });
});
