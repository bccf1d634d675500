// The themes' names, read by the web's first JavaScript (and its build): no imports here.

export const THEME_NAMES = [
  'light',
  'dark',
  'neon',
  'vibrant',
  'sunrise',
  'ocean',
  'forest',
] as const;
export const DEFAULT_THEME = 'dark';
export const THEME_STORAGE_KEY = 'theme';
