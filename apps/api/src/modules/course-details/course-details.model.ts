import { model, Schema, type InferSchemaType, type Types } from 'mongoose';
import { SKILL_LEVELS, type CourseDetail } from '@tutoring/shared';

// Shape and rules come from courseDetailInputSchema (parsed before every write).
const courseModuleSchema = new Schema(
  {
    title: { type: String, default: '' },
    description: { type: String, default: '' },
    duration: { type: Number, default: 0, min: 0 },
    topics: { type: [String], default: [] },
    learningObjectives: { type: [String], default: [] },
    assignments: { type: [String], default: [] },
    resources: { type: [String], default: [] },
  },
  { _id: false },
);

const courseDetailSchema = new Schema(
  {
    // One detail per course: the unique index settles two admins creating at once.
    courseId: { type: Schema.Types.ObjectId, ref: 'Course', required: true, unique: true },
    overview: { type: String, default: '' },
    prerequisites: { type: [String], default: [] },
    learningOutcomes: { type: [String], default: [] },
    technologies: { type: [String], default: [] },
    skillLevel: { type: String, enum: SKILL_LEVELS, default: 'Beginner' },
    certification: { type: Boolean, default: false },
    /** Always totalModuleDuration(modules), computed by the service, never sent by clients. */
    totalDuration: { type: Number, required: true, default: 0 },
    modules: { type: [courseModuleSchema], default: [] },
  },
  { timestamps: true },
);

export type CourseDetailRecord = InferSchemaType<typeof courseDetailSchema> & {
  _id: Types.ObjectId;
};

export const CourseDetailModel = model('CourseDetail', courseDetailSchema);

export function toCourseDetail(record: CourseDetailRecord): CourseDetail {
  return {
    _id: String(record._id),
    courseId: String(record.courseId),
    overview: record.overview,
    prerequisites: [...record.prerequisites],
    learningOutcomes: [...record.learningOutcomes],
    technologies: [...record.technologies],
    skillLevel: record.skillLevel as CourseDetail['skillLevel'],
    certification: record.certification,
    totalDuration: record.totalDuration,
    modules: record.modules.map((module) => ({
      title: module.title,
      description: module.description,
      duration: module.duration,
      topics: [...module.topics],
      learningObjectives: [...module.learningObjectives],
      assignments: [...module.assignments],
      resources: [...module.resources],
    })),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}
