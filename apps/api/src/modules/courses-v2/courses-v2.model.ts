import { model } from 'mongoose';
import { courseV2Collection } from '@tutoring/shared';
import { modelSchemaFrom } from '../../lib/db/model-schema';
import { instructorField } from '../team/instructor';

const courseV2Schema = modelSchemaFrom(courseV2Collection.read, {
  overrides: { instructor: instructorField },
});

// Public lists filter on status (and exam type) and sort oldest first; admin lists sort only.
courseV2Schema.index({ status: 1, examType: 1, createdAt: 1 });
courseV2Schema.index({ createdAt: 1, _id: 1 });
// Path URLs find a course by its slug, and an old link by a slug it had.
courseV2Schema.index({ slug: 1 });
courseV2Schema.index({ formerSlugs: 1 });

export const CourseV2Model = model('CourseV2', courseV2Schema);
