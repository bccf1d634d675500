import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, THEME_NAMES } from '@tutoring/shared';
import { themeCss } from './theme-css';
import { THEME_PALETTES } from './theme-palettes';

/** The declarations of the rule with this selector, as property → value. */
function ruleOf(css: string, selector: string): Record<string, string> {
  const body = css.split(`${selector} {\n`)[1]?.split('\n}')[0] ?? '';
  return Object.fromEntries(
    body.split('\n').map((line) => line.trim().replace(/;$/, '').split(': ') as [string, string]),
  );
}

describe('the themes as a stylesheet', () => {
  const css = themeCss(THEME_PALETTES, DEFAULT_THEME);

  it.each(THEME_NAMES)(
    'when the body names %s, then its eleven colours and scheme apply',
    (name) => {
      const rule = ruleOf(css, `body[data-theme='${name}']`);
      const { colors, scheme } = THEME_PALETTES[name];

      expect(rule['--theme-primary']).toBe(colors.primary);
      expect(rule['--theme-muted-text']).toBe(colors.mutedText);
      expect(rule['--theme-on-primary']).toBe(colors.onPrimary);
      expect(rule['color-scheme']).toBe(scheme);
      expect(Object.keys(rule)).toHaveLength(12);
    },
  );

  it('when the body names no theme yet, then the default theme applies', () => {
    expect(ruleOf(css, 'body:not([data-theme])')).toEqual(
      ruleOf(css, `body[data-theme='${DEFAULT_THEME}']`),
    );
  });

  it('when the fallback theme has no palette, then the build stops', () => {
    expect(() => themeCss({}, 'dark')).toThrow(/fallback theme dark/);
  });
});
