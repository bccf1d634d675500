import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FamilyEnrolment } from '@tutoring/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { signIn, signOut } from '../../../lib/auth-store';
import { callsTo, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderElement } from '../../../test/render-screen';
import { makeSiteSettings, siteSettingsRoute } from '../../../test/site-settings-fixture';
import { FAMILY_ACTION_TEXTS } from '../components/family-action-texts';
import { FamilyPage, NO_CLASSES } from '../components/family-page';

const MEERA = { id: 'u1', email: 'meera@example.com', name: 'Meera Rao', role: 'user' } as const;

const PHYSICS: FamilyEnrolment = {
  _id: 'e1',
  batch: {
    _id: 'b1',
    title: 'Saturday mornings',
    course: { _id: 'c1', title: 'IB Physics HL' },
    timeZone: 'Europe/London',
  },
  status: 'active',
  nextSessions: [{ _id: 's1', start: '2026-12-12T09:00:00.000Z', end: '2026-12-12T10:30:00.000Z' }],
  attendance: { present: 0, absent: 0, excused: 0 },
  credits: [],
};
const withClass = {
  students: [{ _id: 'a1', name: 'Anya Rao', enrolments: [PHYSICS] }],
  invoices: [],
};
const SESSION_BUTTON = 'Report an absence on Sat 12 Dec 2026, 14:30–16:00';

function renderFamily(routes: Parameters<typeof mockFetch>[0]) {
  signIn({ token: 'token-u1', user: MEERA });
  const fetchMock = mockFetch({
    'GET /api/family': () => jsonResponse(withClass),
    ...siteSettingsRoute(makeSiteSettings({ makeUpNoticeHours: 36 })),
    ...routes,
  });
  renderElement(<FamilyPage timeZone="Asia/Kolkata" />);
  return fetchMock;
}

describe('family page: a class’s actions', () => {
  afterEach(() => signOut());

  it('when the parent withdraws and confirms, then the enrolment is deleted and the page loads again without it', async () => {
    let withdrawn = false;
    const fetchMock = renderFamily({
      'GET /api/family': () =>
        jsonResponse(
          withdrawn
            ? { students: [{ ...withClass.students[0], enrolments: [] }], invoices: [] }
            : withClass,
        ),
      'DELETE /api/enrolments/e1': () => {
        withdrawn = true;
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: 'Withdraw Anya Rao from Saturday mornings' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Withdraw Anya Rao from Saturday mornings? Their seat goes to the next family on the waitlist.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByText(NO_CLASSES)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/enrolments/e1')).toHaveLength(1);
  });

  it('when the parent keeps the class, then nothing is sent', async () => {
    const fetchMock = renderFamily({});
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /^Withdraw Anya Rao/ }));
    await user.click(await screen.findByRole('button', { name: 'Keep the class' }));

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callsTo(fetchMock, 'DELETE /api/enrolments/e1')).toHaveLength(0);
  });

  it('when an absence is reported in time by keyboard, then the session is named in the request and a credit is promised', async () => {
    const fetchMock = renderFamily({
      'POST /api/sessions/s1/absence': () =>
        jsonResponse(
          { credit: { _id: 'k1', expiresAt: '2027-02-01T12:00:00.000Z', usedFor: null } },
          201,
        ),
    });
    const user = userEvent.setup();

    (await screen.findByRole('button', { name: SESSION_BUTTON })).focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText(FAMILY_ACTION_TEXTS.absenceReported)).toBeVisible();
    const [, init] = callsTo(fetchMock, 'POST /api/sessions/s1/absence')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ enrolment: 'e1' });
  });

  it("when it is too late (409 too_late), then it explains the notice hours from the site's settings", async () => {
    renderFamily({
      'POST /api/sessions/s1/absence': () =>
        jsonResponse({ message: 'Too late.', code: 'too_late' }, 409),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: SESSION_BUTTON }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'absences must be reported at least 36 hours before the session',
    );
  });
});
