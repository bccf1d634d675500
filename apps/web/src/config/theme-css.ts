// Run by the build (vite-plugins/theme-css.ts) as well as the app's tests: imports nothing at
// run time beyond the palettes, which import nothing either.
import type { ThemeColors, ThemePalette } from './theme-palettes';

/** The CSS custom property of each colour; index.css maps them onto Tailwind's colour names. */
export const CSS_VARIABLES: Record<keyof ThemeColors, string> = {
  primary: '--theme-primary',
  onPrimary: '--theme-on-primary',
  secondary: '--theme-secondary',
  accent: '--theme-accent',
  background: '--theme-background',
  surface: '--theme-surface',
  text: '--theme-text',
  mutedText: '--theme-muted-text',
  border: '--theme-border',
  success: '--theme-success',
  error: '--theme-error',
};

function declarations({ scheme, colors }: ThemePalette): string {
  const lines = Object.entries(CSS_VARIABLES).map(
    ([key, variable]) => `  ${variable}: ${colors[key as keyof ThemeColors]};`,
  );
  return [...lines, `  color-scheme: ${scheme};`].join('\n');
}

/**
 * One rule per theme, chosen by <body data-theme="…"> (the theme store sets it), and the
 * fallback theme's colours for a body without one (before the script has run).
 */
export function themeCss(palettes: Record<string, ThemePalette>, fallback: string): string {
  const fallbackPalette = palettes[fallback];
  if (!fallbackPalette) throw new Error(`No palette for the fallback theme ${fallback}`);
  const rules = Object.entries(palettes).map(
    ([name, palette]) => `body[data-theme='${name}'] {\n${declarations(palette)}\n}`,
  );
  return [`body:not([data-theme]) {\n${declarations(fallbackPalette)}\n}`, ...rules].join('\n');
}
