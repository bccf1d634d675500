import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { courseV2Collection, DEFAULT_V2_DURATION } from '@tutoring/shared';
import { courseV2FormValues } from '../components/admin/course-v2-form-values';
import { makeCourseV2, TUTOR_ID } from './fixtures';

// A field the shared definition might gain tomorrow: no web code knows of it.
const withLevel = courseV2Collection.input.extend({ level: z.string().default('Standard') });

describe('course v2 form values', () => {
  it('when a course is added, then the values are the schema defaults, one row per list and unset prices', () => {
    expect(courseV2FormValues(courseV2Collection.input, null)).toEqual({
      title: '',
      slug: '',
      description: '',
      metaDescription: '',
      image: '',
      videoUrl: '',
      examType: 'IB',
      subjects: [''],
      features: [''],
      syllabusSummary: [''],
      highlights: [''],
      duration: DEFAULT_V2_DURATION,
      mode: 'One-on-One',
      price: { hourly: null, package: null },
      instructor: '',
      anyTutor: false,
      status: 'draft',
      category: '',
      featured: false,
      place: { kind: 'in-person', link: '', address: '' },
    });
  });

  it('when a course is edited, then its input fields are the values, with the instructor as its id', () => {
    const values = courseV2FormValues(courseV2Collection.input, makeCourseV2());

    expect(values).toMatchObject({
      title: 'IB Mathematics HL',
      subjects: ['Calculus'],
      highlights: [''],
      price: { hourly: 85, package: 2400 },
      instructor: TUTOR_ID,
    });
    expect(values).not.toHaveProperty('_id');
    expect(values).not.toHaveProperty('createdAt');
  });

  it('when the shared input schema gains a field, then a new course starts with its default', () => {
    expect(courseV2FormValues(withLevel, null)).toMatchObject({ level: 'Standard' });
  });

  it('when the shared input schema gains a field, then an edited course keeps its value', () => {
    const course = { ...makeCourseV2(), level: 'Higher' };

    expect(courseV2FormValues(withLevel, course)).toMatchObject({ level: 'Higher' });
  });
});
