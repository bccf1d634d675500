import { Link } from 'react-router-dom';
import type { CourseV2 } from '@tutoring/shared';
import { buttonClasses } from '../../../components/ui/button-styles';
import { DetailHero } from '../../../components/ui/detail-hero';
import { VideoButton } from '../../../components/ui/video-button';
import { contactLinkFor } from '../../../lib/contact-link';
import { CourseImage } from './course-image';
import { ShareCourseButton } from './share-course-button';
import { MarkdownText } from '../../../components/ui/markdown/markdown-text';

export function CourseV2Hero({ course }: { course: CourseV2 }) {
  const picture = (
    <CourseImage
      src={course.image}
      title={course.title}
      eager
      sizes="(min-width: 1152px) 560px, (min-width: 1024px) 50vw, 100vw"
      className="aspect-video w-full rounded-2xl"
    />
  );
  return (
    <DetailHero
      kind={course.examType}
      tags={
        <span className="rounded-full border border-border px-3 py-1 text-foreground">
          {course.mode}
        </span>
      }
      title={course.title}
      layout="items-center lg:grid-cols-2"
      aside={picture}
    >
      <MarkdownText text={course.description} className="text-muted" />
      {course.subjects.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Subjects">
          {course.subjects.map((subject) => (
            <li
              key={subject}
              className="rounded-full bg-background px-3 py-1 text-sm text-foreground"
            >
              {subject}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-3">
        <Link to={contactLinkFor(course.title)} className={buttonClasses('primary')}>
          Book a Demo Class
        </Link>
        <VideoButton
          url={course.videoUrl}
          label="Watch Video"
          title={`${course.title}: preview video`}
        />
        <ShareCourseButton courseId={course._id} title={course.title} />
      </div>
    </DetailHero>
  );
}
