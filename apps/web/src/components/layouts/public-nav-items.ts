/** The top navigation of SPEC.md section 2, in its order. */
export const PUBLIC_NAV_ITEMS = [
  { to: '/', label: 'Home', end: true },
  { to: '/coursesv2', label: 'Courses', end: false },
  { to: '/contact', label: 'Contact Us', end: false },
  { to: '/admin', label: 'Admin Panel', end: false },
] as const;
