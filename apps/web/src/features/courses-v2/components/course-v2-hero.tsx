import { Link } from 'react-router-dom';
import type { CourseV2 } from '@tutoring/shared';
import { CourseHero } from '../../../components/course/course-hero';
import { CourseImage } from '../../../components/course/course-image';
import { buttonClasses } from '../../../components/ui/button-styles';
import { VideoButton } from '../../../components/ui/video-button';
import { contactLinkFor } from '../../../lib/contact-link';
import { courseV2View } from './course-v2-view';
import { ShareCourseButton } from './share-course-button';

export function CourseV2Hero({ course }: { course: CourseV2 }) {
  const view = courseV2View(course);
  const picture = (
    <CourseImage
      src={view.image}
      title={view.title}
      eager
      sizes="(min-width: 1152px) 560px, (min-width: 1024px) 50vw, 100vw"
      className="aspect-video w-full rounded-2xl"
    />
  );
  return (
    <CourseHero
      course={view}
      tags={
        <span className="rounded-full border border-border px-3 py-1 text-foreground">
          {course.mode}
        </span>
      }
      layout="items-center lg:grid-cols-2"
      aside={picture}
    >
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
          url={view.videoUrl}
          label="Watch Video"
          title={`${view.title}: preview video`}
        />
        <ShareCourseButton courseId={course._id} title={course.title} />
      </div>
    </CourseHero>
  );
}
