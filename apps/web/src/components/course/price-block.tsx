import { Link } from 'react-router-dom';
import { buttonClasses } from '../ui/button-styles';
import { contactLinkFor } from '../../lib/contact-link';
import { usePriceFormat } from '../../lib/format-price';
import type { CoursePrice, CourseView } from './course-view';

function PriceOption({ label, note, amount }: { label: string; note?: string; amount: string }) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl border border-border p-4">
      <div>
        <p className="font-semibold text-foreground">{label}</p>
        <p className="text-sm text-muted">{note}</p>
      </div>
      <p className="text-xl font-bold text-foreground">{amount}</p>
    </div>
  );
}

/** One price: the whole course's large with its words after it, a rate as one of the options. */
function Price({ price: { label, note, amount, per } }: { price: CoursePrice }) {
  const format = usePriceFormat();
  if (per === 'course') {
    return (
      <p className="text-3xl font-bold text-foreground">
        {format.price(amount)} <span className="text-sm font-normal text-muted">{label}</span>
      </p>
    );
  }
  const written = per === 'hour' ? format.hourly(amount) : format.price(amount);
  return <PriceOption label={label} note={note} amount={written} />;
}

/** A course page's prices, each only when set, and the link to enrol, either kind. */
export function PriceBlock({ course }: { course: CourseView }) {
  return (
    <>
      {course.prices.map((price) => (
        <Price key={price.label} price={price} />
      ))}
      <Link to={contactLinkFor(course.title)} className={buttonClasses('primary', 'w-full')}>
        Enroll Now
      </Link>
    </>
  );
}

/** 'Instructor: <name>', under a v1 course's text and at the foot of a v2 course's price card. */
export function InstructorLine({ course, className }: { course: CourseView; className?: string }) {
  return (
    <p className={className ? `${className} text-sm text-muted` : 'text-sm text-muted'}>
      Instructor: <span className="font-semibold text-foreground">{course.instructor}</span>
    </p>
  );
}
