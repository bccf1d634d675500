/** Names and texts shown across the site, one place each. */
export const SITE = {
  name: 'Summit Tutoring Institute',
  tagline: 'One-on-one and small-group live coaching for IB, IGCSE, CBSE, AP, SAT, JEE and NEET.',
} as const;
