import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import {
  useSaveAttendance,
  useSessionRegister,
  type AttendanceMark,
  type RegisterLine,
} from '../api/session-attendance';
import { AttendanceMarks } from './attendance-marks';

type Marks = Record<string, AttendanceMark | null>;

const marksOf = (lines: RegisterLine[]): Marks =>
  Object.fromEntries(lines.map((line) => [line.enrolment, line.status]));

/** The register of one session: its enrolled students, each marked, saved together. */
export function AttendanceRegister({ sessionId }: { sessionId: string }) {
  const register = useSessionRegister(sessionId);
  if (register.isPending) return <Spinner label="Loading the register…" />;
  if (register.isError) {
    return (
      <RetryAlert
        message={errorMessage(register.error, 'The register could not be loaded.')}
        onRetry={() => void register.refetch()}
      />
    );
  }
  if (register.data.length === 0) return <p className="text-muted">Nobody is enrolled yet.</p>;
  return <RegisterForm key={sessionId} sessionId={sessionId} lines={register.data} />;
}

function RegisterForm({ sessionId, lines }: { sessionId: string; lines: RegisterLine[] }) {
  const [marks, setMarks] = useState<Marks>(() => marksOf(lines));
  const [unmarked, setUnmarked] = useState(false);
  const save = useSaveAttendance();
  const submit = () => {
    const records = lines.flatMap(({ enrolment }) => {
      const status = marks[enrolment];
      return status ? [{ enrolment, status }] : [];
    });
    setUnmarked(records.length === 0);
    if (records.length > 0) save.mutate({ sessionId, records });
  };
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {lines.map((line) => (
        <AttendanceMarks
          key={line.enrolment}
          studentName={line.student.name}
          value={marks[line.enrolment] ?? null}
          onChange={(mark) => setMarks((now) => ({ ...now, [line.enrolment]: mark }))}
        />
      ))}
      {unmarked && <Alert>Mark at least one student before saving.</Alert>}
      {save.isError && <Alert>{errorMessage(save.error, 'Attendance was not saved.')}</Alert>}
      <Button type="submit" className="min-h-12 w-full sm:w-auto" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save attendance'}
      </Button>
    </form>
  );
}
