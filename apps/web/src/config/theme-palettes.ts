// Type-only: erased when the build reads this file, which must import nothing at run time.
import type { ThemeName } from './theme-names';

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

export interface ThemePalette {
  /** Tells the browser how to draw native controls (scrollbars, date pickers). */
  scheme: 'light' | 'dark';
  colors: ThemeColors;
}

/**
 * Each theme's colours, by theme name. Plain data, imported by the build, which renders it
 * into the stylesheet (theme-css.ts), so a page's JavaScript carries no colours and applying
 * a theme is one attribute on <body>. Every pair that carries text is checked for WCAG AA
 * (4.5:1) in themes.test.ts.
 */
export const THEME_PALETTES = {
  light: {
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
} as const satisfies Record<ThemeName, ThemePalette>;
