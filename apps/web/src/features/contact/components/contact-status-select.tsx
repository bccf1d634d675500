import { useId } from 'react';
import { CONTACT_STATUSES, type ContactMessage, type ContactStatus } from '@tutoring/shared';
import { STATUS_LABELS } from './contact-status-labels';

interface ContactStatusSelectProps {
  message: ContactMessage;
  /** While a change is being saved, the chosen value shows. */
  value: ContactStatus;
  saving: boolean;
  onChange: (status: ContactStatus) => void;
}

/** A message's lead status; choosing another one saves it at once. */
export function ContactStatusSelect({
  message,
  value,
  saving,
  onChange,
}: ContactStatusSelectProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="sr-only">
        Status for {message.name}
      </label>
      <select
        id={id}
        value={value}
        disabled={saving}
        aria-busy={saving || undefined}
        onChange={(event) => onChange(event.target.value as ContactStatus)}
        className="min-h-11 rounded-lg border border-muted bg-background px-2 py-2 text-foreground disabled:opacity-60"
      >
        {CONTACT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </select>
    </div>
  );
}
