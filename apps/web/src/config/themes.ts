import { DEFAULT_THEME, THEME_NAMES } from '@tutoring/shared';

export type ThemeName = (typeof THEME_NAMES)[number];

/**
 * The eight colours of docs/PRODUCT.md section 3, plus three the UI needs to stay readable:
 * `onPrimary` (text on primary buttons), `surface` (cards, panels) and `mutedText`
 * (secondary copy; also used for form-field borders, so they reach 3:1 non-text contrast).
 */
export interface ThemeColors {
  primary: string;
  onPrimary: string;
  secondary: string;
  accent: string;
  background: string;
  surface: string;
  text: string;
  mutedText: string;
  border: string;
  success: string;
  error: string;
}

export interface Theme {
  name: ThemeName;
  label: string;
  /** One line for the admin Settings picker. */
  description: string;
  /** Tells the browser how to draw native controls (scrollbars, date pickers). */
  scheme: 'light' | 'dark';
  colors: ThemeColors;
}

// Every pair that carries text is checked for WCAG AA (4.5:1) in themes.test.ts.
export const THEMES: Record<ThemeName, Theme> = {
  light: {
    name: 'light',
    label: 'Light',
    description: 'Clean white pages with calm blue accents.',
    scheme: 'light',
    colors: {
      primary: '#1d4ed8',
      onPrimary: '#ffffff',
      secondary: '#6d28d9',
      accent: '#b45309',
      background: '#ffffff',
      surface: '#f1f5f9',
      text: '#0f172a',
      mutedText: '#475569',
      border: '#cbd5e1',
      success: '#15803d',
      error: '#b91c1c',
    },
  },
  dark: {
    name: 'dark',
    label: 'Dark',
    description: 'Deep slate background that is easy on the eyes at night.',
    scheme: 'dark',
    colors: {
      primary: '#60a5fa',
      onPrimary: '#0f172a',
      secondary: '#a78bfa',
      accent: '#fbbf24',
      background: '#0f172a',
      surface: '#1e293b',
      text: '#f1f5f9',
      mutedText: '#a3b1c6',
      border: '#334155',
      success: '#4ade80',
      error: '#f87171',
    },
  },
  neon: {
    name: 'neon',
    label: 'Neon',
    description: 'Electric green and magenta glowing on near-black.',
    scheme: 'dark',
    colors: {
      primary: '#39ff14',
      onPrimary: '#0b0b16',
      secondary: '#ff4fd8',
      accent: '#00e5ff',
      background: '#0b0b16',
      surface: '#17172b',
      text: '#f0fff9',
      mutedText: '#b3bdd6',
      border: '#33335a',
      success: '#39ff14',
      error: '#ff6b88',
    },
  },
  vibrant: {
    name: 'vibrant',
    label: 'Vibrant',
    description: 'Bold fuchsia and violet on a bright canvas.',
    scheme: 'light',
    colors: {
      primary: '#a21caf',
      onPrimary: '#ffffff',
      secondary: '#6d28d9',
      accent: '#c2410c',
      background: '#ffffff',
      surface: '#fdf4ff',
      text: '#1e1033',
      mutedText: '#5b4b6b',
      border: '#f0abfc',
      success: '#15803d',
      error: '#be123c',
    },
  },
  sunrise: {
    name: 'sunrise',
    label: 'Sunrise',
    description: 'Warm oranges and rose on a soft cream background.',
    scheme: 'light',
    colors: {
      primary: '#c2410c',
      onPrimary: '#ffffff',
      secondary: '#be185d',
      accent: '#a16207',
      background: '#fffaf3',
      surface: '#ffedd5',
      text: '#431407',
      mutedText: '#7c2d12',
      border: '#fed7aa',
      success: '#166534',
      error: '#b91c1c',
    },
  },
  ocean: {
    name: 'ocean',
    label: 'Ocean',
    description: 'Deep sea blue with bright sky and teal highlights.',
    scheme: 'dark',
    colors: {
      primary: '#38bdf8',
      onPrimary: '#06283d',
      secondary: '#2dd4bf',
      accent: '#fde68a',
      background: '#06283d',
      surface: '#0b3a57',
      text: '#e0f2fe',
      mutedText: '#a9cde4',
      border: '#1f5778',
      success: '#4ade80',
      error: '#fca5a5',
    },
  },
  forest: {
    name: 'forest',
    label: 'Forest',
    description: 'Dark evergreen with fresh leaf-green accents.',
    scheme: 'dark',
    colors: {
      primary: '#4ade80',
      onPrimary: '#052e16',
      secondary: '#a3e635',
      accent: '#fbbf24',
      background: '#0f1f17',
      surface: '#183022',
      text: '#ecfdf5',
      mutedText: '#a7c9b6',
      border: '#2f5a40',
      success: '#86efac',
      error: '#fca5a5',
    },
  },
};

/** The themes in the order of docs/PRODUCT.md (the Settings picker shows them in this order). */
export const THEME_LIST: readonly Theme[] = THEME_NAMES.map((name) => THEMES[name]);

export const FALLBACK_THEME: ThemeName = DEFAULT_THEME;

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);
}
