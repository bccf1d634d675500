import { Award } from 'lucide-react';
import type { CourseDetail, CourseV1 } from '@tutoring/shared';
import { CourseHero } from '../../../components/course/course-hero';
import { CourseImage } from '../../../components/course/course-image';
import { InstructorLine, PriceBlock } from '../../../components/course/price-block';
import { VideoButton } from '../../../components/ui/video-button';
import { countOf } from '../../../lib/count-of';
import { courseV1View } from './course-v1-view';

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
  const view = courseV1View(course, detail);
  return (
    <CourseHero
      course={view}
      tags={
        detail?.certification && (
          <span className="flex items-center gap-1 rounded-full border border-success px-3 py-1 text-success">
            <Award aria-hidden="true" className="size-4" />
            Certificate Included
          </span>
        )
      }
      layout="lg:grid-cols-[1fr_24rem]"
      aside={
        <div className="flex flex-col gap-4 rounded-2xl border border-border bg-background p-5">
          <CourseImage
            src={view.image}
            title={view.title}
            eager
            className="aspect-video w-full rounded-xl"
          />
          <PriceBlock course={view} />
          <VideoButton
            url={view.videoUrl}
            label="Preview Course"
            title={`${view.title}: preview video`}
            className="w-full"
          />
        </div>
      }
    >
      <InstructorLine course={view} />
      <Stats course={course} detail={detail} />
    </CourseHero>
  );
}
