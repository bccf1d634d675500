import { describe, expect, it } from 'vitest';
import { courseV1InputSchema } from './courses-v1.schema';

const INSTRUCTOR = '65a1b2c3d4e5f60718293a4b';
const valid = {
  title: 'Full-stack web development',
  category: 'Web Development',
  price: 499.99,
  duration: 40,
  instructor: { _id: INSTRUCTOR },
};

function messagesFor(input: unknown, field: string): string[] {
  const result = courseV1InputSchema.safeParse(input);
  return (result.error?.issues ?? [])
    .filter((issue) => issue.path[0] === field)
    .map((issue) => issue.message);
}

describe('courseV1InputSchema', () => {
  it('when the required fields are given, then the course is accepted with empty optionals', () => {
    expect(courseV1InputSchema.parse(valid)).toMatchObject({
      tagline: '',
      description: '',
      longDescription: '',
      curriculum: [],
      imageUrl: '',
      thumbnail: '',
    });
  });

  it('when the body is empty, then title, category, price, duration and instructor are flagged', () => {
    const result = courseV1InputSchema.safeParse({});
    const fields = result.error?.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(['title', 'category', 'price', 'duration', 'instructor']);
  });

  it.each(['Web Development', 'Data Science', 'Design', 'Cloud Computing', 'Other'])(
    'when the category is %s, then it is accepted',
    (category) => {
      expect(courseV1InputSchema.safeParse({ ...valid, category }).success).toBe(true);
    },
  );

  // Whether it is one of the institute's categories is the server's check (the settings' list).
  it.each(['', '   '])('when the category is %j, then "Category is required."', (category) => {
    expect(messagesFor({ ...valid, category }, 'category')).toEqual(['Category is required.']);
  });

  it.each([1, 1.5, 120])('when the duration is %s hours, then it is accepted', (duration) => {
    expect(courseV1InputSchema.safeParse({ ...valid, duration }).success).toBe(true);
  });

  it.each([0, 0.5, -3])('when the duration is %s hours, then it is refused at least 1', (d) => {
    expect(messagesFor({ ...valid, duration: d }, 'duration')).toEqual([
      'Duration must be at least 1 hour.',
    ]);
  });

  it('when the duration is missing, then "Duration is required."', () => {
    expect(messagesFor({ ...valid, duration: undefined }, 'duration')).toEqual([
      'Duration is required.',
    ]);
  });

  it.each([0, 19.99, 0.1 + 0.2])('when the price is %s, then it is accepted', (price) => {
    expect(courseV1InputSchema.safeParse({ ...valid, price }).success).toBe(true);
  });

  it.each([0.005, -5])('when the price is %s, then it is refused', (price) => {
    expect(courseV1InputSchema.safeParse({ ...valid, price }).success).toBe(false);
  });

  it('when the instructor is sent as an object holding only _id, then it is stored as the id', () => {
    expect(courseV1InputSchema.parse(valid).instructor).toBe(INSTRUCTOR);
  });

  it('when the instructor is sent as an id, then the id is kept', () => {
    expect(courseV1InputSchema.parse({ ...valid, instructor: INSTRUCTOR }).instructor).toBe(
      INSTRUCTOR,
    );
  });

  it('when the instructor is missing, then "Instructor is required."', () => {
    expect(messagesFor({ ...valid, instructor: undefined }, 'instructor')).toEqual([
      'Instructor is required.',
    ]);
  });

  it('when the curriculum is a list, then it is kept in order', () => {
    const curriculum = ['HTML', 'CSS', 'JavaScript'];
    expect(courseV1InputSchema.parse({ ...valid, curriculum }).curriculum).toEqual(curriculum);
  });

  it('when the body carries an unknown key, then it is refused', () => {
    expect(courseV1InputSchema.safeParse({ ...valid, rating: 5 }).success).toBe(false);
  });
});
