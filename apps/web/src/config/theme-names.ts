import { DEFAULT_THEME, THEME_NAMES } from '@tutoring/shared/plain';

// What the theme store needs at start-up, apart from the themes' labels and colours (the
// colours are in the stylesheet: theme-css.ts).

export type ThemeName = (typeof THEME_NAMES)[number];

export const FALLBACK_THEME: ThemeName = DEFAULT_THEME;

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);
}
