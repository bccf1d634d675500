import { zodResolver } from '@hookform/resolvers/zod';
import { newAccountInputSchema, ROLES, type Account } from '@tutoring/shared';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/form-controls';
import { FormField } from '../../../components/ui/form-field';
import { TeamMemberSelectField } from '../../../components/ui/team-member-select-field';
import { errorMessage } from '../../../lib/api-error';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useInviteAccount } from '../api/accounts';
import { ROLE_LABELS } from './role-labels';
import { CancelButton } from '../../../components/ui/cancel-button';
import { UnsavedChanges } from '../../../components/ui/unsaved-changes';
import { fieldWiring } from '../../../lib/field-wiring';

type Input = z.input<typeof newAccountInputSchema>;

interface AddPersonDialogProps {
  open: boolean;
  onClose: () => void;
  onAdded: (person: Account) => void;
  /** Whom a tutor may be tied to: the team. */
  team: readonly { _id: string; name: string }[];
}

/** Name, e-mail and role; the person then gets an e-mail with a link to set a password. */
export function AddPersonDialog({ open, onClose, onAdded, team }: AddPersonDialogProps) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isDirty },
  } = useForm<Input, unknown, z.output<typeof newAccountInputSchema>>({
    resolver: zodResolver(newAccountInputSchema),
    defaultValues: { name: '', email: '', role: 'editor' },
  });
  const field = fieldWiring(register, errors);
  const invite = useInviteAccount();
  // A tutor is tied to one team member, whose bookings and hours are all they see.
  const isTutor = useWatch({ control, name: 'role' }) === 'tutor';
  const close = () => {
    reset();
    invite.reset();
    onClose();
  };
  const submit = handleSubmit((input) =>
    invite.mutate(input, {
      onSuccess: ({ user }) => {
        onAdded(user);
        close();
      },
      onError: (error) =>
        showServerFieldErrors(error, setError, ['name', 'email', 'role', 'teamMemberId']),
    }),
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title="Add a person"
      description="They get an e-mail with a link to set their own password."
      showDescription
      widthClass="max-w-md"
    >
      <form noValidate aria-label="Add a person" onSubmit={submit} className="flex flex-col gap-4">
        <UnsavedChanges when={isDirty} />
        {invite.isError && <Alert>{errorMessage(invite.error, 'The person was not added.')}</Alert>}
        <FormField label="Name" autoComplete="off" required {...field('name')} />
        <FormField label="Email" type="email" autoComplete="off" required {...field('email')} />
        <SelectField label="Role" {...field('role')}>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </SelectField>
        {isTutor && (
          <TeamMemberSelectField
            label="Team member"
            placeholder="Select the tutor's team member"
            team={team}
            defaultValue=""
            // Another role sends no team member: the field goes with the choice.
            {...field('teamMemberId', { shouldUnregister: true })}
          />
        )}
        <div className="flex justify-end gap-2">
          <CancelButton onCancel={close} />
          <Button type="submit" disabled={invite.isPending}>
            {invite.isPending ? 'Adding…' : 'Add and send invitation'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
