import { describe, expect, it } from 'vitest';
import { courseV2InputSchema } from './courses-v2.schema';

const INSTRUCTOR = '65a1b2c3d4e5f60718293a4b';
const valid = {
  title: 'IB Maths HL',
  description: 'Analysis and approaches',
  instructor: INSTRUCTOR,
};

function messagesFor(input: unknown, field: string): string[] {
  const result = courseV2InputSchema.safeParse(input);
  return (result.error?.issues ?? [])
    .filter((issue) => issue.path[0] === field)
    .map((issue) => issue.message);
}

describe('courseV2InputSchema: required fields', () => {
  it('when title, description and instructor are given, then the course is accepted', () => {
    expect(courseV2InputSchema.safeParse(valid).success).toBe(true);
  });

  it.each([undefined, '', '   '])('when the title is %j, then "Title is required."', (title) => {
    expect(messagesFor({ ...valid, title }, 'title')).toEqual(['Title is required.']);
  });

  it.each([undefined, '', '   '])(
    'when the description is %j, then "Description is required."',
    (description) => {
      expect(messagesFor({ ...valid, description }, 'description')).toEqual([
        'Description is required.',
      ]);
    },
  );

  it('when the description has exactly 200 characters, then it is accepted', () => {
    const result = courseV2InputSchema.safeParse({ ...valid, description: 'x'.repeat(200) });
    expect(result.success).toBe(true);
  });

  it('when the description has 201 characters, then it is refused at most 200', () => {
    expect(messagesFor({ ...valid, description: 'x'.repeat(201) }, 'description')).toEqual([
      'Description must be at most 200 characters.',
    ]);
  });

  it.each([undefined, '', 'Select instructor'])(
    'when the instructor is %j, then the course is refused',
    (instructor) => {
      expect(messagesFor({ ...valid, instructor }, 'instructor')).not.toEqual([]);
    },
  );
});

describe('courseV2InputSchema: defaults of a new course', () => {
  it('when only the required fields are sent, then the spec defaults are filled in', () => {
    const course = courseV2InputSchema.parse(valid);
    expect(course).toMatchObject({
      examType: 'IB',
      mode: 'One-on-One',
      status: 'draft',
      duration: 'Customized based on student needs',
      subjects: [],
      features: [],
      syllabusSummary: [],
      highlights: [],
      price: {},
      image: '',
      category: '',
    });
  });

  it.each(['', '   '])('when the duration is %j, then the default duration text is used', (d) => {
    expect(courseV2InputSchema.parse({ ...valid, duration: d }).duration).toBe(
      'Customized based on student needs',
    );
  });

  it('when a duration is given, then it is kept', () => {
    expect(courseV2InputSchema.parse({ ...valid, duration: '6 months' }).duration).toBe('6 months');
  });
});

describe('courseV2InputSchema: enums', () => {
  it.each(['IB', 'IGCSE', 'CBSE', 'AP', 'SAT', 'JEE', 'NEET', 'Other'])(
    'when the exam type is %s, then it is accepted',
    (examType) => {
      expect(courseV2InputSchema.parse({ ...valid, examType }).examType).toBe(examType);
    },
  );

  it.each(['GCSE', 'ib', ''])('when the exam type is %j, then it is refused', (examType) => {
    expect(messagesFor({ ...valid, examType }, 'examType')).toEqual(['Exam type is required.']);
  });

  it.each(['One-on-One', 'Small Group'])('when the mode is %s, then it is accepted', (mode) => {
    expect(courseV2InputSchema.parse({ ...valid, mode }).mode).toBe(mode);
  });

  it('when the mode is not one of the two, then it is refused with a readable message', () => {
    expect(messagesFor({ ...valid, mode: 'Group' }, 'mode')).toEqual([
      'Mode must be One-on-One or Small Group.',
    ]);
  });

  it.each(['draft', 'published'])('when the status is %s, then it is accepted', (status) => {
    expect(courseV2InputSchema.parse({ ...valid, status }).status).toBe(status);
  });

  it('when the status is not draft or published, then it is refused', () => {
    expect(messagesFor({ ...valid, status: 'archived' }, 'status')).toEqual([
      'Status must be draft or published.',
    ]);
  });
});

describe('courseV2InputSchema: lists', () => {
  it('when list rows are blank or whitespace only, then they are removed from all four lists', () => {
    const rows = ['  Calculus ', '', '   ', '\n', 'Algebra'];
    const course = courseV2InputSchema.parse({
      ...valid,
      subjects: rows,
      features: rows,
      syllabusSummary: rows,
      highlights: rows,
    });
    for (const list of [
      course.subjects,
      course.features,
      course.syllabusSummary,
      course.highlights,
    ])
      expect(list).toEqual(['Calculus', 'Algebra']);
  });
});

describe('courseV2InputSchema: prices', () => {
  const withPrice = (price: unknown) => courseV2InputSchema.safeParse({ ...valid, price });

  it('when no price is sent, then both prices stay unset', () => {
    expect(courseV2InputSchema.parse(valid).price).toEqual({});
  });

  it('when a price is null (an emptied field), then it means unset', () => {
    expect(withPrice({ hourly: null, package: null }).data?.price).toEqual({
      hourly: null,
      package: null,
    });
  });

  it.each([0, 19.99, 0.1 + 0.2, 1500])('when the hourly price is %s, then it is accepted', (h) => {
    expect(withPrice({ hourly: h }).success).toBe(true);
  });

  it.each([0.005, -1, -0.01])('when the package price is %s, then it is refused', (p) => {
    expect(withPrice({ package: p }).success).toBe(false);
  });

  it('when the price object carries an unknown key, then it is refused', () => {
    expect(withPrice({ hourly: 10, monthly: 100 }).success).toBe(false);
  });
});

describe('courseV2InputSchema: instructor and unknown keys', () => {
  it('when the instructor is an id, then the id is stored', () => {
    expect(courseV2InputSchema.parse(valid).instructor).toBe(INSTRUCTOR);
  });

  it('when the instructor is an object with _id, then it is reduced to the id', () => {
    const course = courseV2InputSchema.parse({ ...valid, instructor: { _id: INSTRUCTOR } });
    expect(course.instructor).toBe(INSTRUCTOR);
  });

  it.each([{ _id: 'x' }, { featuredRank: 0 }, { createdAt: '2024-01-01' }])(
    'when the body carries %j, then it is refused',
    (extra) => {
      expect(courseV2InputSchema.safeParse({ ...valid, ...extra }).success).toBe(false);
    },
  );

  it('when the image is a script URL, then it is refused', () => {
    expect(messagesFor({ ...valid, image: 'javascript:alert(1)' }, 'image')).toEqual([
      'Link is not allowed.',
    ]);
  });
});
