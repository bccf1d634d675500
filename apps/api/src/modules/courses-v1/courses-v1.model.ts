import { model, Schema, type InferSchemaType, type Types } from 'mongoose';
import type { CourseV1 } from '@tutoring/shared';
import { COURSE_V1_CATEGORIES } from '@tutoring/shared';
import { toInstructorSummary, type PopulatedInstructor } from './instructor-summary';

// Shape and rules come from courseV1InputSchema (parsed before every write); the model only
// stores them. Model name 'Course' is what users.enrolledCourses refers to.
const courseV1Schema = new Schema(
  {
    title: { type: String, required: true, trim: true },
    tagline: { type: String, default: '' },
    category: { type: String, enum: COURSE_V1_CATEGORIES, required: true },
    description: { type: String, default: '' },
    longDescription: { type: String, default: '' },
    curriculum: { type: [String], default: [] },
    price: { type: Number, required: true, min: 0 },
    duration: { type: Number, required: true, min: 1 },
    instructor: { type: Schema.Types.ObjectId, ref: 'TeamMember', default: null },
    imageUrl: { type: String, default: '' },
    thumbnail: { type: String, default: '' },
  },
  { timestamps: true },
);

// Every list is sorted oldest first (createdAt, then _id for equal timestamps).
courseV1Schema.index({ createdAt: 1, _id: 1 });

export type CourseV1Record = Omit<InferSchemaType<typeof courseV1Schema>, 'instructor'> & {
  _id: Types.ObjectId;
  instructor?: PopulatedInstructor | null;
};

export const CourseModel = model('Course', courseV1Schema);

/** The API's view of a stored course whose instructor was populated. */
export function toCourseV1(record: CourseV1Record): CourseV1 {
  return {
    _id: String(record._id),
    title: record.title,
    tagline: record.tagline,
    category: record.category as CourseV1['category'],
    description: record.description,
    longDescription: record.longDescription,
    curriculum: [...record.curriculum],
    price: record.price,
    duration: record.duration,
    instructor: toInstructorSummary(record.instructor),
    imageUrl: record.imageUrl,
    thumbnail: record.thumbnail,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}
