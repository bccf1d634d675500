import { useState } from 'react';
import { ROLES, type Account } from '@tutoring/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmailText } from '../../../components/ui/email-text';
import { ResponsiveTable, type TableColumn } from '../../../components/ui/responsive-table';
import { SelectField } from '../../../components/ui/form-controls';
import { ListToolbar } from '../../../components/ui/list-toolbar';
import { PagedResults, type PagedTexts } from '../../../components/ui/paged-results';
import { oneOf, useServerList, type ListOrder } from '../../../components/ui/use-server-list';
import { ListScreen } from '../../../components/ui/list-screen';
import { useAuth } from '../../../lib/auth-store';
import { formatDateTime } from '../../../lib/format-date-time';
import { sortOptions, type SortField } from '../../../lib/list-sort';
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
const ACCOUNT_ORDER: ListOrder = {
  sorts: SORTS,
  /** The server's own order: admins, then editors, then students, each by name. */
  defaultSort: '',
  sortChoices: [{ value: '', label: 'Role, then name' }, ...sortOptions(SORTS)],
};
const ACCOUNT_PAGES: PagedTexts = {
  noun: ['account', 'accounts'],
  failedMessage: STAFF_LOAD_FAILED,
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

/**
 * Who may work in the admin area, and the students who registered: add a person (they are
 * mailed a link to set their password), change a role, deactivate or reactivate. The server
 * refuses (409) anything that would leave no active admin; its reason shows in the row.
 * Searched, filtered by role, sorted and paged on the server, with all of it in the URL.
 */
export function StaffList({ team }: { team: readonly { _id: string; name: string }[] }) {
  const list = useServerList(['q', 'role'], ACCOUNT_ORDER, ACCOUNT_PAGES);
  const filters = { q: list.values.q, role: oneOf(ROLES, list.values.role), sort: list.sort };
  const { user } = useAuth();
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<Account | null>(null);
  return (
    <ListScreen
      title="Staff"
      actions={<Button onClick={() => setAdding(true)}>Add a person</Button>}
    >
      {added && <AddedNotice account={added} />}
      <ListToolbar
        searchLabel="Search accounts"
        searchHint="Name or e-mail"
        {...list.search('q')}
        {...list.sorting}
      >
        <SelectField label="Role" placeholder="All roles" {...list.filter('role', filters.role)}>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </SelectField>
      </ListToolbar>
      <PagedResults result={useAccountsPage(list.page, filters)} {...list.pages}>
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
    </ListScreen>
  );
}
