import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { courseDetailCollection } from '../course-details/course-details.collection';
import { courseV2Collection } from '../courses-v2/courses-v2.collection';
import { DEFAULT_V2_DURATION } from '../constants';
import { emptyInputOf, inputOf } from './input-values';

describe('emptyInputOf', () => {
  it("when a v2 course is new, then its values are the schema's defaults and blanks", () => {
    expect(emptyInputOf(courseV2Collection.input)).toEqual({
      title: '',
      slug: '',
      metaDescription: '',
      description: '',
      image: '',
      videoUrl: '',
      examType: 'IB',
      subjects: [],
      features: [],
      syllabusSummary: [],
      highlights: [],
      duration: DEFAULT_V2_DURATION,
      mode: 'One-on-One',
      price: {},
      instructor: '',
      anyTutor: false,
      status: 'draft',
      category: '',
      featured: false,
      place: { kind: 'in-person', link: '', address: '' },
    });
  });

  it('when a field is added to a schema, then the empty values carry it without other edits', () => {
    const extended = courseDetailCollection.input.extend({
      language: z.string().default('English'),
      hours: z.number(),
      live: z.boolean(),
    });
    expect(emptyInputOf(extended)).toMatchObject({
      skillLevel: 'Beginner',
      modules: [],
      language: 'English',
      hours: undefined,
      live: false,
    });
  });
});

describe('inputOf', () => {
  it('when an item is read, then only its input fields are kept, server-owned ones left out', () => {
    const input = {
      ...emptyInputOf(courseDetailCollection.input),
      overview: 'Hands-on',
      prerequisites: ['Algebra'],
      skillLevel: 'Advanced' as const,
      certification: true,
    };
    const read = {
      ...input,
      _id: '65a1b2c3d4e5f60718293a4b',
      courseId: '65a1b2c3d4e5f60718293a4c',
      totalDuration: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    expect(inputOf(courseDetailCollection.input, read)).toEqual(input);
  });

  it('when a stored item lacks a field added since, then the field starts as on a new item', () => {
    const values = inputOf(courseV2Collection.input, { title: 'SAT', instructor: null });
    expect(values).toMatchObject({ title: 'SAT', status: 'draft', subjects: [], instructor: '' });
  });
});
