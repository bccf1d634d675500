import { useId, useState } from 'react';
import { LIMITS, type CourseDetail } from '@tutoring/shared';

function FactList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="rounded-2xl border border-border bg-surface p-5">
      <h2 className="text-lg font-semibold text-foreground">{title}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted">
        {items.map((item, index) => (
          <li key={`${index}-${item}`}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** The first outcomes; '+N more...' opens the rest and 'Show less' folds them again. */
function Outcomes({ outcomes }: { outcomes: string[] }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (outcomes.length === 0) return null;
  const rest = outcomes.length - LIMITS.outcomesOnDetail;
  const shown = expanded ? outcomes : outcomes.slice(0, LIMITS.outcomesOnDetail);
  return (
    <section className="rounded-2xl border border-border bg-surface p-5">
      <h2 className="text-lg font-semibold text-foreground">What You&apos;ll Learn</h2>
      <ul id={listId} className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted">
        {shown.map((item, index) => (
          <li key={`${index}-${item}`}>{item}</li>
        ))}
      </ul>
      {rest > 0 && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
          className="mt-2 min-h-11 text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          {expanded ? 'Show less' : `+${rest} more...`}
        </button>
      )}
    </section>
  );
}

/** Prerequisites, technologies and the first learning outcomes. */
export function CourseFacts({ detail }: { detail: CourseDetail }) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <FactList title="Prerequisites" items={detail.prerequisites} />
      <FactList title="Technologies" items={detail.technologies} />
      <Outcomes outcomes={detail.learningOutcomes} />
    </div>
  );
}
