import { model } from 'mongoose';
import { courseV1Collection } from '@tutoring/shared';
import { modelSchemaFrom } from '../../lib/db/model-schema';
import { instructorField } from '../team/instructor';

const courseV1Schema = modelSchemaFrom(courseV1Collection.read, {
  overrides: { instructor: instructorField },
});

// Every list is sorted oldest first (createdAt, then _id for equal timestamps).
courseV1Schema.index({ createdAt: 1, _id: 1 });
// Path URLs find a course by its slug, and an old link by a slug it had.
courseV1Schema.index({ slug: 1 });
courseV1Schema.index({ formerSlugs: 1 });

/** Model name 'Course' is what users' enrolledCourses and course details refer to. */
export const CourseModel = model('Course', courseV1Schema);
