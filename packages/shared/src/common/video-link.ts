import { z } from 'zod';
import { VIDEO_LINK_RULE, videoPlayerOf } from './video-player';

export * from './video-player';

/** An optional video link field: blank, or a link videoPlayerOf can play. */
export const videoLink = z
  .string()
  .trim()
  .max(2048, 'Video link is too long.')
  .refine((value) => value === '' || videoPlayerOf(value) !== undefined, VIDEO_LINK_RULE)
  .default('');
