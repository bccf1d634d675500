import { useState } from 'react';
import { ROLES, type Account, type Role } from '@tutoring/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmailText } from '../../../components/ui/email-text';
import { ResponsiveTable, type TableColumn } from '../../../components/ui/responsive-table';
import { SelectField } from '../../../components/ui/form-controls';
import { ListToolbar } from '../../../components/ui/list-toolbar';
import { PagedResults, type PagedTexts } from '../../../components/ui/paged-results';
import { useAuth } from '../../../lib/auth-store';
import { formatDateTime } from '../../../lib/format-date-time';
import { readSort, sortOptions, type SortField } from '../../../lib/list-sort';
import { useListParams } from '../../../lib/use-list-params';
import { ACCOUNTS_PAGE_SIZE, useAccountsPage } from '../api/accounts';
import { ROLE_LABELS } from './role-labels';
import { AccessButton, RoleSelect } from './account-controls';
import { AddPersonDialog } from './add-person-dialog';

export const STAFF_LOAD_FAILED = 'Failed to load the accounts.';

function accountColumns(selfId: string | undefined): TableColumn<Account>[] {
  return [
    {
      header: 'Name',
      cell: (account) => (
        <>
          {account.name}
          {account.id === selfId && <span className="font-normal text-muted"> (you)</span>}
        </>
      ),
    },
    { header: 'Email', cell: (account) => <EmailText address={account.email} /> },
    { header: 'Role', cell: (account) => <RoleSelect account={account} /> },
    {
      header: 'Status',
      cell: (account) => (
        <>
          {account.active ? 'Active' : 'Deactivated'}
          {account.invitationPending && <span className="block text-muted">Invitation sent</span>}
          {account.pendingRole && (
            <span className="block text-muted">
              Becomes {ROLE_LABELS[account.pendingRole]} once they confirm their e-mail
            </span>
          )}
        </>
      ),
    },
    { header: 'Added', cell: (account) => formatDateTime(account.createdAt) },
    { header: 'Access', cell: (account) => <AccessButton account={account} />, actions: true },
  ];
}

const SORTS: SortField<never>[] = [
  { key: 'name', label: 'Name', kind: 'text' },
  { key: 'email', label: 'Email', kind: 'text' },
  { key: 'createdAt', label: 'Added', kind: 'date' },
];
/** The server's own order: admins, then editors, then students, each by name. */
const SORT_OPTIONS = [{ value: '', label: 'Role, then name' }, ...sortOptions(SORTS)];
const KEYS = ['q', 'role', 'sort'] as const;

const ACCOUNT_PAGES: PagedTexts = {
  loadingLabel: 'Loading accounts…',
  failedMessage: STAFF_LOAD_FAILED,
  label: 'Account pages',
  noun: ['account', 'accounts'],
  pageSize: ACCOUNTS_PAGE_SIZE,
};

/**
 * What adding a person did. An address that already had a student's account (perhaps
 * registered by someone else) gets the role only once its owner proves the e-mail.
 */
function AddedNotice({ account }: { account: Account }) {
  return (
    <Alert tone="info">
      {account.pendingRole
        ? `${account.email} already has an account. It becomes ${ROLE_LABELS[account.pendingRole]} once its owner sets a password from the link just mailed to that address; until then it stays as it was.`
        : `${account.name} was added. An e-mail with a link to set a password is on its way to ${account.email}.`}
    </Alert>
  );
}

const roleOf = (raw: string): Role | '' =>
  (ROLES as readonly string[]).includes(raw) ? (raw as Role) : '';

/**
 * Who may work in the admin area, and the students who registered: add a person (they are
 * mailed a link to set their password), change a role, deactivate or reactivate. The server
 * refuses (409) anything that would leave no active admin; its reason shows in the row.
 * Searched, filtered by role, sorted and paged on the server, with all of it in the URL.
 */
export function StaffList({ team }: { team: readonly { _id: string; name: string }[] }) {
  const { values, page, set, setPage } = useListParams(KEYS);
  const filters = {
    q: values.q,
    role: roleOf(values.role),
    sort: readSort(values.sort, SORTS, ''),
  };
  const { user } = useAuth();
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<Account | null>(null);
  return (
    <section className="flex min-w-0 flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-foreground">Staff</h1>
        <Button onClick={() => setAdding(true)}>Add a person</Button>
      </div>
      {added && <AddedNotice account={added} />}
      <ListToolbar
        searchLabel="Search accounts"
        searchHint="Name or e-mail"
        q={filters.q}
        onSearch={(q) => set('q', q)}
        sort={filters.sort}
        sortOptions={SORT_OPTIONS}
        onSort={(sort) => set('sort', sort)}
      >
        <SelectField
          label="Role"
          value={filters.role}
          onChange={(event) => set('role', event.target.value)}
          placeholder="All roles"
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </SelectField>
      </ListToolbar>
      <PagedResults
        result={useAccountsPage(page, filters)}
        page={page}
        onPage={setPage}
        {...ACCOUNT_PAGES}
      >
        {({ users }) =>
          users.length === 0 ? (
            <p className="text-muted">No account matches these filters.</p>
          ) : (
            <ResponsiveTable
              label="Accounts"
              items={users}
              rowKey={(account) => account.id}
              columns={accountColumns(user?.id)}
            />
          )
        }
      </PagedResults>
      <AddPersonDialog
        team={team}
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={setAdded}
      />
    </section>
  );
}
