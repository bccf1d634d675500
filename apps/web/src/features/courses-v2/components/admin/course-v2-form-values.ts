import {
  courseV2InputSchema,
  DEFAULT_V2_DURATION,
  objectId,
  type CourseV2,
  type CourseV2Input,
} from '@tutoring/shared';
import { z } from 'zod';

/** The API's schema, but an unpicked instructor ('') reads "Instructor is required.". */
export const courseV2FormSchema = courseV2InputSchema.extend({
  instructor: z.string().min(1, 'Instructor is required.').pipe(objectId),
});

export type CourseV2FormInput = z.input<typeof courseV2FormSchema>;

/** The form's values: the API's input shape, every list and price always present. */
export type CourseV2FormValues = Required<
  Pick<
    CourseV2Input,
    | 'title'
    | 'description'
    | 'image'
    | 'examType'
    | 'subjects'
    | 'features'
    | 'syllabusSummary'
    | 'highlights'
    | 'duration'
    | 'mode'
    | 'status'
    | 'category'
  >
> & {
  price: { hourly: number | null; package: number | null };
  instructor: string;
};

export const LIST_FIELDS = [
  { name: 'subjects', label: 'Subjects', itemName: 'Subject' },
  { name: 'features', label: 'Features', itemName: 'Feature' },
  { name: 'syllabusSummary', label: 'Syllabus Summary', itemName: 'Syllabus Item' },
  { name: 'highlights', label: 'Highlights', itemName: 'Highlight' },
] as const;

/** SPEC.md section 4: a new course starts as IB, One-on-One, draft, one empty row per list. */
export function emptyCourseV2(): CourseV2FormValues {
  return {
    title: '',
    description: '',
    image: '',
    examType: 'IB',
    subjects: [''],
    features: [''],
    syllabusSummary: [''],
    highlights: [''],
    duration: DEFAULT_V2_DURATION,
    mode: 'One-on-One',
    status: 'draft',
    category: '',
    price: { hourly: null, package: null },
    instructor: '',
  };
}

/** An empty list still shows one row to type into; blank rows are dropped on submit. */
const rowsOf = (items: string[]) => (items.length > 0 ? [...items] : ['']);

/** Edit opens prefilled, the instructor reduced to its id. */
export function courseV2ToForm(course: CourseV2): CourseV2FormValues {
  return {
    title: course.title,
    description: course.description,
    image: course.image,
    examType: course.examType,
    subjects: rowsOf(course.subjects),
    features: rowsOf(course.features),
    syllabusSummary: rowsOf(course.syllabusSummary),
    highlights: rowsOf(course.highlights),
    duration: course.duration,
    mode: course.mode,
    status: course.status,
    category: course.category,
    price: { hourly: course.price.hourly ?? null, package: course.price.package ?? null },
    instructor: course.instructor?._id ?? '',
  };
}

/** An empty number field means "unset" (null), not 0. */
export function toOptionalNumber(value: unknown): number | null {
  if (value === '' || value === null || value === undefined) return null;
  return Number(value);
}
