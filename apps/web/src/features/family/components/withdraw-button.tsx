import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-error';
import { useWithdrawEnrolment } from '../api/withdraw-enrolment';
import { FAMILY_ACTION_TEXTS as TEXTS } from './family-action-texts';

interface WithdrawButtonProps {
  enrolmentId: string;
  studentName: string;
  batchTitle: string;
}

/** Takes a student out of a class, once the parent confirms. */
export function WithdrawButton({ enrolmentId, studentName, batchTitle }: WithdrawButtonProps) {
  const [asking, setAsking] = useState(false);
  const withdraw = useWithdrawEnrolment();
  return (
    <div className="flex flex-col gap-2">
      {withdraw.isError && <Alert>{errorMessage(withdraw.error, TEXTS.withdrawFailed)}</Alert>}
      <Button
        variant="outline"
        className="self-start"
        aria-label={`${TEXTS.withdraw} ${studentName} from ${batchTitle}`}
        onClick={() => setAsking(true)}
      >
        {TEXTS.withdraw}
      </Button>
      <ConfirmDialog
        open={asking}
        message={TEXTS.withdrawQuestion(studentName, batchTitle)}
        confirmLabel={TEXTS.withdraw}
        busyLabel={TEXTS.withdrawing}
        dismissLabel="Keep the class"
        busy={withdraw.isPending}
        onConfirm={() => withdraw.mutate(enrolmentId, { onSettled: () => setAsking(false) })}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
