import { model, Schema, type InferSchemaType, type Types } from 'mongoose';
import {
  COURSE_MODES,
  COURSE_STATUSES,
  DEFAULT_V2_DURATION,
  EXAM_TYPES,
  type CourseV2,
} from '@tutoring/shared';
import { toInstructorSummary, type PopulatedInstructor } from '../courses-v1/instructor-summary';

// Shape and rules come from courseV2InputSchema (parsed before every write).
const courseV2Schema = new Schema(
  {
    title: { type: String, required: true, trim: true },
    description: { type: String, required: true },
    image: { type: String, default: '' },
    examType: { type: String, enum: EXAM_TYPES, default: 'IB' },
    subjects: { type: [String], default: [] },
    features: { type: [String], default: [] },
    syllabusSummary: { type: [String], default: [] },
    highlights: { type: [String], default: [] },
    duration: { type: String, default: DEFAULT_V2_DURATION },
    mode: { type: String, enum: COURSE_MODES, default: 'One-on-One' },
    // null means unset: the form's empty price field.
    price: {
      hourly: { type: Number, default: null, min: 0 },
      package: { type: Number, default: null, min: 0 },
    },
    instructor: { type: Schema.Types.ObjectId, ref: 'TeamMember', default: null },
    status: { type: String, enum: COURSE_STATUSES, default: 'draft' },
    category: { type: String, default: '' },
  },
  { timestamps: true },
);

// Public lists filter on status (and exam type) and sort oldest first; admin lists sort only.
courseV2Schema.index({ status: 1, examType: 1, createdAt: 1 });
courseV2Schema.index({ createdAt: 1, _id: 1 });

export type CourseV2Record = Omit<InferSchemaType<typeof courseV2Schema>, 'instructor'> & {
  _id: Types.ObjectId;
  instructor?: PopulatedInstructor | null;
};

export const CourseV2Model = model('CourseV2', courseV2Schema);

/** The API's view of a stored course whose instructor was populated. */
export function toCourseV2(record: CourseV2Record): CourseV2 {
  return {
    _id: String(record._id),
    title: record.title,
    description: record.description,
    image: record.image,
    examType: record.examType as CourseV2['examType'],
    subjects: [...record.subjects],
    features: [...record.features],
    syllabusSummary: [...record.syllabusSummary],
    highlights: [...record.highlights],
    duration: record.duration,
    mode: record.mode as CourseV2['mode'],
    price: { hourly: record.price?.hourly ?? null, package: record.price?.package ?? null },
    instructor: toInstructorSummary(record.instructor),
    status: record.status as CourseV2['status'],
    category: record.category,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}
