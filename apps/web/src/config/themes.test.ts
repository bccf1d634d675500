import { describe, expect, it } from 'vitest';
import { THEME_NAMES } from '@tutoring/shared';
import { contrastRatio } from '../lib/color-contrast';
import { THEMES, THEME_LIST, type ThemeColors } from './themes';

// WCAG 2.1 AA: 4.5:1 for normal text, 3:1 for focus rings and other non-text indicators.
const TEXT_PAIRS: [foreground: keyof ThemeColors, background: keyof ThemeColors][] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['onPrimary', 'primary'],
  ['mutedText', 'background'],
  ['mutedText', 'surface'],
  ['primary', 'background'],
  ['error', 'background'],
  ['error', 'surface'],
  ['success', 'background'],
];

describe('themes', () => {
  it('when listed, then there are the seven themes of the spec, each labelled and described', () => {
    expect(THEME_LIST.map((theme) => theme.name)).toEqual([...THEME_NAMES]);
    for (const theme of THEME_LIST) {
      expect(theme.label).not.toBe('');
      expect(theme.description).not.toBe('');
    }
  });

  describe.each(THEME_NAMES)('the %s theme', (name) => {
    const { colors } = THEMES[name];

    it.each(TEXT_PAIRS)('when %s sits on %s, then the contrast is at least 4.5:1', (fg, bg) => {
      expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(4.5);
    });

    it('when the focus ring (primary) is drawn on the page, then it stands out 3:1', () => {
      expect(contrastRatio(colors.primary, colors.background)).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(colors.primary, colors.surface)).toBeGreaterThanOrEqual(3);
    });
  });
});
