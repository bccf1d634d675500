import { useState } from 'react';
import { ROLES, type Account, type Role } from '@tutoring/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth-store';
import { formatDateTime } from '../../../lib/format-date-time';
import { useAccounts, useUpdateAccount } from '../api/accounts';
import { AddPersonDialog } from './add-person-dialog';
import { ROLE_LABELS } from './role-labels';

export const STAFF_LOAD_FAILED = 'Failed to load the accounts.';

const cell = 'px-3 py-2 align-middle';

function AccountRow({ account, isSelf }: { account: Account; isSelf: boolean }) {
  const update = useUpdateAccount();
  const change = (role: Role | undefined, active: boolean | undefined) =>
    update.mutate({ id: account.id, update: { role, active } });
  return (
    <tr className="border-t border-border">
      <td className={`${cell} font-medium text-foreground`}>
        {account.name}
        {isSelf && <span className="text-muted"> (you)</span>}
        {update.isError && (
          <p role="alert" className="mt-1 text-sm font-normal text-error">
            {errorMessage(update.error, 'The change was not saved.')}
          </p>
        )}
      </td>
      <td className={`${cell} break-all`}>{account.email}</td>
      <td className={cell}>
        <label className="sr-only" htmlFor={`role-${account.id}`}>
          Role of {account.name}
        </label>
        <select
          id={`role-${account.id}`}
          value={account.role}
          disabled={update.isPending}
          onChange={(event) => change(event.target.value as Role, undefined)}
          className="min-h-11 rounded-lg border border-muted bg-background px-2 text-foreground"
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </td>
      <td className={cell}>
        {account.active ? 'Active' : 'Deactivated'}
        {account.invitationPending && <span className="block text-muted">Invitation sent</span>}
      </td>
      <td className={`${cell} whitespace-nowrap text-muted`}>
        {formatDateTime(account.createdAt)}
      </td>
      <td className={cell}>
        <Button
          variant="outline"
          disabled={update.isPending}
          onClick={() => change(undefined, !account.active)}
          aria-label={`${account.active ? 'Deactivate' : 'Reactivate'} ${account.name}`}
        >
          {account.active ? 'Deactivate' : 'Reactivate'}
        </Button>
      </td>
    </tr>
  );
}

/**
 * Who may work in the admin area, and the students who registered: add a person (they are
 * mailed a link to set their password), change a role, deactivate or reactivate. The server
 * refuses (409) anything that would leave no active admin; its reason shows in the row.
 */
export function StaffList() {
  const accounts = useAccounts();
  const { user } = useAuth();
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<Account | null>(null);
  return (
    <section className="flex min-w-0 flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-foreground">Staff</h1>
        <Button onClick={() => setAdding(true)}>Add a person</Button>
      </div>
      {added && (
        <Alert tone="info">
          {added.name} was added. An e-mail with a link to set a password is on its way to{' '}
          {added.email}.
        </Alert>
      )}
      {accounts.isPending && <Spinner label="Loading accounts…" />}
      {accounts.isError && <Alert>{errorMessage(accounts.error, STAFF_LOAD_FAILED)}</Alert>}
      {accounts.isSuccess && (
        <DataTable
          label="Accounts"
          headers={['Name', 'Email', 'Role', 'Status', 'Added', 'Access']}
          minWidthClass="min-w-[52rem]"
        >
          {accounts.data.map((account) => (
            <AccountRow key={account.id} account={account} isSelf={account.id === user?.id} />
          ))}
        </DataTable>
      )}
      <AddPersonDialog open={adding} onClose={() => setAdding(false)} onAdded={setAdded} />
    </section>
  );
}
