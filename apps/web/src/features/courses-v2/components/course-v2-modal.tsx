import { Link } from 'react-router-dom';
import { LIMITS, type CourseV2 } from '@tutoring/shared';
import { buttonClasses } from '../../../components/ui/button-styles';
import { contactLinkFor } from '../../../lib/contact-link';
import { Dialog } from '../../../components/ui/dialog';
import { CourseImage } from '../../../components/course/course-image';
import { isPriceSet, usePriceFormat } from '../../../lib/format-price';
import { MarkdownText } from '../../../components/ui/markdown/markdown-text';

interface CourseV2ModalProps {
  course: CourseV2 | null;
  onClose: () => void;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-surface p-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-semibold text-foreground">{value}</dd>
    </div>
  );
}

/** The home page's quick look at a course: docs/PRODUCT.md "Course modal". */
export function CourseV2Modal({ course, onClose }: CourseV2ModalProps) {
  const { hourly, package: monthly } = course?.price ?? {};
  const format = usePriceFormat();
  return (
    <Dialog
      open={course !== null}
      onOpenChange={(open) => !open && onClose()}
      title={course?.title ?? ''}
    >
      {course && (
        <div className="flex flex-col gap-4">
          <CourseImage
            src={course.image}
            title={course.title}
            eager
            sizes="(min-width: 704px) 672px, 100vw"
            className="aspect-video w-full rounded-xl"
          />
          <MarkdownText text={course.description} className="text-muted" />
          <dl className="grid grid-cols-2 gap-3">
            <Fact label="Exam Type" value={course.examType} />
            <Fact label="Mode" value={course.mode} />
            {isPriceSet(hourly) && <Fact label="Hourly Rate" value={format.hourly(hourly)} />}
            {isPriceSet(monthly) && <Fact label="Package Price" value={format.price(monthly)} />}
          </dl>
          {course.features.length > 0 && (
            <ul className="list-disc space-y-1 pl-5 text-sm text-foreground" aria-label="Features">
              {course.features.slice(0, LIMITS.featuresInModal).map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          )}
          <Link to={contactLinkFor(course.title)} className={buttonClasses('primary', 'w-full')}>
            Enroll Now / Ask a Question
          </Link>
        </div>
      )}
    </Dialog>
  );
}
