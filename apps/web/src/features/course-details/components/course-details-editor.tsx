import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  ADMIN_SCREENS,
  courseDetailCollection,
  type CourseDetail,
  type CourseDetailData,
} from '@tutoring/shared';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useCourseDetail } from '../api/get-course-detail';
import { useSaveCourseDetail } from '../api/save-course-detail';
import { CourseDetailsForm } from './course-details-form';
import { courseDetailFormValues } from './detail-form-values';

/**
 * /admin/courses/:courseId/details. Existing details are updated, missing ones created; a
 * failed save shows the server's message (docs/API.md section 6: better than only logging).
 */
interface CourseDetailsEditorProps {
  courseId: string;
  /** 'Preview': the public course page with the unsaved details. */
  coursePreview: (detail: CourseDetail) => ReactNode;
}

export function CourseDetailsEditor({ courseId, coursePreview }: CourseDetailsEditorProps) {
  const detail = useCourseDetail(courseId);
  const save = useSaveCourseDetail();
  const navigate = useNavigate();
  const backToCourses = () => void navigate(ADMIN_SCREENS.courses.path);
  const submit = (input: CourseDetailData) =>
    save.mutate({ courseId, exists: Boolean(detail.data), input }, { onSuccess: backToCourses });
  return (
    <section className="flex min-w-0 flex-col gap-6 p-4 sm:p-6">
      <Link
        to={ADMIN_SCREENS.courses.path}
        className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-semibold text-primary"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Courses
      </Link>
      <h1 className="text-2xl font-bold text-foreground">Course Details Editor</h1>
      {detail.isPending ? (
        <Spinner label="Loading course details…" />
      ) : detail.isError ? (
        <Alert>Failed to load course details. Please try again later.</Alert>
      ) : (
        <CourseDetailsForm
          courseId={courseId}
          initialValues={courseDetailFormValues(courseDetailCollection.input, detail.data)}
          saving={save.isPending}
          error={save.isError ? errorMessage(save.error, 'Failed to save course details.') : null}
          onSubmit={submit}
          onCancel={backToCourses}
          coursePreview={coursePreview}
        />
      )}
    </section>
  );
}
