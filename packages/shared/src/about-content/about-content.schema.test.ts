import { describe, expect, it } from 'vitest';
import { aboutContentInputSchema } from './about-content.schema';

describe('aboutContentInputSchema', () => {
  it('when nothing is sent, then history is empty and there are no values', () => {
    expect(aboutContentInputSchema.parse({})).toEqual({ history: '', values: [] });
  });

  it('when values have a title and a description, then they are kept in order', () => {
    const values = [
      { title: 'Excellence', description: 'High standards' },
      { title: 'Care', description: 'Every student counts' },
    ];
    const about = aboutContentInputSchema.parse({ history: 'Founded in 2010.', values });
    expect(about).toEqual({ history: 'Founded in 2010.', values });
  });

  it('when a value has no description, then it defaults to empty', () => {
    expect(aboutContentInputSchema.parse({ values: [{ title: 'Care' }] }).values).toEqual([
      { title: 'Care', description: '' },
    ]);
  });

  it.each([undefined, '', '  '])('when a value title is %j, then it is required', (title) => {
    const result = aboutContentInputSchema.safeParse({ values: [{ title, description: 'd' }] });
    expect(result.error?.issues[0]?.message).toBe('Value title is required.');
    expect(result.error?.issues[0]?.path).toEqual(['values', 0, 'title']);
  });

  it('when a value carries an unknown key, then it is refused', () => {
    const result = aboutContentInputSchema.safeParse({ values: [{ title: 'T', icon: 'x' }] });
    expect(result.success).toBe(false);
  });
});
