import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Batch } from '@tutoring/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { EnrolForm, type FamilyStudentOption } from './enrol-form';
import { SIGN_UP_TEXTS } from './sign-up-texts';
import { WaitlistForm } from './waitlist-form';

export type { FamilyStudentOption };
export type SignUpKind = 'enrol' | 'waitlist';

/** Where the dialog is: a form (with why it was switched to), or what came of it. */
type Step =
  | { kind: SignUpKind; switched: boolean }
  | { kind: 'enrolled'; email: string }
  | { kind: 'waitlisted'; position: number };

interface BatchSignUpProps {
  batch: Batch;
  initialKind: SignUpKind;
  students?: readonly FamilyStudentOption[] | undefined;
  onClose: () => void;
}

function Outcome({ step, family }: { step: Step; family: boolean }) {
  if (step.kind === 'enrolled') {
    return (
      <div role="status" className="flex flex-col gap-2">
        <p className="font-semibold text-foreground">{SIGN_UP_TEXTS.enrolled}</p>
        <p className="text-foreground">
          {family ? SIGN_UP_TEXTS.enrolledFamily : SIGN_UP_TEXTS.passwordMail(step.email)}
        </p>
      </div>
    );
  }
  if (step.kind === 'waitlisted') {
    return (
      <p role="status" className="text-foreground">
        {SIGN_UP_TEXTS.waitlisted(step.position)}
      </p>
    );
  }
  return null;
}

/**
 * Enrolment in a batch, or its waitlist when it is full, in one dialog: a 409 on either side
 * (the last seat just went, or one just freed) says so and moves to the other form.
 */
export function BatchSignUp({ batch, initialKind, students, onClose }: BatchSignUpProps) {
  const [step, setStep] = useState<Step>({ kind: initialKind, switched: false });
  const queryClient = useQueryClient();
  // Seats moved: the course's list shows them as they now are.
  const seatsMoved = () => void queryClient.invalidateQueries({ queryKey: ['batches'] });
  const moveTo = (kind: SignUpKind) => {
    seatsMoved();
    setStep({ kind, switched: true });
  };
  const isForm = step.kind === 'enrol' || step.kind === 'waitlist';
  const title = step.kind === 'waitlist' ? SIGN_UP_TEXTS.waitlistTitle : SIGN_UP_TEXTS.enrolTitle;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={batch.title}
      showDescription
      widthClass="max-w-lg"
    >
      {step.kind === 'enrol' && step.switched && (
        <Alert tone="info">{SIGN_UP_TEXTS.seatsAvailable}</Alert>
      )}
      {step.kind === 'waitlist' && step.switched && <Alert>{SIGN_UP_TEXTS.batchFull}</Alert>}
      {step.kind === 'enrol' && (
        <EnrolForm
          batchId={batch._id}
          students={students}
          onEnrolled={(_enrolment, email) => {
            seatsMoved();
            setStep({ kind: 'enrolled', email });
          }}
          onFull={() => moveTo('waitlist')}
        />
      )}
      {step.kind === 'waitlist' && (
        <WaitlistForm
          batchId={batch._id}
          onJoined={(entry) => {
            seatsMoved();
            setStep({ kind: 'waitlisted', position: entry.position });
          }}
          onSeatFree={() => moveTo('enrol')}
        />
      )}
      {!isForm && (
        <div className="flex flex-col gap-4">
          <Outcome step={step} family={students !== undefined} />
          <Button onClick={onClose}>Close</Button>
        </div>
      )}
    </Dialog>
  );
}
