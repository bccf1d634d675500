import { describe, expect, it } from 'vitest';
import { fixedWidthImage, responsiveImage } from './responsive-image';

const STORED = '/api/files/65a1b2c3d4e5f60718293a4b';

describe('responsive images', () => {
  it('when the image is stored here, then every made width is offered with the sizes it is shown at', () => {
    expect(responsiveImage(STORED, '100vw')).toEqual({
      src: STORED,
      srcSet: [160, 320, 480, 640, 960, 1280, 1920]
        .map((width) => `${STORED}?w=${width} ${width}w`)
        .join(', '),
      sizes: '100vw',
    });
  });

  it('when the image is a link elsewhere or a placeholder, then it keeps its one source', () => {
    expect(responsiveImage('https://example.com/a.jpg', '100vw')).toEqual({
      src: 'https://example.com/a.jpg',
    });
    expect(responsiveImage('data:image/svg+xml,<svg/>', '100vw')).toEqual({
      src: 'data:image/svg+xml,<svg/>',
    });
  });

  it('when a stored logo is shown 40 px wide, then the 160 px image is asked for', () => {
    expect(fixedWidthImage(STORED, 40)).toBe(`${STORED}?w=160`);
    expect(fixedWidthImage('https://example.com/logo.png', 40)).toBe(
      'https://example.com/logo.png',
    );
  });
});
