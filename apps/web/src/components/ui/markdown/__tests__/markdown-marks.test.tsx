import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hasMarkdownMarks } from '../markdown-marks';
import { MarkdownRenderer } from '../markdown-renderer';
import { PlainText } from '../plain-text';

/**
 * The markup as a reader sees it in MarkdownText's prose, where paragraphs keep line breaks
 * and collapse spaces (white-space: pre-line): the tags, and each text with its spaces so
 * collapsed. PlainText's own wrapper and class are dropped, as are the newlines react-markdown
 * puts between blocks.
 */
function asShown(html: string): string {
  return html
    .replace(/^<div>|<\/div>$/g, '')
    .replace(/<p class="whitespace-pre-line">/g, '<p>')
    .replace(/>\n+</g, '><')
    .replace(/[ \t]*\n[ \t]*/g, '\n')
    .replace(/[ \t]+/g, ' ')
    .replace(/<p>[ \n]+/g, '<p>')
    .replace(/[ \n]+<\/p>/g, '</p>');
}

const rendered = (text: string) => asShown(renderToStaticMarkup(<MarkdownRenderer text={text} />));
const plain = (text: string) => asShown(renderToStaticMarkup(<PlainText text={text} />));

/** Pieces of prose, punctuation that means nothing to Markdown here, and every mark. */
const PIECES = [
  'Maths',
  'IB HL',
  'one-on-one',
  'Q&A',
  '50%',
  'e.g.',
  '(SL)',
  '5 > 3',
  'C++',
  '2.5 h',
  'A-level',
  '!',
  '?',
  ':',
  ',',
  "'",
  '"',
  '/',
  '@',
  '$',
  '{',
  '}',
  '^',
  '|',
  '=',
  '+',
  '-',
  '#',
  '~',
  '>',
  '1.',
  '2)',
  '*',
  '_',
  '`',
  '[',
  ']',
  '<',
  '&amp;',
  '\\',
  '---',
  '===',
  ' ',
  ' ',
  ' ',
  '  ',
  '\n',
  '\n',
  '\n\n',
  '\t',
  '    ',
];

/** A seeded generator: the same texts on every run, so a failure can be repeated. */
function randomTexts(count: number, seed = 1): string[] {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return Array.from({ length: count }, () => {
    const length = 1 + Math.floor(next() * 24);
    return Array.from({ length }, () => PIECES[Math.floor(next() * PIECES.length)]).join('');
  });
}

describe('hasMarkdownMarks', () => {
  it('when a text has no marks, then the renderer would show it as PlainText does', () => {
    const unmarked = randomTexts(4000).filter((text) => !hasMarkdownMarks(text));

    // Enough texts without marks to mean something (about a fifth of them).
    expect(unmarked.length).toBeGreaterThan(400);
    for (const text of unmarked) expect(plain(text), JSON.stringify(text)).toBe(rendered(text));
  });

  it('when a text is a course description as staff write them, then it has no marks', () => {
    const descriptions = [
      'Rigorous preparation for IB Math AA HL: calculus, proof and Paper 3 problem solving.',
      'Reading and Writing plus Math for the digital SAT: adaptive practice tests.\nA plan.',
      'Founded in 2010 by two teachers.\n\nNow forty tutors, one-on-one & in small groups!',
    ];
    for (const text of descriptions) {
      expect(hasMarkdownMarks(text)).toBe(false);
      expect(plain(text)).toBe(rendered(text));
    }
  });

  it('when a text has a mark of any kind, then it is marked', () => {
    const marked = [
      '**bold**',
      '*em*',
      '_em_',
      '`code`',
      '[link](https://x.org)',
      '![pic](a.png)',
      '<https://x.org>',
      '<b>x</b>',
      'Fish &amp; chips',
      'a\\*b',
      'line  \nbreak',
      '# Heading',
      '  ## Heading',
      '> quote',
      '- item',
      '+ item',
      '1. first',
      '3) third',
      'Title\n===',
      'Title\n---',
      '~~~\ncode\n~~~',
      '    indented code',
      '\tindented code',
    ];
    for (const text of marked) expect(hasMarkdownMarks(text), text).toBe(true);
  });
});
