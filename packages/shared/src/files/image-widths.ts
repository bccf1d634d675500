/**
 * The widths a stored image is served at (`/api/files/:id?w=`): pages pick from these in
 * srcset, and no other width is ever made, so no request can make the server resize at will.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1920] as const;
