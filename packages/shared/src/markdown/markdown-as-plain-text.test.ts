import { describe, expect, it } from 'vitest';
import { markdownAsPlainText } from './markdown-as-plain-text';

describe('markdownAsPlainText', () => {
  it('when the text has Markdown marks, then only the words are left', () => {
    const text =
      '## Why us\n\n**Maths** and *physics* for [JEE](https://example.org/a_(b)) [now](javascript:alert(1))\n- `one`\n- two';
    expect(markdownAsPlainText(text)).toBe('Why us\n\nMaths and physics for JEE now\none\ntwo');
  });

  it('when the text is plain, then it comes back unchanged', () => {
    const text = 'Founded in 2010 by two teachers.\n\nWe teach snake_case names, 5 * 3 = 15.';
    expect(markdownAsPlainText(text)).toBe(text);
  });
});
