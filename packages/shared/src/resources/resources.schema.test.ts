import { describe, expect, it } from 'vitest';
import { resourceInputSchema } from './resources.schema';

const valid = {
  title: 'Past papers 2023',
  fileUrl: '/api/files/65a1b2c3d4e5f60718293a4b',
  fileType: 'PDF',
  category: 'Forms',
  type: 'document',
};

function messagesFor(input: unknown, field: string): string[] {
  const result = resourceInputSchema.safeParse(input);
  return (result.error?.issues ?? [])
    .filter((issue) => issue.path[0] === field)
    .map((issue) => issue.message);
}

describe('resourceInputSchema', () => {
  it('when every required field is given, then the resource is accepted', () => {
    expect(resourceInputSchema.parse(valid)).toEqual({ ...valid, description: '' });
  });

  it('when the body is empty, then title, fileUrl, fileType, category and type are flagged', () => {
    const fields = resourceInputSchema.safeParse({}).error?.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(['title', 'fileUrl', 'fileType', 'category', 'type']);
  });

  it.each([
    ['title', '  ', 'Title is required.'],
    ['fileUrl', '', 'File URL is required.'],
    ['fileUrl', '   ', 'File URL is required.'],
    ['fileType', 'pdf', 'File type is required.'],
    ['category', '  ', 'Category is required.'],
    ['type', 'audio', 'Type is required.'],
  ])('when %s is %j, then "%s"', (field, value, message) => {
    expect(messagesFor({ ...valid, [field]: value }, field)).toEqual([message]);
  });

  it.each(['PDF', 'DOC', 'ZIP', 'VIDEO'])('when the file type is %s, then it is accepted', (t) => {
    expect(resourceInputSchema.safeParse({ ...valid, fileType: t }).success).toBe(true);
  });

  it.each(['Web Development', 'Data Science', 'Design', 'Cloud Computing', 'General', 'Forms'])(
    'when the category is %s, then it is accepted',
    (category) => {
      expect(resourceInputSchema.safeParse({ ...valid, category }).success).toBe(true);
    },
  );

  it.each(['document', 'video'])('when the type is %s, then it is accepted', (type) => {
    expect(resourceInputSchema.safeParse({ ...valid, type }).success).toBe(true);
  });

  it('when the file URL is a script URL, then it is refused', () => {
    expect(messagesFor({ ...valid, fileUrl: 'javascript:alert(1)' }, 'fileUrl')).toEqual([
      'Link is not allowed.',
    ]);
  });

  it('when the body carries an unknown key, then it is refused', () => {
    expect(resourceInputSchema.safeParse({ ...valid, id: 1 }).success).toBe(false);
  });
});
