/**
 * Anywhere in a text: a backslash escape, code, emphasis, a link or picture, HTML or an
 * autolink, a character reference (`&amp;`), or a hard line break (two spaces before it).
 */
const MARK_ANYWHERE = /[\\`*_[\]<]|&#?[A-Za-z0-9]+;| {2,}\n/;

/**
 * At a line's start: a heading, a quote, a bullet, a setext underline (`===`, `---`), a fence
 * (`~~~`), a numbered item (`1.`, `1)`), or an indent that makes code.
 */
const MARK_AT_LINE_START = /^(?: {0,3}(?:[#>+=~-]|\d+[.)])| {4}|\t)/m;

/**
 * Whether the Markdown renderer could show a text otherwise than PlainText does. Most texts
 * staff write (a course's description, a bio) have no marks at all: they show as paragraphs
 * at once, and the renderer's code is not asked for. Erring towards
 * "marked" only costs that download; the test renders random texts both ways and finds them
 * equal whenever this says unmarked.
 */
export function hasMarkdownMarks(text: string): boolean {
  return MARK_ANYWHERE.test(text) || MARK_AT_LINE_START.test(text);
}
