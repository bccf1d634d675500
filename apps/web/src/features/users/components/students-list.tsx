import { useState } from 'react';
import type { Account } from '@tutoring/shared';
import { Button } from '../../../components/ui/button';
import { EmailText } from '../../../components/ui/email-text';
import { ListToolbar } from '../../../components/ui/list-toolbar';
import { PagedResults, type PagedTexts } from '../../../components/ui/paged-results';
import { ResponsiveTable, type TableColumn } from '../../../components/ui/responsive-table';
import { useServerList, type ListOrder } from '../../../components/ui/use-server-list';
import { ListScreen } from '../../../components/ui/list-screen';
import { formatDateTime } from '../../../lib/format-date-time';
import { ACCOUNTS_PAGE_SIZE, useAccountsPage } from '../api/accounts';
import { EnrolmentDialog, type EnrollableCourse } from './enrolment-dialog';
import { STAFF_LOAD_FAILED } from './staff-list';

const STUDENT_ORDER: ListOrder = {
  sorts: [
    { key: 'name', label: 'Name', kind: 'text' },
    { key: 'email', label: 'Email', kind: 'text' },
    { key: 'createdAt', label: 'Registered', kind: 'date' },
  ],
  defaultSort: 'name',
};
const STUDENT_PAGES: PagedTexts = {
  noun: ['student', 'students'],
  failedMessage: STAFF_LOAD_FAILED,
  pageSize: ACCOUNTS_PAGE_SIZE,
};

function studentColumns(
  titles: ReadonlyMap<string, string>,
  onEnrol: (student: Account) => void,
): TableColumn<Account>[] {
  return [
    { header: 'Name', cell: (student) => student.name, sortKey: 'name' },
    { header: 'Email', cell: (student) => <EmailText address={student.email} />, sortKey: 'email' },
    {
      header: 'Registered',
      cell: (student) => formatDateTime(student.createdAt),
      sortKey: 'createdAt',
    },
    {
      header: 'Courses',
      cell: (student) =>
        student.enrolledCourses
          .map((id) => titles.get(id))
          .filter(Boolean)
          .join(', ') || '—',
    },
    {
      header: 'Enrolment',
      actions: true,
      cell: (student) => (
        <Button
          variant="outline"
          onClick={() => onEnrol(student)}
          aria-label={`Enrol ${student.name}`}
        >
          Enrol
        </Button>
      ),
    },
  ];
}

/**
 * Registered students (accounts with role user), searched by name or e-mail, sorted and paged
 * on the server with all of it in the URL; each with the published v2 courses they are
 * enrolled in and 'Enrol' to change them.
 */
export function StudentsList({ courses }: { courses: readonly EnrollableCourse[] }) {
  const list = useServerList(['q'], STUDENT_ORDER, STUDENT_PAGES);
  const { q } = list.values;
  const [enrolling, setEnrolling] = useState<Account | null>(null);
  const titles = new Map(courses.map((course) => [course._id, course.title]));
  return (
    <ListScreen title="Students">
      <ListToolbar
        searchLabel="Search students"
        searchHint="Name or e-mail"
        {...list.search('q')}
        {...list.sorting}
      />
      <PagedResults
        result={useAccountsPage(list.page, { q, role: 'user', sort: list.sort })}
        {...list.pages}
      >
        {({ users }) =>
          users.length === 0 ? (
            <p className="text-muted">
              {q ? 'No student matches this search.' : 'No student has registered yet.'}
            </p>
          ) : (
            <ResponsiveTable
              label="Students"
              items={users}
              rowKey={(student) => student.id}
              columns={studentColumns(titles, setEnrolling)}
              {...list.tableSort}
            />
          )
        }
      </PagedResults>
      <EnrolmentDialog
        key={enrolling?.id ?? 'closed'}
        student={enrolling}
        courses={courses}
        onClose={() => setEnrolling(null)}
      />
    </ListScreen>
  );
}
