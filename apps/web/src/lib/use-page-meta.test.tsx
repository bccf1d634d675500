import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageMeta, type PageMeta } from './use-page-meta';

function Screen(meta: PageMeta) {
  usePageMeta(meta);
  return null;
}

const description = () =>
  document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('usePageMeta', () => {
  it('when a screen renders, then the tab names it after the institute and the description is set', () => {
    render(<Screen title="Contact Us" description="Book a free demo class." />);

    expect(document.title).toBe('Contact Us | Summit Tutoring Institute');
    expect(description()).toBe('Book a free demo class.');
  });

  it('when the page already has a description tag, then that one is updated, not duplicated', () => {
    const { rerender } = render(<Screen title="A" description="First." />);

    rerender(<Screen title="B" description="Second." />);

    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(description()).toBe('Second.');
    expect(document.title).toBe('B | Summit Tutoring Institute');
  });
});
