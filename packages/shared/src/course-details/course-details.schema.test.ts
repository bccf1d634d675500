import { describe, expect, it } from 'vitest';
import {
  courseDetailInputSchema,
  courseModuleSchema,
  totalModuleDuration,
} from './course-details.schema';

describe('courseDetailInputSchema', () => {
  it('when the editor sends nothing, then the detail gets the spec defaults', () => {
    expect(courseDetailInputSchema.parse({})).toEqual({
      overview: '',
      prerequisites: [],
      learningOutcomes: [],
      technologies: [],
      skillLevel: 'Beginner',
      certification: false,
      modules: [],
    });
  });

  it.each(['Beginner', 'Intermediate', 'Advanced'])(
    'when the skill level is %s, then it is accepted',
    (skillLevel) => {
      expect(courseDetailInputSchema.parse({ skillLevel }).skillLevel).toBe(skillLevel);
    },
  );

  it('when the skill level is unknown, then it is refused with the three levels named', () => {
    const result = courseDetailInputSchema.safeParse({ skillLevel: 'Expert' });
    expect(result.error?.issues[0]?.message).toBe(
      'Skill level must be Beginner, Intermediate or Advanced.',
    );
  });

  it('when the lists hold blank rows, then they are kept (detail lists are not trimmed)', () => {
    const detail = courseDetailInputSchema.parse({ prerequisites: ['', ' HTML '] });
    expect(detail.prerequisites).toEqual(['', ' HTML ']);
  });

  it('when totalDuration is sent, then it is refused (the server computes it)', () => {
    expect(courseDetailInputSchema.safeParse({ totalDuration: 10 }).success).toBe(false);
  });
});

describe('courseModuleSchema', () => {
  it.each([0, 0.5, 1.5, 12])('when the module duration is %s, then it is accepted', (d) => {
    expect(courseModuleSchema.parse({ duration: d }).duration).toBe(d);
  });

  it('when the module duration is 1.25, then it is refused as not a step of 0.5', () => {
    const result = courseModuleSchema.safeParse({ duration: 1.25 });
    expect(result.error?.issues[0]?.message).toBe('Module duration must be in steps of 0.5 hours.');
  });

  it('when the module duration is -1, then it is refused at least 0', () => {
    const result = courseModuleSchema.safeParse({ duration: -1 });
    expect(result.error?.issues[0]?.message).toBe('Module duration must be at least 0.');
  });

  it('when the module duration is text, then it is refused as not a number', () => {
    const result = courseModuleSchema.safeParse({ duration: '2' });
    expect(result.error?.issues[0]?.message).toBe('Module duration must be a number.');
  });

  it('when a module is empty, then its fields default to empty and duration 0', () => {
    expect(courseModuleSchema.parse({})).toEqual({
      title: '',
      description: '',
      duration: 0,
      topics: [],
      learningObjectives: [],
      assignments: [],
      resources: [],
    });
  });
});

describe('totalModuleDuration', () => {
  it('when there are modules, then the total is the sum of their durations', () => {
    expect(totalModuleDuration([{ duration: 1.5 }, { duration: 2 }, { duration: 0.5 }])).toBe(4);
  });

  it('when there are no modules, then the total is 0', () => {
    expect(totalModuleDuration([])).toBe(0);
  });
});
