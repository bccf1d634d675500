import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { CourseV2 } from '@tutoring/shared';

type TabName = 'overview' | 'syllabus';
const TABS: ReadonlyArray<{ name: TabName; label: string }> = [
  { name: 'overview', label: 'Overview' },
  { name: 'syllabus', label: 'Syllabus' },
];

/** The page's second level under the course's h1 (tabs are no headings of their own). */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-foreground">{title}</h2>
      {children}
    </section>
  );
}

function BulletList({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5 text-muted">
      {items.map((item, index) => (
        <li key={`${index}-${item}`}>{item}</li>
      ))}
    </ul>
  );
}

function Overview({ course }: { course: CourseV2 }) {
  return (
    <div className="flex flex-col gap-8">
      <Section title="Key Features">
        <BulletList items={course.features} />
      </Section>
      {course.highlights.length > 0 && (
        <Section title="Course Highlights">
          <BulletList items={course.highlights} />
        </Section>
      )}
      <Section title="Duration & Schedule">
        <p className="text-muted">{course.duration}</p>
        <p className="text-muted">{`Mode: ${course.mode}`}</p>
      </Section>
    </div>
  );
}

function Syllabus({ items }: { items: string[] }) {
  return (
    <ol className="flex flex-col gap-3">
      {items.map((item, index) => (
        <li key={`${index}-${item}`} className="flex items-start gap-3 text-foreground">
          <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-on-primary">
            {index + 1}
          </span>
          <span className="pt-0.5">{item}</span>
        </li>
      ))}
    </ol>
  );
}

/** Overview (default) and syllabus as ARIA tabs: arrow keys, Home and End move between them. */
export function CourseV2Tabs({ course }: { course: CourseV2 }) {
  const [active, setActive] = useState<TabName>('overview');
  const refs = useRef<Partial<Record<TabName, HTMLButtonElement | null>>>({});
  const select = (index: number) => {
    const tab = TABS[(index + TABS.length) % TABS.length]!;
    setActive(tab.name);
    refs.current[tab.name]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: TABS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };
  return (
    <div className="flex flex-col gap-6">
      <div
        role="tablist"
        aria-label="Course information"
        className="flex gap-2 border-b border-border"
      >
        {TABS.map((tab, index) => (
          <button
            key={tab.name}
            ref={(element) => {
              refs.current[tab.name] = element;
            }}
            type="button"
            role="tab"
            id={`tab-${tab.name}`}
            aria-selected={active === tab.name}
            aria-controls={`panel-${tab.name}`}
            tabIndex={active === tab.name ? 0 : -1}
            onClick={() => setActive(tab.name)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`min-h-11 border-b-2 px-4 text-sm font-semibold ${active === tab.name ? 'border-primary text-foreground' : 'border-transparent text-muted'}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {/* Both panels are in the page, the inactive one hidden: the syllabus is in the
          server's HTML for readers and search engines, and the tabs show one at a time. */}
      {TABS.map((tab) => (
        <div
          key={tab.name}
          role="tabpanel"
          id={`panel-${tab.name}`}
          aria-labelledby={`tab-${tab.name}`}
          tabIndex={0}
          hidden={active !== tab.name}
        >
          {tab.name === 'overview' ? (
            <Overview course={course} />
          ) : (
            <Syllabus items={course.syllabusSummary} />
          )}
        </div>
      ))}
    </div>
  );
}
