import { describe, expect, it } from 'vitest';
import {
  COURSE_MODES,
  COURSE_STATUSES,
  COURSE_V1_CATEGORIES,
  DEFAULT_V2_DURATION,
  EXAM_FILTERS,
  EXAM_TYPES,
  LIMITS,
  RESOURCE_CATEGORIES,
  RESOURCE_FILE_TYPES,
  RESOURCE_TYPES,
  SKILL_LEVELS,
} from './constants';
import { DEFAULT_THEME, THEME_NAMES, THEME_STORAGE_KEY } from './themes';

describe('LIMITS (docs/PRODUCT.md section 9)', () => {
  it.each([
    ['featuredCourses', 3],
    ['newBadgeDays', 7],
    ['teamExpertiseTags', 2],
    ['subjectsOnCard', 3],
    ['outcomesOnDetail', 3],
    ['featuresInModal', 3],
    ['testimonialStars', 5],
    ['v2DescriptionMax', 200],
    ['priceMin', 0],
    ['priceStep', 0.01],
    ['v1DurationMin', 1],
    ['moduleDurationMin', 0],
    ['moduleDurationStep', 0.5],
    ['avatarImagePx', 400],
    ['profileImagePx', 800],
    ['imageMaxBytes', 2 * 1024 * 1024],
    ['documentMaxBytes', 20 * 1024 * 1024],
    ['archiveMaxBytes', 50 * 1024 * 1024],
    ['videoMaxBytes', 50 * 1024 * 1024],
    ['jpegQuality', 0.85],
    ['contactRedirectMs', 2000],
    ['scrollTopAfterPx', 200],
    ['longTextMax', 5000],
    ['offeredSlotDays', 14],
  ] as const)('when reading %s, then it is %d', (key, value) => {
    expect(LIMITS[key]).toBe(value);
  });

  it('when reading the scroll dots, then they are 0, 25, 50, 75 and 100 percent', () => {
    expect(LIMITS.scrollDots).toEqual([0, 25, 50, 75, 100]);
  });

  it('when reading the password limits, then they are 12 characters and 72 bytes', () => {
    expect(LIMITS.passwordMinLength).toBe(12);
    expect(LIMITS.passwordMaxBytes).toBe(72);
  });
});

describe('themes', () => {
  it('when listing the themes, then there are exactly the seven of the spec', () => {
    const expected = ['dark', 'light', 'neon', 'vibrant', 'sunrise', 'ocean', 'forest'];
    expect([...THEME_NAMES].sort()).toEqual([...expected].sort());
    expect(new Set(THEME_NAMES).size).toBe(7);
  });

  it('when no theme is chosen, then the default is dark and it is one of the themes', () => {
    expect(DEFAULT_THEME).toBe('dark');
    expect(THEME_NAMES).toContain(DEFAULT_THEME);
  });

  it('when the theme is saved, then the storage key is "theme"', () => {
    expect(THEME_STORAGE_KEY).toBe('theme');
  });
});

describe('exam types and filters', () => {
  it('when listing the public filters, then they are the seven exams without Other', () => {
    expect(EXAM_FILTERS).toEqual(['IB', 'IGCSE', 'CBSE', 'AP', 'SAT', 'JEE', 'NEET']);
  });

  it('when listing the exam types of the admin form, then they are the filters plus Other', () => {
    expect(EXAM_TYPES).toEqual([...EXAM_FILTERS, 'Other']);
  });
});

describe('fixed lists of docs/PRODUCT.md section 3', () => {
  it('when listing v2 modes and statuses, then they are the spec values', () => {
    expect(COURSE_MODES).toEqual(['One-on-One', 'Small Group']);
    expect(COURSE_STATUSES).toEqual(['draft', 'published']);
    expect(DEFAULT_V2_DURATION).toBe('Customized based on student needs');
  });

  it('when listing v1 categories and skill levels, then they are the spec values', () => {
    // As docs/PRODUCT.md section 3 writes them.
    expect(COURSE_V1_CATEGORIES).toEqual(
      'Web Development, Data Science, Design, Cloud Computing, Other'.split(', '),
    );
    expect(SKILL_LEVELS).toEqual(['Beginner', 'Intermediate', 'Advanced']);
  });

  it('when listing resource categories, file types and types, then they are the spec values', () => {
    expect(RESOURCE_CATEGORIES).toEqual(
      'Web Development, Data Science, Design, Cloud Computing, General, Forms'.split(', '),
    );
    expect(RESOURCE_FILE_TYPES).toEqual(['PDF', 'DOC', 'ZIP', 'VIDEO']);
    expect(RESOURCE_TYPES).toEqual(['document', 'video']);
  });
});
