import { ADMIN_AREA, PUBLIC_SCREENS } from '@tutoring/shared/plain';

const { home, 'courses-v2': coursesV2, contact } = PUBLIC_SCREENS;

/**
 * The top navigation of docs/PRODUCT.md section 2, in its order, each entry named as its screen.
 */
export const PUBLIC_NAV_ITEMS = [
  { to: home.path, label: home.title, end: true },
  { to: coursesV2.path, label: coursesV2.title, end: false },
  { to: contact.path, label: contact.title, end: false },
  { to: ADMIN_AREA.path, label: ADMIN_AREA.title, end: false },
] as const;
