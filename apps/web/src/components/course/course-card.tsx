import { Link } from 'react-router-dom';
import { LIMITS, markdownAsPlainText } from '@tutoring/shared/plain';
import { buttonClasses } from '../ui/button-styles';
import { CornerBadge } from '../ui/corner-badge';
import { usePriceFormat } from '../../lib/format-price';
import { CourseImage } from './course-image';
import type { CourseFact, CourseView } from './course-view';

/** docs/PRODUCT.md: up to 3 subjects, then '+N more' for the rest. */
function SubjectChips({ subjects }: { subjects: readonly string[] }) {
  const shown = subjects.slice(0, LIMITS.subjectsOnCard);
  const rest = subjects.length - shown.length;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Subjects">
      {shown.map((subject) => (
        <li
          key={subject}
          className="rounded-full bg-background px-2.5 py-1 text-xs text-foreground"
        >
          {subject}
        </li>
      ))}
      {rest > 0 && <li className="px-1 py-1 text-xs text-muted">{`+${rest} more`}</li>}
    </ul>
  );
}

function Facts({ facts }: { facts: readonly CourseFact[] }) {
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
      {facts.map(({ icon: Icon, label, value }) => (
        <div key={label} className="flex items-center gap-1.5">
          <dt className="sr-only">{label}</dt>
          <Icon aria-hidden="true" className="size-4" />
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The whole course's price, large; else the hourly rate it starts from; else room kept. */
function CardPrice({ course }: { course: CourseView }) {
  const { price, hourly } = usePriceFormat();
  const whole = course.prices.find(({ per }) => per === 'course');
  const rate = course.prices.find(({ per }) => per === 'hour');
  if (whole) return <p className="text-xl font-bold text-foreground">{price(whole.amount)}</p>;
  if (!rate) return <span />;
  return (
    <p className="text-sm text-muted">
      Starting from{' '}
      <span className="block text-lg font-bold text-foreground">{hourly(rate.amount)}</span>
    </p>
  );
}

interface CourseCardProps {
  course: CourseView;
  /** Where the course's kind is shown: on the picture's corner, or above the title. */
  kindAt: 'picture' | 'title';
  /** The link's words (SPEC): 'View Details', 'Know more'. */
  linkLabel: string;
}

/** A course in its catalogue's grid, either kind: picture, title, facts, price and its link. */
export function CourseCard({ course, kindAt, linkLabel }: CourseCardProps) {
  const whole = course.prices.some(({ per }) => per === 'course');
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm">
      <div className="relative">
        <CourseImage src={course.image} title={course.title} className="aspect-video w-full" />
        {kindAt === 'picture' && (
          <CornerBadge corner="left" colors="bg-primary text-on-primary">
            {course.kind}
          </CornerBadge>
        )}
        {/* Text in the page background colour: every theme keeps it 4.5:1 against success. */}
        {course.isNew && (
          <CornerBadge corner="right" colors="bg-success text-background">
            NEW
          </CornerBadge>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        {kindAt === 'title' && <p className="text-xs font-bold text-primary">{course.kind}</p>}
        {/* Straight under the catalogue's h1: a skipped level fails the heading-order audit. */}
        <h2 className="text-lg font-semibold text-foreground">{course.title}</h2>
        {course.subjects && <SubjectChips subjects={course.subjects} />}
        {/* The subjects take a line of the room the description has without them. */}
        <p className={`${course.subjects ? 'line-clamp-2' : 'line-clamp-3'} text-sm text-muted`}>
          {markdownAsPlainText(course.description)}
        </p>
        <Facts facts={course.facts} />
        {/* A price with 'Starting from' above it sits on the link's baseline; one line centres. */}
        <div
          className={`mt-auto flex ${whole ? 'items-center' : 'items-end'} justify-between gap-3 pt-2`}
        >
          <CardPrice course={course} />
          <Link to={course.path} className={buttonClasses('primary')}>
            {linkLabel}
            <span className="sr-only">{`: ${course.title}`}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
