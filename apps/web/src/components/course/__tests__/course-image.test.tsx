import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CourseImage } from '../course-image';

const STORED = '/api/files/65a1b2c3d4e5f60718293a4b';

describe('course pictures in the size they are shown', () => {
  it('when a stored picture is the hero, then it offers every made width, its shown width, a fixed box, and loads first', () => {
    render(
      <CourseImage
        src={STORED}
        title="IB Physics HL"
        eager
        sizes="(min-width: 1024px) 50vw, 100vw"
      />,
    );

    const image = screen.getByRole('img', { name: 'IB Physics HL' });
    expect(image.getAttribute('srcset')).toContain(`${STORED}?w=480 480w`);
    expect(image.getAttribute('srcset')).toContain(`${STORED}?w=1920 1920w`);
    expect(image).toHaveAttribute('sizes', '(min-width: 1024px) 50vw, 100vw');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '450');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('when a card further down shows a link from elsewhere, then it loads lazily with its one source', () => {
    render(<CourseImage src="https://example.com/course.jpg" title="SAT Math" />);

    const image = screen.getByRole('img', { name: 'SAT Math' });
    expect(image).not.toHaveAttribute('srcset');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
  });
});
