/**
 * The widths a stored image is served at (`/api/files/:id?w=`): pages pick from these in
 * srcset, and no other width is ever made, so no request can make the server resize at will.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1920] as const;

/**
 * The width a stored picture is offered at in link previews (og:image): previews show about
 * 1200 px, so the next width up, not the upload's own size.
 */
export const PREVIEW_IMAGE_WIDTH = 1280 satisfies (typeof IMAGE_WIDTHS)[number];

/**
 * The `sizes` of a card's picture in the three-column card grids (courses, team): one column
 * on a phone, two from 640 px, three from 1024 px. The browser picks the srcset width from it.
 */
export const CARD_GRID_IMAGE_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';
