import { Award } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { CourseDetail, CourseV1 } from '@tutoring/shared';
import { buttonClasses } from '../../../components/ui/button-styles';
import { DetailHero } from '../../../components/ui/detail-hero';
import { VideoButton } from '../../../components/ui/video-button';
import { contactLinkFor } from '../../../lib/contact-link';
import { CoursePicture } from './course-picture';
import { usePriceFormat } from '../../../lib/format-price';
import { countOf } from '../../../lib/count-of';
import { MarkdownText } from '../../../components/ui/markdown/markdown-text';

interface HeaderProps {
  course: CourseV1;
  detail: CourseDetail | null;
}

function Stats({ course, detail }: HeaderProps) {
  const stats = [
    ['Duration', countOf(course.duration, 'hour')],
    ['Modules', String(detail?.modules.length ?? course.curriculum.length)],
    ['Level', detail?.skillLevel ?? 'Beginner'],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {stats.map(([label, value]) => (
        <div key={label} className="rounded-xl bg-background p-3 text-center">
          <dt className="text-xs text-muted">{label}</dt>
          <dd className="font-bold text-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function CourseV1Header({ course, detail }: HeaderProps) {
  const overview = detail?.overview || course.longDescription || course.description;
  const { price } = usePriceFormat();
  return (
    <DetailHero
      kind={course.category}
      tags={
        detail?.certification && (
          <span className="flex items-center gap-1 rounded-full border border-success px-3 py-1 text-success">
            <Award aria-hidden="true" className="size-4" />
            Certificate Included
          </span>
        )
      }
      title={course.title}
      layout="lg:grid-cols-[1fr_24rem]"
      aside={
        <div className="flex flex-col gap-4 rounded-2xl border border-border bg-background p-5">
          <CoursePicture course={course} eager className="rounded-xl" />
          <p className="text-3xl font-bold text-foreground">
            {price(course.price)} <span className="text-sm font-normal text-muted">One-time</span>
          </p>
          <Link to={contactLinkFor(course.title)} className={buttonClasses('primary', 'w-full')}>
            Enroll Now
          </Link>
          <VideoButton
            url={course.videoUrl}
            label="Preview Course"
            title={`${course.title}: preview video`}
            className="w-full"
          />
        </div>
      }
    >
      {course.tagline && <p className="text-lg text-foreground">{course.tagline}</p>}
      <MarkdownText text={overview} className="text-muted" />
      <p className="text-sm text-muted">
        Instructor:{' '}
        <span className="font-semibold text-foreground">
          {course.instructor?.name ?? 'Expert Instructor'}
        </span>
      </p>
      <Stats course={course} detail={detail} />
    </DetailHero>
  );
}
