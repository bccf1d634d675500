import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownText } from '../markdown-text';
import { safeLink } from '../safe-link';

const ABOUT = [
  '## Our story',
  '',
  'We teach **maths** and *physics*.',
  '',
  '- Small groups',
  '- Weekly tests',
  '',
  '[Evil](javascript:alert(1)) [Coded](&#x6A;avascript:alert(1)) [Data](data:text/html,x)',
  '[Site](#/contact) [Page](/privacy) [Board](https://cbse.gov.in/)',
  '',
  '<img src=x onerror="alert(1)">',
  '',
  'Inline <b>bold</b> stays text.',
].join('\n');

describe('MarkdownText', () => {
  it('when the text has Markdown, then headings, emphasis and lists render', async () => {
    render(<MarkdownText text={ABOUT} />);

    expect(await screen.findByRole('heading', { name: 'Our story' })).toBeInTheDocument();
    expect(screen.getByText('maths').tagName).toBe('STRONG');
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Small groups', 'Weekly tests']);
  });

  it('when a link is not http(s) or the site’s own, then its words stay as text, not a link', async () => {
    render(<MarkdownText text={ABOUT} />);
    await screen.findByRole('heading', { name: 'Our story' });

    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual(['#/contact', '/privacy', 'https://cbse.gov.in/']);
    expect(screen.getByText('Evil').closest('a')).toBeNull();
    expect(screen.getByText('Coded').closest('a')).toBeNull();
    expect(screen.getByText('Data').closest('a')).toBeNull();
  });

  it('when the text has raw HTML, then it shows as text and no element is made from it', async () => {
    const { container } = render(<MarkdownText text={ABOUT} />);
    await screen.findByRole('heading', { name: 'Our story' });

    expect(container.querySelector('img, b, script')).toBeNull();
    expect(screen.getByText('<img src=x onerror="alert(1)">').tagName).toBe('P');
    expect(screen.getByText('Inline <b>bold</b> stays text.')).toBeInTheDocument();
  });

  it('when the text is plain, then its paragraphs and line breaks read as before', async () => {
    const { container } = render(
      <MarkdownText text={'Founded in 2010.\nTwo teachers.\n\nNow forty.'} />,
    );

    // The same paragraphs before the renderer has loaded (the first paint) and after.
    const paragraphs = () => [...container.querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs()).toEqual(['Founded in 2010.\nTwo teachers.', 'Now forty.']);
    await screen.findByText(/Now forty/, { selector: 'div > div > p' });
    expect(paragraphs()).toEqual(['Founded in 2010.\nTwo teachers.', 'Now forty.']);
  });
});

describe('safeLink', () => {
  it('when a link has a scheme other than http(s), then it is dropped', () => {
    expect(safeLink('JavaScript:alert(1)')).toBeNull();
    expect(safeLink(' javascript:alert(1)')).toBeNull();
    expect(safeLink('vbscript:x')).toBeNull();
    expect(safeLink('mailto:a@b.c')).toBeNull();
    expect(safeLink('HTTPS://example.org')).toBe('HTTPS://example.org');
    expect(safeLink('courses')).toBe('courses');
  });
});
