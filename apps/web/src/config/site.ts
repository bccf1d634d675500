import { INSTITUTE_NAME } from '@tutoring/shared';

/** Names and texts shown across the site, one place each. */
export const SITE = {
  name: INSTITUTE_NAME,
  tagline: 'One-on-one and small-group live coaching for IB, IGCSE, CBSE, AP, SAT, JEE and NEET.',
} as const;
