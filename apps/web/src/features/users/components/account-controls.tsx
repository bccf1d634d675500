import { ROLES, type Account, type Role } from '@tutoring/shared';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { useUpdateAccount } from '../api/accounts';
import { ROLE_LABELS } from './role-labels';

/** Why a change was refused (the server's 409 for the last admin), under the control. */
function Refusal({ error }: { error: unknown }) {
  return (
    <p role="alert" className="mt-1 text-sm font-normal text-error">
      {errorMessage(error, 'The change was not saved.')}
    </p>
  );
}

/** A person's role; choosing another one saves it at once. */
export function RoleSelect({ account }: { account: Account }) {
  const update = useUpdateAccount();
  return (
    <>
      <label className="sr-only" htmlFor={`role-${account.id}`}>
        Role of {account.name}
      </label>
      <select
        id={`role-${account.id}`}
        value={account.role}
        disabled={update.isPending}
        onChange={(event) =>
          update.mutate({ id: account.id, update: { role: event.target.value as Role } })
        }
        className="min-h-11 rounded-lg border border-muted bg-background px-2 text-foreground"
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
      {update.isError && <Refusal error={update.error} />}
    </>
  );
}

/** Deactivate or Reactivate: a deactivated person's sessions end at once. */
export function AccessButton({ account }: { account: Account }) {
  const update = useUpdateAccount();
  const label = account.active ? 'Deactivate' : 'Reactivate';
  return (
    <div>
      <Button
        variant="outline"
        disabled={update.isPending}
        onClick={() => update.mutate({ id: account.id, update: { active: !account.active } })}
        aria-label={`${label} ${account.name}`}
      >
        {label}
      </Button>
      {update.isError && <Refusal error={update.error} />}
    </div>
  );
}
