import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { CourseModule } from '@tutoring/shared';
import { countOf } from '../../../lib/count-of';
import { MarkdownText } from '../../../components/ui/markdown/markdown-text';

function ModuleList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h4 className="text-sm font-semibold text-foreground">{title}</h4>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-muted">
        {items.map((item, index) => (
          <li key={`${index}-${item}`}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

function ModuleItem({
  module,
  index,
  open,
  onToggle,
}: {
  module: CourseModule;
  index: number;
  open: boolean;
  onToggle: () => void;
}) {
  const panelId = `module-panel-${index}`;
  return (
    <li className="rounded-xl border border-border bg-surface">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex min-h-11 w-full items-center justify-between gap-3 px-4 py-3 text-left font-semibold text-foreground"
        >
          <span>{`Module ${index + 1}: ${module.title}`}</span>
          <span className="flex items-center gap-2 text-sm font-normal text-muted">
            {countOf(module.duration, 'hour')}
            <ChevronDown
              aria-hidden="true"
              className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`}
            />
          </span>
        </button>
      </h3>
      <div
        id={panelId}
        hidden={!open}
        className="flex flex-col gap-3 border-t border-border px-4 py-4"
      >
        {module.description && (
          <MarkdownText text={module.description} className="text-sm text-muted" />
        )}
        <ModuleList title="Topics" items={module.topics} />
        <ModuleList title="Learning Objectives" items={module.learningObjectives} />
        <ModuleList title="Assignments" items={module.assignments} />
        <ModuleList title="Resources" items={module.resources} />
      </div>
    </li>
  );
}

/** The curriculum as an accordion; the first module starts open (docs/PRODUCT.md). */
export function CurriculumModules({ modules }: { modules: CourseModule[] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set([0]));
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  return (
    <section aria-labelledby="curriculum-heading" className="flex flex-col gap-4">
      <h2 id="curriculum-heading" className="text-2xl font-bold text-foreground">
        Curriculum
      </h2>
      <ol className="flex flex-col gap-3">
        {modules.map((module, index) => (
          <ModuleItem
            key={index}
            module={module}
            index={index}
            open={open.has(index)}
            onToggle={() => toggle(index)}
          />
        ))}
      </ol>
    </section>
  );
}
