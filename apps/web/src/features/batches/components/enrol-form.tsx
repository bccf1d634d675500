import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  CONSENT_REQUIRED_MESSAGE,
  enrolmentInputSchema,
  type Enrolment,
  type EnrolmentInput,
} from '@tutoring/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConsentLine } from '../../../components/ui/consent-line';
import { ControlFrame } from '../../../components/ui/control-frame';
import { FormField } from '../../../components/ui/form-field';
import { HoneypotField } from '../../../components/ui/honeypot-field';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { useSiteSettings } from '../../../lib/site-settings';
import { useLeadOrigin } from '../../../lib/use-lead-origin';
import { useSpamSignals } from '../../../lib/use-spam-signals';
import { useEnrolInBatch } from '../api/enrol-in-batch';
import { GuardianFields } from './guardian-fields';
import { SIGN_UP_TEXTS } from './sign-up-texts';

type EnrolmentValues = z.output<typeof enrolmentInputSchema>;
const resolver = zodResolver(enrolmentInputSchema);

/** A student the signed-in family already has. */
export interface FamilyStudentOption {
  _id: string;
  name: string;
}

interface EnrolFormProps {
  batchId: string;
  students?: readonly FamilyStudentOption[] | undefined;
  onEnrolled: (enrolment: Enrolment, email: string) => void;
  /** The last seat went while the form was filled in (409 batch_full). */
  onFull: () => void;
}

function StudentChoice({
  students,
  register,
}: {
  students: readonly FamilyStudentOption[];
  register: ReturnType<typeof useForm<EnrolmentInput, unknown, EnrolmentValues>>['register'];
}) {
  const id = useId();
  return (
    <ControlFrame id={id} label="Student">
      <select
        id={id}
        className="min-h-11 w-full rounded-lg border border-muted bg-background px-3 py-2 text-foreground"
        {...register('studentId', { setValueAs: (value: string) => value || undefined })}
      >
        {students.map((student) => (
          <option key={student._id} value={student._id}>
            {student.name}
          </option>
        ))}
        <option value="">{SIGN_UP_TEXTS.someoneNew}</option>
      </select>
    </ControlFrame>
  );
}

/** The enrolment form: the student (or one of the family's), the parent, consent. */
export function EnrolForm({ batchId, students = [], onEnrolled, onFull }: EnrolFormProps) {
  const form = useForm<EnrolmentInput, unknown, EnrolmentValues>({
    resolver,
    mode: 'onTouched',
    shouldUnregister: true,
    defaultValues: { studentId: students[0]?._id, guardianName: '', email: '', mobile: '' },
  });
  const { register, handleSubmit, formState, control } = form;
  const studentId = useWatch({ control, name: 'studentId' });
  const enrol = useEnrolInBatch(batchId);
  const spam = useSpamSignals();
  const origin = useLeadOrigin();
  const consentRequired = useSiteSettings().data?.consentRequired ?? false;
  const [consentError, setConsentError] = useState<string>();
  const submit = handleSubmit((values) => {
    const signals = origin.read();
    if (consentRequired && !signals.consent) return setConsentError(CONSENT_REQUIRED_MESSAGE);
    setConsentError(undefined);
    enrol.mutate(
      { ...values, ...spam.read(), ...signals },
      {
        onSuccess: (enrolment) => onEnrolled(enrolment, values.email),
        onError: (error) => {
          if (isApiError(error) && error.code === 'batch_full') onFull();
        },
      },
    );
  });
  return (
    <form noValidate onSubmit={submit} className="relative flex flex-col gap-4">
      <HoneypotField inputRef={spam.honeypotRef} />
      {students.length > 0 && <StudentChoice students={students} register={register} />}
      {!studentId && (
        <FormField
          label="Student name"
          required
          {...register('studentName')}
          error={formState.errors.studentName?.message}
        />
      )}
      <GuardianFields register={register} errors={formState.errors} />
      <ConsentLine inputRef={origin.consentRef} required={consentRequired} error={consentError} />
      {enrol.isError && !(isApiError(enrol.error) && enrol.error.code === 'batch_full') && (
        <Alert>{errorMessage(enrol.error, SIGN_UP_TEXTS.failed)}</Alert>
      )}
      <Button type="submit" disabled={enrol.isPending}>
        {enrol.isPending ? SIGN_UP_TEXTS.enrolBusy : SIGN_UP_TEXTS.enrolSubmit}
      </Button>
    </form>
  );
}
