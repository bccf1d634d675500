import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOME_DEFAULTS } from '@tutoring/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { renderApp, storeSession } from '../../../../test/render-app';
import { makeCourseV2 } from '../../../../features/courses-v2/__tests__/fixtures';
import { CLASSES_HEADING } from '../../../../features/batches/components/course-batches';
import { makeBatch } from '../../../../features/batches/__tests__/batch-fixtures';

const COURSE = makeCourseV2({ status: 'published' });
const BATCH = makeBatch({ course: { _id: COURSE._id, title: COURSE.title } });
const FAMILY_USER = {
  id: 'u1',
  email: 'meera@example.com',
  name: 'Meera Rao',
  role: 'user',
} as const;

function openCoursePage(extra: Parameters<typeof mockFetch>[0] = {}) {
  mockFetch({
    [`GET /api/coursesv2/${COURSE.slug}`]: () => jsonResponse({ course: COURSE }),
    'GET /api/content/home': () => jsonResponse({ home: HOME_DEFAULTS }),
    'GET /api/batches': (url) =>
      jsonResponse({ batches: url.includes(`course=${COURSE._id}`) ? [BATCH] : [] }),
    ...extra,
  });
  renderApp(`/coursesv2/${COURSE.slug}`);
}

describe('the course page: its classes', () => {
  afterEach(() => window.localStorage.clear());

  it('when a published course has an open batch, then the page lists it under its heading', async () => {
    openCoursePage();

    const section = await screen.findByRole('region', { name: CLASSES_HEADING });
    expect(within(section).getByRole('listitem', { name: 'Saturday mornings' })).toHaveTextContent(
      '3 seats left',
    );
  });

  it('when a family is signed in, then the enrolment form offers their students', async () => {
    storeSession(FAMILY_USER);
    openCoursePage({
      'GET /api/auth/me': () => jsonResponse({ user: FAMILY_USER }),
      'GET /api/family': () =>
        jsonResponse({ students: [{ _id: 'a1', name: 'Anya Rao', enrolments: [] }], invoices: [] }),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Enrol' }));

    const dialog = await screen.findByRole('dialog', { name: 'Enrol in this class' });
    expect(await within(dialog).findByRole('option', { name: 'Anya Rao' })).toBeInTheDocument();
  });
});
