import { EXAM_FILTERS } from '@tutoring/shared';
import type { ExamFilter } from '../api/get-courses-v2';

const OPTIONS: ReadonlyArray<{ value: ExamFilter; label: string }> = [
  { value: 'all', label: 'All Courses' },
  ...EXAM_FILTERS.map((exam) => ({ value: exam, label: exam })),
];

interface ExamFilterBarProps {
  value: ExamFilter;
  onChange: (value: ExamFilter) => void;
}

/** The exam filter buttons; the pressed one is announced (aria-pressed). */
export function ExamFilterBar({ value, onChange }: ExamFilterBarProps) {
  return (
    <div role="group" aria-label="Filter by exam" className="flex flex-wrap justify-center gap-2">
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={`min-h-11 rounded-full border px-4 text-sm font-semibold transition-colors ${
            value === option.value
              ? 'border-primary bg-primary text-on-primary'
              : 'border-border bg-surface text-foreground hover:border-primary'
          }`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
