import { IMAGE_WIDTHS } from '@tutoring/shared/plain';

/** An image the site stores (/api/files/<id>): the server makes it in every width of IMAGE_WIDTHS. */
const STORED_IMAGE = /^\/api\/files\/[a-f0-9]{24}$/i;

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * The img attributes that let a browser fetch a stored image in the width it is shown at
 * (`sizes`: its CSS width per breakpoint). Links elsewhere and generated placeholders have one
 * size only and are left as they are.
 */
export function responsiveImage(src: string, sizes: string): ResponsiveImage {
  if (!STORED_IMAGE.test(src)) return { src };
  const srcSet = IMAGE_WIDTHS.map((width) => `${src}?w=${width} ${width}w`).join(', ');
  return { src, srcSet, sizes };
}

/** A stored image at one fixed width (a 40 px logo): the smallest made that covers 3× screens. */
export function fixedWidthImage(src: string, cssWidth: number): string {
  if (!STORED_IMAGE.test(src)) return src;
  const width = IMAGE_WIDTHS.find((candidate) => candidate >= cssWidth * 3) ?? IMAGE_WIDTHS.at(-1);
  return `${src}?w=${width}`;
}
