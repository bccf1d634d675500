import { model, Schema } from 'mongoose';
import { courseDetailCollection } from '@tutoring/shared';
import { modelSchemaFrom } from '../../lib/db/model-schema';

const courseDetailSchema = modelSchemaFrom(courseDetailCollection.read, {
  overrides: {
    // One detail per course: the unique index settles two admins creating at once.
    courseId: { type: Schema.Types.ObjectId, ref: 'Course', required: true, unique: true },
  },
});

export const CourseDetailModel = model('CourseDetail', courseDetailSchema);
