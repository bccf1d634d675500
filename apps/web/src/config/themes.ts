import { THEME_NAMES } from '@tutoring/shared';
import { THEME_PALETTES, type ThemePalette } from './theme-palettes';
import type { ThemeName } from './theme-names';

export type { ThemeColors } from './theme-palettes';
export { FALLBACK_THEME, isThemeName, type ThemeName } from './theme-names';

export interface Theme extends ThemePalette {
  name: ThemeName;
  label: string;
  /** One line for the admin Settings picker. */
  description: string;
}

const DESCRIBED: Record<ThemeName, Pick<Theme, 'label' | 'description'>> = {
  light: {
    label: 'Light',
    description: 'Clean white pages with calm blue accents.',
  },
  dark: {
    label: 'Dark',
    description: 'Deep slate background that is easy on the eyes at night.',
  },
  neon: {
    label: 'Neon',
    description: 'Electric green and magenta glowing on near-black.',
  },
  vibrant: {
    label: 'Vibrant',
    description: 'Bold fuchsia and violet on a bright canvas.',
  },
  sunrise: {
    label: 'Sunrise',
    description: 'Warm oranges and rose on a soft cream background.',
  },
  ocean: {
    label: 'Ocean',
    description: 'Deep sea blue with bright sky and teal highlights.',
  },
  forest: {
    label: 'Forest',
    description: 'Dark evergreen with fresh leaf-green accents.',
  },
};

export const THEMES = Object.fromEntries(
  THEME_NAMES.map((name) => [name, { name, ...DESCRIBED[name], ...THEME_PALETTES[name] }]),
) as Record<ThemeName, Theme>;

/** The themes in the order of docs/PRODUCT.md (the Settings picker shows them in this order). */
export const THEME_LIST: readonly Theme[] = THEME_NAMES.map((name) => THEMES[name]);
