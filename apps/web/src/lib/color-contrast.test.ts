import { describe, expect, it } from 'vitest';
import { contrastRatio } from './color-contrast';

describe('contrastRatio', () => {
  it('when black meets white, then the ratio is 21:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });

  it('when a colour meets itself, then the ratio is 1:1', () => {
    expect(contrastRatio('#60a5fa', '#60a5fa')).toBe(1);
  });

  it('when WCAG grey #767676 meets white, then it just passes 4.5:1', () => {
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
  });

  it('when the colour is not #rrggbb, then it throws', () => {
    expect(() => contrastRatio('blue', '#ffffff')).toThrow(/#rrggbb/);
  });
});
