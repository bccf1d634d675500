import { useId } from 'react';
import { ATTENDANCE_MARKS, type AttendanceMark } from '../api/session-attendance';

const MARK_LABELS: Record<AttendanceMark, string> = {
  present: 'Present',
  absent: 'Absent',
  excused: 'Excused',
};

interface AttendanceMarksProps {
  studentName: string;
  value: AttendanceMark | null;
  onChange: (mark: AttendanceMark) => void;
}

/**
 * One student's mark as a labelled radio group: each choice is a whole-width touch target on
 * a phone, and the arrow keys move between them as in any radio group.
 */
export function AttendanceMarks({ studentName, value, onChange }: AttendanceMarksProps) {
  const name = useId();
  const legendId = `${name}-legend`;
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={legendId}
      className="flex flex-col gap-2 rounded-xl border border-border p-3"
    >
      <legend id={legendId} className="px-1 text-base font-semibold text-foreground">
        {studentName}
      </legend>
      <div className="grid grid-cols-3 gap-2">
        {ATTENDANCE_MARKS.map((mark) => (
          <label
            key={mark}
            className="flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-lg border border-muted px-2 text-sm font-medium text-foreground has-checked:border-primary has-checked:bg-primary/10 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary"
          >
            <input
              type="radio"
              name={name}
              value={mark}
              checked={value === mark}
              onChange={() => onChange(mark)}
              className="size-5"
            />
            {MARK_LABELS[mark]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
