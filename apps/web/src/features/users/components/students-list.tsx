import { useState } from 'react';
import type { Account } from '@tutoring/shared';
import { Button } from '../../../components/ui/button';
import { EmailText } from '../../../components/ui/email-text';
import { ListToolbar } from '../../../components/ui/list-toolbar';
import { PagedResults, type PagedTexts } from '../../../components/ui/paged-results';
import { ResponsiveTable, type TableColumn } from '../../../components/ui/responsive-table';
import { formatDateTime } from '../../../lib/format-date-time';
import { readSort, sortOptions, type SortField } from '../../../lib/list-sort';
import { useListParams } from '../../../lib/use-list-params';
import { ACCOUNTS_PAGE_SIZE, useAccountsPage } from '../api/accounts';
import { EnrolmentDialog, type EnrollableCourse } from './enrolment-dialog';
import { STAFF_LOAD_FAILED } from './staff-list';

const SORTS: SortField<never>[] = [
  { key: 'name', label: 'Name', kind: 'text' },
  { key: 'email', label: 'Email', kind: 'text' },
  { key: 'createdAt', label: 'Registered', kind: 'date' },
];
const KEYS = ['q', 'sort'] as const;

const STUDENT_PAGES: PagedTexts = {
  loadingLabel: 'Loading students…',
  failedMessage: STAFF_LOAD_FAILED,
  label: 'Student pages',
  noun: ['student', 'students'],
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
  const { values, page, set, setPage } = useListParams(KEYS);
  const sort = readSort(values.sort, SORTS, 'name');
  const [enrolling, setEnrolling] = useState<Account | null>(null);
  const titles = new Map(courses.map((course) => [course._id, course.title]));
  return (
    <section className="flex min-w-0 flex-col gap-6 p-4 sm:p-6">
      <h1 className="text-2xl font-bold tracking-tight text-foreground">Students</h1>
      <ListToolbar
        searchLabel="Search students"
        searchHint="Name or e-mail"
        q={values.q}
        onSearch={(q) => set('q', q)}
        sort={sort}
        sortOptions={sortOptions(SORTS)}
        onSort={(next) => set('sort', next)}
      />
      <PagedResults
        result={useAccountsPage(page, { q: values.q, role: 'user', sort })}
        page={page}
        onPage={setPage}
        {...STUDENT_PAGES}
      >
        {({ users }) =>
          users.length === 0 ? (
            <p className="text-muted">
              {values.q ? 'No student matches this search.' : 'No student has registered yet.'}
            </p>
          ) : (
            <ResponsiveTable
              label="Students"
              items={users}
              rowKey={(student) => student.id}
              columns={studentColumns(titles, setEnrolling)}
              sort={sort}
              onSort={(next) => set('sort', next)}
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
    </section>
  );
}
